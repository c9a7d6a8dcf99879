import MiniSearch from 'minisearch';
import { blogPosts } from '../../../content/blog-posts.ts';
import type { ChatAnswerRow, ChatLanguage } from '../../../content/chat-answer-types.ts';
import { chatAnswers } from '../../../content/chat-answers.ts';
import { translatedAnswers } from '../../../content/chat-answers-i18n.ts';
import { asksSmallerStart, clauseBreak, describingOnly, followUpOpening, opensAsQuestion, situationClauses, whichOne } from '../../../content/chat-vocabulary.ts';
import { engagements, type Engagement } from '../../../content/engagements.ts';
import type { BlogPost } from '../../../content/blog-types.ts';
import { createMatcher, joined } from './matcher.ts';
import { engagementWords, namedEngagements, withoutNames } from './named-engagements.ts';
import { engagementsByFigure, postNamed, postsOn, topicOfReading } from './slots.ts';
import { terms, words } from './words.ts';

/**
 * The rows a message asks for, one part per ask (clauses split by content/chat-vocabulary.ts `clauseBreak`), each with
 * the engagements it is about and the clause that asked it (the hinge check reads it, unstated.ts); the topic a reply
 * carries (`row:engagement-id`, `row:post/slug`) is what a follow-up without its own slot is about.
 */
export interface Part { readonly row: ChatAnswerRow; readonly engagements: readonly Engagement[]; readonly post?: BlogPost; readonly score?: number; readonly clause?: string }

const maxAnswers = 3;
export const rowsById = new Map(chatAnswers.map((r) => [r.id, r]));
// Small talk answers only a message that asks nothing else.
export const smallTalk = new Set(['greeting', 'thanks']);
const laterClause = 4;
/** The topic a reply carries: the row id, and the engagement or blog post it was about. */
export interface Topic { row?: ChatAnswerRow; engagement?: Engagement; post?: BlogPost }
export const topicOf = (row: string, e?: Engagement, post?: BlogPost) => (e ? `${row}:${e.id}` : post ? `${row}:post/${post.slug}` : row);
// A reply that linked a post ('/blog/<slug>') makes it the post a follow-up ('what happened in that one?') is about.
export function parseTopic(topic: string | undefined, text = ''): Topic {
  const [row, slot = ''] = (topic ?? '').split(':');
  const post = blogPosts.find((p) => `post/${p.slug}` === slot) ?? blogPosts.find((p) => text.includes(`/blog/${p.slug}`));
  return { row: rowsById.get(row ?? ''), engagement: engagements.find((e) => e.id === slot), post };
}
const match = createMatcher(chatAnswers, translatedAnswers);

export function render(part: Part, language: ChatLanguage, contactEmail?: string): { text: string; translated: boolean } {
  const translated = language === 'en' ? undefined : translatedAnswers[language]?.[part.row.id];
  const compose = translated?.answer ?? part.row.answer;
  const all = part.engagements.length === 0 || part.engagements.length === engagements.length;
  const base = { contactEmail, ...(part.post ? { post: part.post } : {}) };
  const text = all ? compose(base) : part.engagements.map((engagement) => compose({ ...base, engagement })).join('\n\n');
  return { text, translated: translated?.answer !== undefined };
}

