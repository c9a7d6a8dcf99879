import MiniSearch from 'minisearch';
import type { ChatLanguage } from '../../../content/chat-answer-types.ts';
import { detectLanguage } from '../language.ts';
import { withoutNames } from './named-engagements.ts';
import { inEnglish, isStopWord, swaps, terms } from './words.ts';

/**
 * Finds the answer rows a message is closest to. Every example phrasing of every row is a vector of its terms,
 * weighted by how rare a term is across rows; a row scores the cosine of the message with its closest phrasing,
 * blended with its cosine to the row's average phrasing (one odd phrasing sharing a rare word does not win alone).
 * Scores run 0 to 1, so one threshold means the same for every row. A word the phrasings never use is matched to
 * the nearest one they do (MiniSearch's fuzzy and prefix search over the vocabulary): 'pricng', 'integrat'.
 */
/** A phrasing as written, or as its terms (rowTerms of the text, precomputed: content/chat-phrasings/phrasings.gen.json). */
// `own`: one of the row's own asks (content/chat-answer-asks.ts), not a visitor's message an eval set contributed.
export type Phrasing = { readonly row: string; readonly language: ChatLanguage; readonly own?: boolean } & ({ readonly text: string } | { readonly terms: readonly string[] });
export interface RowScore { readonly row: string; readonly language: ChatLanguage; readonly score: number }
type Vector = Map<string, number>;

// A corrected word counts for less than one spelt as the phrasings spell it.
const correctedWeight = 0.7;
// The share of a row's score that comes from its closest phrasing, the rest from the row's average phrasing: 0.3 routed
// best on the held-out dev turns (0 and 1: 3 to 4 points fewer).
const closestShare = 0.3;
// How much a word no phrasing uses counts in a message language.ts reads as another language: most rows have few phrasings in those
// languages, so the word is more likely one they lack than a topic the table lacks. 0.3 routed best held out (0 to 1: within 1).
const foreignUnknownWeight = 0.3;

/** The matcher's terms of a text: words.ts terms() of the text without the engagements' names (they are a slot). */
export const rowTerms = (text: string): string[] => terms(withoutNames(text));

const normalised = (v: Vector): Vector => {
  const length = Math.sqrt([...v.values()].reduce((sum, x) => sum + x * x, 0)) || 1;
  return new Map([...v].map(([t, x]) => [t, x / length]));
};
const dot = (a: Vector, b: Vector) => [...a].reduce((sum, [t, x]) => sum + x * (b.get(t) ?? 0), 0);

