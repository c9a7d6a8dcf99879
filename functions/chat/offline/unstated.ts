import { asksSomething, chatFillerWords } from '../../../content/chat-vocabulary.ts';
import { blogPosts } from '../../../content/blog-posts.ts';
import { contentTexts } from '../llm/content-text.ts';
import { engagementWords, withoutNames } from './named-engagements.ts';
import { nearly, term, terms, words } from './words.ts';

/**
 * What a question hinges on that the site does not state. Its key words are its content words (stop words, filler and
 * engagement names out; synonyms folded by words.ts). A key word the site's text never uses (content/ modules and blog
 * posts, one-letter typos forgiven) is unstated; a row sharing none of the key words answers another question.
 */
const filler = new Set(chatFillerWords.split(' '));
const stem = (t: string) => t.slice(0, 5);
let site: string[] | undefined; // built on first use, not at import (the Lambda's cold start)
const siteWords = () => (site ??= [...new Set([...new Set([...contentTexts(), ...blogPosts.map((p) => JSON.stringify(p))].join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u))].map((w) => term(w, false, false)))].filter((t): t is string => t !== null));
let stems: Set<string> | undefined;
export const knownToSite = (t: string) => (stems ??= new Set(siteWords().map(stem))).has(stem(t)) || siteWords().some((s) => Math.abs(s.length - t.length) <= 1 && nearly(t, s, t.length >= 9 ? 2 : 1)); // 'prise'
/** The clause's key words, each with its position among the clause's words (for quoting the span back). */
export function keyWords(clause: string): { term: string; at: number }[] {
  return words(clause).flatMap((w, at) => {
    const t = term(w);
    return t && t.length >= 3 && !/\d/.test(t) && !engagementWords.has(t) && !filler.has(t) ? [{ term: t, at }] : [];
  });
}

/** The visitor's own words for the unstated key words, neighbours joined ('emails a day per inbox'), others by 'or'. */
function spanOf(clause: string, at: readonly number[]): string {
  const w = words(clause);
  const spans = at.reduce<number[][]>((all, i) => (i - (all.at(-1)?.at(-1) ?? -9) <= 2 ? [...all.slice(0, -1), [...(all.at(-1) ?? []), i]] : [...all, [i]]), []);
  return spans.map((s) => `"${w.slice(s[0], (s.at(-1) ?? 0) + 1).join(' ')}"`).join(' or ');
}

/** `unstated`: 'The site doesn't say anything about "x"'; `offTopic`: the row shares none of the clause's key words; `covered`: all. */
export interface Hinge { readonly unstated?: string; readonly offTopic: boolean; readonly covered?: boolean }

/**
 * Reads a clause against the answer chosen for it (`answered`: the row's phrasings and reply; `found`: by an engagement
 * named, or by the search, weakly or strongly), or, with none, says which of its key words the site never uses.
 */
export function hingeOf(asked: string, answered?: string, found: 'slot' | 'weak' | 'strong' = 'slot'): Hinge {
  const clause = withoutNames(asked); // 'the middle one' names an engagement; it asks nothing
  const key = keyWords(clause);
  if (key.length === 0) return { offTopic: false, covered: true };
  const own = new Set(terms(answered ?? '').map(stem));
  const uncovered = key.filter((k) => !own.has(stem(k.term)));
  // A strong match shares the clause's rarer words (what it leaves out is incidental); short unknown words are typos ('lng').
  const unknown = found === 'strong' ? [] : uncovered.filter((k) => k.term.length >= 5 && !knownToSite(k.term));
  // Only a row the search found weakly on the clause's words can miss them all; a slot's row (the engagement named) can't.
  const offTopic = found === 'weak' && key.length >= 2 && uncovered.length === key.length;
  const said = offTopic ? uncovered : unknown;
  return { offTopic, covered: uncovered.length <= (found === 'slot' ? 1 : 0), ...(said.length > 0 ? { unstated: `The site doesn't say anything about ${spanOf(clause, said.map((k) => k.at))}.` } : {}) };
}

// 'loved the article. should i ...': only the sentences that ask are read (all of it when none is marked as a question).
export function asking(message: string): string {
  const asks = (message.match(/[^.?!]+[.?!]*/g) ?? []).filter((s) => asksSomething.test(s.trim()));
  return asks.length > 0 ? asks.join(' ') : message;
}
