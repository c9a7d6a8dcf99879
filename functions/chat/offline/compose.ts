/**
 * How a reply is put together from answers: one paragraph per answer, in the order asked. An answer the visitor
 * already read in this conversation is not sent again: the first shrinks to a one-line recap, the others are
 * dropped; a sentence two answers share is said once.
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
    if (said.includes(answer)) {
      if (i === 0) out.push(recap(answer));
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

function recap(answer: string): string {
  const first = sentencesOf(answer.split(/\n{2,}/)[0] ?? '')[0] ?? answer;
  const lowered = /^(?!I\b)[A-Z](?=[a-z\s])/.test(first) ? `${first.charAt(0).toLowerCase()}${first.slice(1)}` : first;
  // The offers stay: the widget turns them into the booking and handoff buttons.
  const offers = [...new Set(answer.match(/\{\{[A-Z_]+\}\}/g) ?? [])].filter((p) => !lowered.includes(p));
  return [`As I said, ${lowered}`, ...offers].join(' ');
}
