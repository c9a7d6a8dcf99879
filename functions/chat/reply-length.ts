/**
 * Keeps a reply to a sentence or two per question and at most a short list: when the parts of a reply (one per
 * question asked) run past the budget, they are tightened step by step (repeated lines dropped, list items cut to
 * their first sentence, lists cut to their first items) until the reply fits. Facts stay in the order they came.
 */
export const replyBudget = 850;
/** A hostile message gets a calm, short answer: a redirect, not a page. */
export const briefBudget = 450;

// At least a few words: 'Yes.' alone is not the sentence that carries the fact.
const firstSentence = (line: string) => {
  // A line that carries a placeholder (the booking link) is kept whole: the widget turns it into buttons.
  if (line.includes('{{')) return line;
  const m = /^(.{12,}?[.!?])(\s|$)/.exec(line);
  return m?.[1] ?? line;
};
const isItem = (line: string) => line.startsWith('- ');

// Each step keeps more of the facts than the next: items cut to their first sentence, then prose after each part's
// lead line too, then each list to its first four items, then every line to its first sentence, then items to their
// name ('- Brand Protection Engine'), then lists to three items, then two, then none.
const lastStep = 8;
const capAt = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 4, 4, 4, 3, 2, 0];
const itemName = (line: string) => (/^- [^:]{3,60}:/.test(line) ? line.slice(0, line.indexOf(':')) : firstSentence(line));
function tighten(part: string, step: number): string {
  const lines = part.split('\n');
  const cap = capAt[step] ?? 0;
  let items = 0;
  return lines
    .filter((l) => (isItem(l) ? (items += 1) <= cap : ((items = 0), true)))
    .map((l, i) => (isItem(l) ? (step >= 5 ? itemName(l) : firstSentence(l)) : (step >= 2 && i > 0) || step >= 4 ? firstSentence(l) : l))
    .join('\n');
}

// 'Yes. CRM Sync: ...' and '- CRM Sync: ...' say the same thing.
const gist = (line: string) => line.replace(/^(- |Yes\. |No\. )/, '').trim();

export function fitReply(parts: readonly string[], budget = replyBudget): string[] {
  const seen = new Set<string>();
  // A line an earlier part already said is not said twice ('First campaigns go live within 30 days').
  let current = parts
    .map((part) => part.split('\n').filter((line) => (line.trim() === '' || !seen.has(gist(line)) ? (seen.add(gist(line)), true) : false)).join('\n'))
    .filter((part) => part.trim() !== '');
  const length = (list: readonly string[]) => list.join('\n\n').length;
  for (let step = 1; step <= lastStep && length(current) > budget; step += 1) {
    current = current.map((part) => tighten(part, step));
  }
  return current;
}
