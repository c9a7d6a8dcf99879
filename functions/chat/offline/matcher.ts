import MiniSearch from 'minisearch';
import type { ChatAnswerRow, ChatLanguage, TranslatedRow } from '../../../content/chat-answer-types.ts';
import { engagementWords } from './named-engagements.ts';
import { terms } from './words.ts';

/**
 * Finds the answer row a question asks for: MiniSearch (fuzzy, prefix) over every row's example phrasings, in
 * English and in the translated rows' languages. A row matches when its best phrasing scores above the floor and
 * shares at least half of the question's content words (a long question sharing one word is not that question).
 */
export interface RowMatch {
  readonly id: string;
  readonly language: ChatLanguage;
  readonly score: number;
  readonly coverage: number;
}

interface Phrasing {
  readonly id: number;
  readonly row: string;
  readonly language: ChatLanguage;
  readonly text: string;
}

const minScore = 2.5;
const minCoverage = 0.5;
// A score this high matches whatever the coverage: the question shares the row's rare words.
const strongScore = 8;
// A second row must score at least this share of the first's.
const secondShare = 0.6;
const maxRows = 2;

export function createMatcher(rows: readonly ChatAnswerRow[], translated: Partial<Record<ChatLanguage, Readonly<Record<string, TranslatedRow>>>>) {
  const phrasings: Phrasing[] = [];
  for (const row of rows) for (const text of row.asks) phrasings.push({ id: phrasings.length, row: row.id, language: 'en', text });
  for (const [language, table] of Object.entries(translated) as [ChatLanguage, Record<string, TranslatedRow>][]) {
    for (const [row, t] of Object.entries(table)) for (const text of t.asks) phrasings.push({ id: phrasings.length, row, language, text });
  }
  const index = new MiniSearch<Phrasing>({
    fields: ['text'],
    storeFields: ['row', 'language'],
    // Phrasings of stop words only ('hi', 'thanks') keep them, as the query does (words.ts terms()).
    tokenize: (text) => terms(text),
    processTerm: (t) => (engagementWords.has(t) ? null : t),
  });
  index.addAll(phrasings);

  /** The row the question asks for, and a second one when the question also asks something the first does not cover. */
  return function match(question: string): RowMatch[] {
    const query = new Set(terms(question).filter((t) => !engagementWords.has(t)));
    if (query.size === 0) return [];
    const results = index.search([...query].join(' '), {
      fuzzy: (t) => (t.length >= 5 ? 0.2 : 0),
      prefix: (t) => t.length >= 4,
      combineWith: 'OR',
    });
    const found: RowMatch[] = [];
    const covered = new Set<string>();
    for (const r of results) {
      if (found.length >= maxRows || r.score < (found[0]?.score ?? minScore / secondShare) * secondShare) break;
      const row = r['row'] as string;
      const fresh = r.queryTerms.filter((t) => !covered.has(t));
      if (found.some((f) => f.id === row) || fresh.length === 0) continue;
      const coverage = new Set(r.queryTerms).size / query.size;
      if (found.length === 0 && coverage < minCoverage && r.score < strongScore) return [];
      found.push({ id: row, language: r['language'] as ChatLanguage, score: r.score, coverage });
      for (const t of r.queryTerms) covered.add(t);
    }
    return found;
  };
}
