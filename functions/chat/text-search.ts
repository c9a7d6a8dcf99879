/**
 * A small BM25 index (Okapi BM25, k1 = 1.2, b = 0.75) over short documents. The knowledge base is a few hundred
 * passages, so an in-memory index built once per container is instant and needs no dependency.
 */

// Words that carry no meaning for retrieval. Question words stay out too: intent comes from the content words.
const stopWords = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    'just me my of on or our ours so than that the their them then there these they this those to us was we were what ' +
    'when where which who whom why will with would you your yours about also any some tell please hi hello hey there ' +
    'im id ive youre dont many like get got need want know until see let really actually question quick wondering ' +
    'curious currently exactly sure thing things something anything else kind sort give just'
  ).split(' '),
);

/** Folds plural and common verb endings so 'includes', 'included' and 'including' meet. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Lower-cased, stemmed content words. Keeps figures such as '25k', '30-day' split into '30' and 'day'. */
export function tokenize(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !stopWords.has(w));
  // Again after stemming: "what's" becomes "whats", then "what".
  return words.map(stem).filter((w) => !stopWords.has(w));
}

export interface SearchDocument {
  readonly id: string;
  /** The text that is searched (may include terms that are never shown). */
  readonly text: string;
}

export interface SearchHit {
  readonly id: string;
  readonly score: number;
  /** Distinct query terms this document contains. */
  readonly matchedTerms: readonly string[];
}

export interface Bm25Index {
  readonly size: number;
  /** Inverse document frequency of a (stemmed) term; 0 when no document has it. */
  idf(term: string): number;
  search(query: string | readonly string[]): SearchHit[];
}

export function createBm25Index(documents: readonly SearchDocument[], k1 = 1.2, b = 0.75): Bm25Index {
  const docs = documents.map((doc) => {
    const terms = tokenize(doc.text);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    return { id: doc.id, length: terms.length, counts };
  });
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) for (const term of doc.counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, docs.length);
  const n = docs.length;

  const idf = (term: string): number => {
    const df = documentFrequency.get(term) ?? 0;
    return df === 0 ? 0 : Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };

  return {
    size: n,
    idf,
    search(query) {
      const terms = [...new Set(typeof query === 'string' ? tokenize(query) : query)];
      const hits: SearchHit[] = [];
      for (const doc of docs) {
        let score = 0;
        const matched: string[] = [];
        for (const term of terms) {
          const tf = doc.counts.get(term);
          if (!tf) continue;
          matched.push(term);
          score += (idf(term) * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * doc.length) / averageLength));
        }
        if (score > 0) hits.push({ id: doc.id, score, matchedTerms: matched });
      }
      return hits.sort((x, y) => y.score - x.score);
    },
  };
}
