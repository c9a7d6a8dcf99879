import { describe, expect, it } from 'vitest';
import { createBm25Index, stem, tokenize } from './text-search.ts';

describe('tokenize', () => {
  it('drops stop words and folds word endings', () => {
    expect(tokenize("What's included in the plans?")).toEqual(['includ', 'plan']);
    expect(stem('includes')).toBe(stem('including'));
    expect(stem('prices')).toBe(stem('pricing'));
    expect(stem('companies')).toBe('company');
    expect(tokenize('$25K one-time')).toEqual(['25k', 'one', 'time']);
  });
});

describe('BM25 index', () => {
  const index = createBm25Index([
    { id: 'price', text: 'The audit costs $25K one-time' },
    { id: 'duration', text: 'The audit takes two weeks' },
    { id: 'contact', text: 'Email us or use the contact form' },
  ]);

  it('ranks the document sharing the rarest terms first', () => {
    const hits = index.search('how much does the audit cost');
    expect(hits.map((h) => h.id)).toEqual(['price', 'duration']);
    expect(hits[0]?.matchedTerms).toEqual(['audit', 'cost']);
  });

  it('finds nothing for unknown words and gives them no idf', () => {
    expect(index.search('weather in paris')).toEqual([]);
    expect(index.idf('paris')).toBe(0);
    expect(index.idf('email')).toBeGreaterThan(index.idf('audit'));
  });
});