export function partsOf(message: string, previous: Topic, context = ''): Part[] {
  // 'and the other one?' after an answer about one engagement: the others.
  const others = previous.engagement && /\bthe (other|others|rest)\b/i.test(message) ? engagements.filter((e) => e !== previous.engagement) : [];
  const named = [...new Set([...namedEngagements(message), ...engagementsByFigure(message), ...others])];
  const parts: Part[] = [];
  const clauses = message.split(clauseBreak).filter((c) => c && c.trim().length > 1);
  // 'I'm a busy founder. How much of my time...': a clause describing the visitor is context (advised() reads it), not the ask.
  const asking = clauses.filter((c) => !describingOnly.test(c));
  for (const clause of [...(asking.length > 0 ? asking : clauses), message]) {
    if (clause === message && parts.length > 0) break;
    const own = namedEngagements(clause);
    // 'what do we get each month' with no engagement in view: only the monthly one has months.
    const monthly = /\b(each|per|every|a) month\b/i.test(clause) ? engagements.filter((e) => e.price.billing === 'monthly') : [];
    const about = own.length > 0 ? own : named.length > 0 ? named : previous.engagement ? [previous.engagement] : monthly;
    const prefer = about.length > 0 ? (id: string) => rowsById.get(id)?.perEngagement === true : undefined;
    for (const found of match(withoutNames(clause), joined.test(clause), prefer)) {
      const row = rowsById.get(found.id);
      // A later clause that matches only weakly ('does that work with you' after 'we use Zoho.') refers back: no part of its own.
      if (!row || parts.some((p) => p.row.id === row.id) || parts.length >= maxAnswers || (parts.length > 0 && found.score < laterClause)) continue;
      // 'link me that article': the post its own words name, else the one on the topic of the previous question.
      const post = row.id.startsWith('blog') ? (postsOn(topicOfReading(withoutNames(clause)))[0] ?? previous.post ?? postsOn(context)[0] ?? postNamed(withoutNames(clause))) : undefined;
      parts.push({ row, engagements: row.perEngagement ? about : [], score: found.score, clause, ...(post ? { post } : {}) });
    }
  }
  // Engagements named with nothing else asked: the previous question about it ('and the build?'), its overview,
  // or, for two of them, how they differ.
  const asksAbout = clauses.some((c) => namedEngagements(c).length > 0 && terms(withoutNames(c)).length <= 3);
  if (parts.length === 0 && named.length > 0 && (asksAbout || terms(withoutNames(message)).length <= 3)) {
    const row = followUpOpening.test(message) && previous.row?.perEngagement ? previous.row : rowsById.get(named.length > 1 ? 'compare' : 'overview');
    if (row) parts.push({ row, engagements: named });
  }
  // 'and if we go on to the orchestration after that?': a follow-up naming another engagement asks the previous
  // question about it, unless its own words found a question about engagements.
  if (followUpOpening.test(message) && named.length > 0 && previous.row?.perEngagement && !parts.some((p) => p.row.perEngagement)) {
    return [{ row: previous.row, engagements: named }];
  }
  const asked = parts.filter((p) => !smallTalk.has(p.row.id));
  return asked.length > 0 ? asked : parts.slice(0, 1);
}

/**
 * A described situation gets the advice its words point to, first; 'anything smaller?' gets the smallest start
 * (added by the caller) instead of the overview of where clients start. The table's own advice row, when its words
 * found one, stands; 'which one for us?' with nothing else asked gets the overview of where clients start.
 */
export function advised(parts: Part[], message: string): Part[] {
  const smaller = asksSmaller(message);
  const rest = parts.filter((p) => !(smaller && p.row.id === 'fit-general'));
  if (parts.some((p) => p.row.id.startsWith('fit-'))) return rest;
  const id = (describesSituation(message) ? adviceFor(withoutNames(message)) : undefined) ?? (parts.length === 0 && asksWhichOne(message) && !smaller && namedEngagements(message).length < 2 ? 'fit-general' : undefined);
  const row = id ? rowsById.get(id) : undefined;
  return row ? [{ row, engagements: [] }, ...rest].slice(0, maxAnswers) : rest;
}

/**
 * A visitor who describes their situation ('we're 12 people, the founder still sells') wants advice, not the
 * nearest topic: the advice rows (ids starting 'fit-', content/chat-answer-types.ts) are searched on their own,
 * loosely, because a description shares few words with any phrasing. 'Anything smaller?', 'too early for us?' and
 * 'more than we can spend' ask for the smallest start.
 */
export const asksSmaller = (message: string) => asksSmallerStart.some((p) => p.test(message));
// A statement, not a question: 'do we need a long contract?' describes nothing.
const describesSituation = (message: string) =>
  words(message).length >= 6 && (message.match(/[^.?!\n]+(?:[.!\n]|$)/g) ?? []).some((clause) => !opensAsQuestion.test(clause) && situationClauses.some((p) => p.test(clause)));
const asksWhichOne = (message: string) => whichOne.test(message) || (/\bfor us\b/i.test(message) && message.includes('?'));
const minAdvice = 2.5;
let index: MiniSearch<{ id: number; row: string; asks: string }> | undefined;
/** The advice row a described situation is closest to, when two of its words meet one row's phrasings. */
function adviceFor(message: string): string | undefined {
  if (!index) {
    index = new MiniSearch({ fields: ['asks'], storeFields: ['row'], tokenize: (t) => terms(t).filter((w) => !engagementWords.has(w)) });
    index.addAll(chatAnswers.filter((r) => r.id.startsWith('fit-') && r.id !== 'fit-general').map((r, id) => ({ id, row: r.id, asks: r.asks.join('\n') })));
  }
  const best = index.search(terms(message).join(' '), { fuzzy: (t) => (t.length >= 5 ? 0.2 : 0), prefix: (t) => t.length >= 4 })[0];
  return best && best.score >= minAdvice && new Set(best.queryTerms).size >= 2 ? String(best['row']) : undefined;
}
