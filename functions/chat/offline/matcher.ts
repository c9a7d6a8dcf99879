import MiniSearch from 'minisearch';
import type { ChatAnswerRow, ChatLanguage, TranslatedRow } from '../../../content/chat-answer-types.ts';
import { engagementWords } from './named-engagements.ts';
import { phraseWords, terms } from './words.ts';

/**
 * Finds the answer rows a question asks for: MiniSearch (BM25, fuzzy, prefix) over one document per row and
 * language holding all its example phrasings. The best row matches when it scores above the floor and shares at
 * least half the question's content words, or scores high enough on its own; a second row is added when it covers
 * words the first does not ('prices and timelines').
 */
export interface RowMatch { readonly id: string; readonly language: ChatLanguage; readonly score: number }
interface RowDocument { readonly id: number; readonly row: string; readonly language: ChatLanguage; readonly asks: readonly string[] }

const minScore = 2.5;
const minCoverage = 0.5;
// A score this high matches whatever the coverage: the question shares the row's rarer words.
const strongScore = 12;
// A second row must score at least this share of the first's.
const secondShare = 0.6;
const maxRows = 2;
// A weak hit must cover at least half of its closest phrasing, and more than half when it rests on one word.
const minPhrasing = 0.5;
const confident = (coverage: number, words: number, phrasing: number) =>
  coverage >= minCoverage && (phrasing >= minPhrasing || words > 1);
const nearlyAsGood = 0.8;
// A word a phrase folded onto is the question's head and outweighs two incidental words ('each', 'month').
const phraseBoost = 4;
// Only a question that joins two asks gets two rows ('prices and timelines', 'cost, duration').
export const joined = /\b(and|plus|also|y|et|und)\b|[&+,]/i;

export function createMatcher(rows: readonly ChatAnswerRow[], translated: Partial<Record<ChatLanguage, Readonly<Record<string, TranslatedRow>>>>) {
  const documents: RowDocument[] = rows.map((row) => ({ id: 0, row: row.id, language: 'en' as const, asks: row.asks }));
  for (const [language, table] of Object.entries(translated) as [ChatLanguage, Record<string, TranslatedRow>][]) {
    for (const [row, t] of Object.entries(table)) documents.push({ id: 0, row, language, asks: t.asks });
  }
  const index = new MiniSearch<RowDocument>({
    fields: ['asks'],
    storeFields: ['row', 'language'],
    // Each phrasing is read on its own, so a phrasing of stop words only ('hi') keeps them (words.ts terms()).
    extractField: (doc, field) => (field === 'asks' ? doc.asks.join('\n') : String(doc[field as keyof RowDocument])),
    tokenize: (text) => text.split('\n').flatMap((line) => terms(line)),
    processTerm: (t) => (engagementWords.has(t) ? null : t),
  });
  index.addAll(documents.map((d, id) => ({ ...d, id })));

  /** `twoAsks`: the question joins two asks (see `joined`), so a second row may answer the other one. */
  /** `prefer`: rows to take over the best when they score nearly as well (the engagement rows, when one is being discussed). */
  const askTerms = new Map<string, string[][]>();
  for (const d of documents) askTerms.set(`${d.language}:${d.row}`, d.asks.map((a) => terms(a).filter((t) => !engagementWords.has(t))));
  /** How much of its closest phrasing the question covers: 'same for all of them?' shares one word of four with 'is the kickoff the same as the free call'. */
  const phrasingCover = (row: string, language: string, matched: readonly string[]) =>
    Math.max(0, ...(askTerms.get(`${language}:${row}`) ?? []).map((a) => (a.length === 0 ? 0 : a.filter((t) => matched.includes(t)).length / new Set(a).size)));

  const cover = (r: { terms: string[]; [key: string]: unknown }) => phrasingCover(String(r['row']), String(r['language']), r.terms);
  /** Jaccard of the closest phrasing's words and the question's: 1 when a phrasing says exactly what was asked. */
  const likeness = (r: { terms: string[]; [key: string]: unknown }, asked: number) =>
    Math.max(0, ...(askTerms.get(`${String(r['language'])}:${String(r['row'])}`) ?? []).map((a) => {
      const shared = new Set(a.filter((t) => r.terms.includes(t))).size;
      return shared / (new Set(a).size + asked - shared || 1);
    }));

  return function match(question: string, twoAsks = joined.test(question), prefer?: (row: string) => boolean): RowMatch[] {
    const query = new Set(terms(question).filter((t) => !engagementWords.has(t)));
    if (query.size === 0) return [];
    // BM25 rewards a word repeated across a row's phrasings; a phrasing that is the question ('how do we get started')
    // should win over a row that merely says 'start' twice: rank by score times the closest phrasing's likeness.
    const asked = new Set(phraseWords(question));
    const results = index.search([...query].join(' '), { fuzzy: (t) => (t.length >= 5 ? 0.2 : 0), prefix: (t) => t.length >= 4, combineWith: 'OR', boostTerm: (t) => (asked.has(t) ? phraseBoost : 1) })
      .map((r) => ({ r, rank: r.score * (0.5 + likeness(r, query.size)) })).sort((a, b) => b.rank - a.rank).map(({ r }) => r);
    const top = results[0]?.score ?? 0;
    const preferred = prefer ? results.findIndex((r) => r.score >= top * nearlyAsGood && prefer(r['row'] as string)) : -1;
    if (preferred > 0) results.unshift(...results.splice(preferred, 1));
    const found: RowMatch[] = [];
    const covered = new Set<string>();
    for (const r of results) {
      const first = found[0];
      if (found.length >= (twoAsks ? maxRows : 1) || r.score < (first ? first.score * secondShare : minScore)) break;
      const fresh = r.queryTerms.filter((t) => !covered.has(t));
      if (found.some((f) => f.id === r['row']) || fresh.length === 0) continue;
      if (!first && r.score < strongScore && !confident(new Set(r.queryTerms).size / query.size, new Set(r.queryTerms).size, cover(r))) return [];
      found.push({ id: r['row'] as string, language: r['language'] as ChatLanguage, score: r.score });
      for (const t of r.queryTerms) covered.add(t);
    }
    return found;
  };
}