export function createRowIndex(phrasings: readonly Phrasing[]) {
  const docs = phrasings.map((p) => ({ row: p.row, language: p.language, terms: [...new Set('terms' in p ? p.terms : rowTerms(p.text))] })).filter((d) => d.terms.length > 0);
  // Rarity across rows, not phrasings: a word every phrasing of one row repeats is that row's word, not a common one.
  const rowsWith = new Map<string, Set<string>>();
  for (const d of docs) for (const t of d.terms) rowsWith.set(t, (rowsWith.get(t) ?? new Set()).add(d.row));
  const rowCount = new Set(docs.map((d) => d.row)).size;
  const weight = (t: string) => Math.log(1 + rowCount / (rowsWith.get(t)?.size ?? 1));
  const vectors = docs.map((d) => normalised(new Map(d.terms.map((t) => [t, weight(t)]))));
  const byRow = new Map<string, { language: ChatLanguage; centroid: Vector }>();
  docs.forEach((d, id) => {
    const entry = byRow.get(d.row) ?? { language: d.language, centroid: new Map<string, number>() };
    for (const [t, x] of vectors[id] ?? []) entry.centroid.set(t, (entry.centroid.get(t) ?? 0) + x);
    byRow.set(d.row, entry);
  });
  for (const entry of byRow.values()) entry.centroid = normalised(entry.centroid);
  const postings = new Map<string, number[]>();
  docs.forEach((d, id) => d.terms.forEach((t) => postings.set(t, [...(postings.get(t) ?? []), id])));
  const vocabulary = new MiniSearch<{ id: number; term: string }>({ fields: ['term'], storeFields: ['term'], tokenize: (t) => [t], processTerm: (t) => t });
  vocabulary.addAll([...rowsWith.keys()].map((term, id) => ({ id, term })));

  /** A term as the phrasings spell it, and how much it counts: the term itself, its nearest spelling, or nothing. */
  function spelt(term: string): [string, number] | null | undefined {
    if (rowsWith.has(term)) return [term, 1];
    // A Spanish, French or German word only the English phrasings have a word for ('supresion' -> 'delete').
    const english = inEnglish(term);
    if (english && rowsWith.has(english)) return [english, 1];
    // 'how lnog dose the audit take': two letters swapped, a word the phrasings use or a stop word (then nothing to read).
    const swapped = term.length >= 4 && !/\d/.test(term) ? swaps(term).find((w) => rowsWith.has(w) || isStopWord(w)) : undefined;
    if (swapped) return isStopWord(swapped) ? null : [swapped, correctedWeight];
    if (term.length < 5) return undefined;
    const [best] = vocabulary.search(term, { fuzzy: term.length >= 8 ? 2 : 1, prefix: term.length >= 6 });
    return best ? [String(best['term']), correctedWeight] : undefined;
  }

  // The languages each term is written in; a term only visitors of one other language use is a sign of that language.
  const languagesOf = new Map<string, Set<ChatLanguage>>();
  for (const d of docs) for (const t of d.terms) languagesOf.set(t, (languagesOf.get(t) ?? new Set()).add(d.language));

  /** The language a text's words say, when stop-word counting (language.ts) found none: two of its words, or one of two, only that language's phrasings use. */
  function languageOf(text: string): ChatLanguage | undefined {
    const query = [...new Set(rowTerms(text))];
    const only = query.map((t) => languagesOf.get(t)).filter((ls): ls is Set<ChatLanguage> => ls?.size === 1 && !ls.has('en')).map((ls) => [...ls][0]);
    const [best] = [...new Set(only)].map((l) => [l, only.filter((x) => x === l).length] as const).sort((a, b) => b[1] - a[1]);
    return best && (best[1] >= 2 || (best[1] === 1 && query.length <= 2)) ? best[0] : undefined;
  }

  /** Every row with a phrasing sharing a term with the text, best first. */
  function score(text: string): RowScore[] {
    const query: Vector = new Map();
    const foreign = detectLanguage(text) !== 'en';
    for (const term of new Set(rowTerms(text))) {
      const found = spelt(term);
      if (found === null) continue;
      // A word no phrasing uses still counts in the length: 'do you support zoho' is not 'do you support'.
      if (found) query.set(found[0], Math.max(query.get(found[0]) ?? 0, weight(found[0]) * found[1]));
      else query.set(`?${term}`, Math.log(1 + rowCount) * (foreign ? foreignUnknownWeight : 1));
      // A word a phrasing in its own language uses reads as its English word too: 'agencia' is one Spanish phrasing's, 'agency' the English rows'.
      const english = found?.[0] === term ? inEnglish(term) : undefined;
      if (english && rowsWith.has(english)) query.set(english, Math.max(query.get(english) ?? 0, weight(english)));
    }
    if (query.size === 0) return [];
    const q = normalised(query);
    const closest = new Map<string, number>();
    for (const t of q.keys()) {
      for (const id of postings.get(t) ?? []) {
        const row = docs[id]?.row ?? '';
        closest.set(row, Math.max(closest.get(row) ?? 0, dot(q, vectors[id] ?? new Map())));
      }
    }
    return [...closest].map(([row, near]) => {
      const entry = byRow.get(row);
      return { row, language: entry?.language ?? 'en', score: closestShare * near + (1 - closestShare) * dot(q, entry?.centroid ?? new Map()) };
    }).sort((a, b) => b.score - a.score);
  }

  const rowVocabulary = new Map<string, Set<string>>();
  for (const d of docs) for (const t of d.terms) rowVocabulary.set(d.row, (rowVocabulary.get(d.row) ?? new Set()).add(t));
  /**
   * Whether a row's phrasings use the message's weightiest word (its rarest, or a word no phrasing uses): a weak match on
   * incidental words ('is there parking nearby?' -> the office row) leaves what the question hinges on unanswered.
   */
  function coversKeyWord(text: string, row: string, question = text): boolean {
    // A word no phrasing uses is the key only when long enough to mean something ('indemnification', not 'lol'), and only
    // in the question (`question`): a place or a name in a statement before it says who asks.
    const asked = new Set(rowTerms(question));
    const query = [...new Set(rowTerms(text))].map((t) => { const found = spelt(t); return found === null ? '' : found?.[0] ?? (t.length >= 6 && asked.has(t) ? `?${t}` : ''); }).filter(Boolean);
    const heft = (t: string) => (t.startsWith('?') ? Infinity : weight(t));
    const key = query.sort((a, b) => heft(b) - heft(a))[0];
    return key === undefined || (rowVocabulary.get(row)?.has(key) ?? false);
  }

  /** A word like a name ('lemlist', 'zoho'): no phrasing spells it, or as written in at most three rows' phrasings. */
  const rare = (term: string) => { const found = spelt(term); return !found || (found[0] === term && (rowsWith.get(term)?.size ?? 0) <= 3); };

  return Object.assign(score, { languageOf, coversKeyWord, rare });
}
