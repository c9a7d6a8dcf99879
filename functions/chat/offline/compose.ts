/**
 * How a reply is put together from answers: one paragraph per answer, in the order asked, and no sentence the
 * visitor has already read in this conversation (a repeated answer shrinks to a one-line recap, never the same
 * block again). Lists stay whole: they were asked for.
 */
const minRepeatChars = 30;

function sentencesOf(paragraph: string): string[] {
  if (/^- /m.test(paragraph)) return [paragraph];
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z"'(])/).map((s) => s.trim()).filter(Boolean);
}

/** `keep`: sentences that must stay even when said before (the booking link the widget turns into buttons). */
export function composeReply(answers: readonly string[], earlier: readonly string[], keep: (sentence: string) => boolean): string {
  const said = earlier.join('\n');
  const seen = new Set<string>();
  const paragraphs: string[] = [];
  for (const answer of answers) {
    for (const paragraph of answer.split(/\n{2,}/)) {
      const sentences = sentencesOf(paragraph);
      const fresh = sentences.filter((s) => {
        const repeated = seen.has(s) || (s.length >= minRepeatChars && said.includes(s));
        seen.add(s);
        return !repeated || keep(s);
      });
      if (fresh.length > 0) paragraphs.push(fresh.join(' '));
    }
  }
  if (paragraphs.length > 0) return paragraphs.join('\n\n');
  const first = sentencesOf(answers[0] ?? '')[0] ?? '';
  const lowered = /^[A-Z][a-z]/.test(first) ? `${first.charAt(0).toLowerCase()}${first.slice(1)}` : first;
  return `As I said, ${lowered}`;
}
