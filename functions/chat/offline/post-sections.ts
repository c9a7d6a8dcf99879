import { blogPosts } from '../../../content/blog-posts.ts';
import type { BlogPost } from '../../../content/blog-types.ts';
import { articleCues, outcomeAsked, outcomeHeading, readingRequestWords } from '../../../content/chat-reading-cues.ts';
import { sectionsOfPost } from '../llm/passages.ts';
import { postsOn, topicOfReading } from './slots.ts';
import { terms } from './words.ts';

/**
 * What one blog post says about what a visitor asks of it. blind-16 and -17: 'the ABM article, how do you split accounts
 * into tiers?' got the post's excerpt, 'the AI tech stack one, what were the layers' the engines, the scaling post's
 * stages "I can't find that". The post is the one the message names beside a word for an article ('article', 'the one
 * about'), or, for a follow-up, the previous answer's; the section is the one sharing most of the question's other words,
 * a word weighing more the fewer sections of all posts use it ('tier' over 'decide'). A word several headings share ('the
 * stages', 'the layers') asks for those sections. A section is quoted only when a heading or a rare word meets the question;
 * otherwise a question naming a post gets the post's outline (its headings with their first sentences).
 */
interface Section { readonly heading: string; readonly lines: readonly string[]; readonly words: ReadonlyMap<string, number>; readonly headingWords: ReadonlySet<string> }
/**
 * `cued`: the message named the post as one ('the ABM article'); `matched`: a section met the question; `headed`: a heading
 * did ('tiers' and "Build tiers from evidence").
 */
export interface PostAnswer { readonly post: BlogPost; readonly text: string; readonly cued: boolean; readonly matched: boolean; readonly headed: boolean }

const maxChars = 800;
// A word at most this many sections of all posts use is telling enough to quote a section for.
const rareIn = 2;
const cleanHeading = (h: string) => h.replace(/^\d+\.\s*/, '');

function sectionsOf(post: BlogPost): Section[] {
  const counted = (text: string) => terms(text).reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>());
  return sectionsOfPost(post).map(({ heading, lines }) => ({ heading: cleanHeading(heading), lines, words: counted(`${heading} ${lines.join(' ')}`), headingWords: new Set(terms(heading)) }));
}

/** Whole sentences up to `maxChars`: a section quoted, not cut mid-word; a list's items each by their first two sentences. */
function quote(lines: readonly string[]): string {
  let text = '';
  const items = lines.length >= 3 ? lines.map((l) => l.split(/(?<=[.!?]) /).slice(0, 2).join(' ')) : lines;
  for (const sentence of items.join(' ').split(/(?<=[.!?]) /)) {
    if (text && text.length + sentence.length > maxChars) break;
    text = text ? `${text} ${sentence}` : sentence;
  }
  return text;
}
const firstSentence = (s: Section) => s.lines[0]?.split(/(?<=[.!?]) /)[0] ?? '';
const outline = (sections: readonly Section[]) => sections.filter((s) => s.heading).map((s) => `- ${s.heading}: ${firstSentence(s)}`).join('\n');

// Built on the first post question, not at import: the import is the Lambda's cold start.
let everySection: Section[] | undefined;
const allSections = () => (everySection ??= blogPosts.flatMap(sectionsOf));
const usedBy = (t: string) => allSections().filter((s) => s.words.has(t)).length;

/**
 * `previous`: the post the previous verified answer was about, for 'which signals matter most' after the ABM guide.
 * `loose`: nothing else answers, so a follow-up gets the post's section sharing most of its words even without a telling
 * one ('what was the stat for how much of a seller's week gets wasted' after the automation post: "I can't find that"
 * though the post gives the 65%).
 */
export function postSectionAnswer(message: string, previous: BlogPost | undefined, loose = false): PostAnswer | undefined {
  const cued = articleCues.some((c) => c.test(message));
  const post = cued ? (postsOn(topicOfReading(message))[0] ?? previous) : previous;
  if (!post) return undefined;
  const sections = sectionsOf(post);
  // The words that named the post ('the 40 person saas story'): its title's, and its tags', category's and excerpt's that
  // head no section ('signals' heads one in the ABM guide). A follow-up named none.
  const headed = new Set(sections.flatMap((s) => [...s.headingWords]));
  const described = terms(`${post.tags.join(' ')} ${post.category} ${post.excerpt}`).filter((t) => !headed.has(t));
  const naming = new Set(cued ? [...terms(post.title), ...described] : []);
  const asked = [...new Set(terms(message))].filter((t) => !naming.has(t) && !readingRequestWords.has(t));
  const weight = (t: string) => Math.log(1 + allSections().length / Math.max(1, usedBy(t)));
  const where = `"${post.title}" (/blog/${post.slug})`;
  // 'what were the stages?': the sections whose headings share the word, each with its first sentence.
  const listed = asked.map((t) => sections.filter((s) => s.headingWords.has(t))).find((hits) => hits.length >= 3);
  if (listed) return { post, cued, matched: true, headed: true, text: `${where} goes through them:\n${outline(listed)}` };
  const scored = sections.map((s) => ({ s, score: asked.reduce((sum, t) => sum + weight(t) * Math.log(1 + (s.words.get(t) ?? 0)) * (s.headingWords.has(t) ? 2 : 1), 0) }));
  const telling = (s: Section) => asked.some((t) => s.words.has(t) && (s.headingWords.has(t) || usedBy(t) <= rareIn));
  // Loose: two of the question's words at least ('a seller's week' in the section on the 65%), not one common word.
  const sharesTwo = (s: Section) => asked.filter((t) => s.words.has(t)).length >= 2;
  const best = scored.filter((x) => telling(x.s) || (loose && sharesTwo(x.s))).sort((a, b) => b.score - a.score)[0];
  const outcome = !best && loose && outcomeAsked.test(message) ? sections.find((s) => outcomeHeading.test(s.heading)) : undefined;
  if (outcome) return { post, cued, matched: true, headed: true, text: `${where}, "${outcome.heading}": ${quote(outcome.lines)}` };
  if (best) return { post, cued, matched: true, headed: asked.some((t) => best.s.headingWords.has(t)), text: `${where}${best.s.heading ? `, "${best.s.heading}"` : ''}: ${quote(best.s.lines)}` };
  return cued ? { post, cued, matched: false, headed: false, text: `${where}: ${post.excerpt} What it says:\n${outline(sections)}` } : undefined;
}
