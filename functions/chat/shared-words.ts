/**
 * Which words a question shares with a line of content: the matching behind the capability cards, an engagement's
 * own facts and the blog posts. Words of three letters or more, without filler, meet on their first five letters
 * ('enrich' meets 'enrichment', 'reviews' meets 'review', 'cleanup' meets 'clean').
 */
const filler =
  'the and for you our are how can but not all any who why get its was has had use one two via per out own new too yes also your that this with ' +
  'what which does from have will would about into there their they them just more actually really guys';

export function wordMatcher(alsoIgnored: readonly string[] = []) {
  const ignored = new Set([...filler.split(' '), ...alsoIgnored]);
  const termsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !ignored.has(w)).map((w) => w.slice(0, 5)));
  const overlap = (question: ReadonlySet<string>, text: string) => [...termsOf(text)].filter((t) => question.has(t)).length;
  return { termsOf, overlap };
}
