import { describe, expect, it } from 'vitest';
import { createRowIndex, type Phrasing } from './row-index.ts';

const en = (row: string, ...texts: string[]): Phrasing[] => texts.map((text) => ({ row, language: 'en', text }));
const score = createRowIndex([
  ...en('price', 'how much does it cost', 'what are your prices', 'what is the fee'),
  ...en('duration', 'how long does it take', 'what is the timeline'),
  ...en('crm', 'do you support salesforce', 'which crm do you integrate with'),
  ...en('location', 'where is your office', 'where are you based'),
]);
const best = (text: string) => score(text)[0];

describe('row index', () => {
  it('scores a message that is one of a row\'s phrasings 1, on that row', () => {
    expect(best('where is your office')).toMatchObject({ row: 'location' });
    expect(best('where is your office')?.score).toBeCloseTo(1, 0);
  });

  it('keeps every score between 0 and 1, best first', () => {
    const all = score('how much and how long does the integration take');
    expect(all.every((s) => s.score > 0 && s.score <= 1)).toBe(true);
    expect(all.map((s) => s.score)).toEqual([...all.map((s) => s.score)].sort((a, b) => b - a));
  });

  it('reads a misspelt or truncated word as the phrasings spell it', () => {
    expect(best('whats ur pricng')?.row).toBe('price');
    expect(best('what do you suport')?.row).toBe('crm');
  });

  it('counts a word no phrasing uses against the match: a question about something else is not a near miss', () => {
    expect(best('do you support zoho desk ticketing')?.score ?? 0).toBeLessThan(best('do you support salesforce')?.score ?? 0);
  });

  it('reads a Spanish, French or German word no phrasing uses as its English word (content/chat-glossary.ts)', () => {
    expect(best('¿dónde está su oficina?')?.row).toBe('location');
    expect(best('Wo ist euer Büro?')?.row).toBe('location');
    expect(best('¿cuál es su precio? ¿Integran con Salesforce?')?.row).toBe('crm');
    // A word a phrasing in its own language uses is read as it is, and as its English word too: both rows hear it.
    const spanish = createRowIndex([...en('location', 'where is your office'), { row: 'visit', language: 'es', text: 'puedo visitar su oficina' }]);
    expect(spanish('oficina').map((s) => s.row).sort()).toEqual(['location', 'visit']);
  });

  it('leaves the engagement out of the match: the name is a slot, the question is the rest', () => {
    expect(best('how much is the audit')?.row).toBe('price');
    expect(best('how long is funnel orchestration')?.row).toBe('duration');
  });

  it('finds nothing for a message of stop words and names only', () => {
    expect(score('the audit')).toEqual([]);
  });
});
