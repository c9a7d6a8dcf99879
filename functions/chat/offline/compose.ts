/**
 * How a reply is put together from answers: one paragraph per answer, in the order asked. An answer the visitor
 * already read is filtered out by the caller unless the question is repeated; a sentence two answers share is said once.
 */
function sentencesOf(paragraph: string): string[] {
  if (/^- /m.test(paragraph)) return [paragraph];
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z"'(])/).map((s) => s.trim()).filter(Boolean);
}

const minSharedChars = 30;

export function composeReply(answers: readonly string[], earlier: readonly string[]): string {
  const said = earlier.join('\n');
  const seen = new Set<string>();
  const out: string[] = [];
  // One engagement recommendation per reply: a second 'I'd start with' would contradict the first.
  let recommended = false;
  answers.forEach((answer, i) => {
    const recommends = answer.includes("I'd start with");
    if (recommends && recommended) return;
    recommended ||= recommends;
    // An answer already read reaches here only when the visitor repeats the question: its first sentence, not the block.
    if (said.includes(answer)) {
      if (i === 0) out.push(firstSentence(answer));
      return;
    }
    const paragraphs = answer.split(/\n{2,}/).map((p) => sentencesOf(p).filter((s) => {
      const repeated = s.length >= minSharedChars && seen.has(s);
      seen.add(s);
      return !repeated;
    }).join(' ')).filter(Boolean);
    if (paragraphs.length > 0) out.push(paragraphs.join('\n\n'));
  });
  return out.join('\n\n');
}

/** The first sentence of an answer's first paragraph, its offers kept (the widget turns them into buttons). */
export function firstSentence(answer: string): string {
  const first = sentencesOf(answer.split(/\n{2,}/)[0] ?? '')[0] ?? answer;
  const offers = [...new Set(answer.match(/\{\{[A-Z_]+\}\}/g) ?? [])].filter((p) => !first.includes(p));
  return [first, ...offers].join(' ');
}
