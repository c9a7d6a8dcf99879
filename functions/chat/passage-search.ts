import MiniSearch from 'minisearch';
import type { KnowledgePassage } from './knowledge-types.ts';
import { foldAccents } from './normalize.ts';
import { canonicalWord } from './synonyms.ts';

/**
 * Full-text search over the content-generated passages (MiniSearch: BM25+ ranking, prefix and fuzzy matching).
 * Words are folded onto their synonym family on both sides, so 'fee' in a question meets 'price' in a passage.
 * Used when no intent matched, to find the passage that best answers an unusual question.
 */
const stopWords = new Set(
  ('a an and are as at be but by can could did do does for from has have how i if in is it its me my of on or our so than that the their ' +
    'them then there these they this to us was we were what when where which who why will with would you your about any some tell please ' +
    'hi hello hey just like get got need want know really').split(' '),
);

function processTerm(term: string): string | null {
  const word = foldAccents(term.toLowerCase()).replace(/['’]/g, '');
  if (word.length < 2 || stopWords.has(word)) return null;
  return canonicalWord(word);
}

export interface PassageHit {
  readonly passage: KnowledgePassage;
  readonly score: number;
  /** Distinct query terms the passage matched. */
  readonly queryTerms: readonly string[];
}

export interface PassageSearch {
  search(question: string): PassageHit[];
  /** The question's content words, as the index sees them. */
  queryTerms(question: string): string[];
}

export function createPassageSearch(passages: readonly KnowledgePassage[]): PassageSearch {
  const index = new MiniSearch<KnowledgePassage>({
    fields: ['title', 'text', 'keywords'],
    idField: 'id',
    processTerm,
    searchOptions: { boost: { title: 2, keywords: 1.5 }, fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0), prefix: (term) => term.length >= 5, combineWith: 'OR' },
  });
  index.addAll(passages.map((p) => ({ ...p })));
  const byId = new Map(passages.map((p) => [p.id, p]));
  return {
    search(question) {
      return index.search(question).map((r) => ({ passage: byId.get(String(r.id)) as KnowledgePassage, score: r.score, queryTerms: r.queryTerms }));
    },
    queryTerms(question) {
      const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
      return [...new Set(tokenize(question).map(processTerm).filter((t): t is string => t !== null))];
    },
  };
}
