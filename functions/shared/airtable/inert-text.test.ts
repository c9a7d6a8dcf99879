import { describe, expect, it } from 'vitest';
import { inertText } from './inert-text.ts';

describe('inertText', () => {
  it('quotes every formula start a spreadsheet evaluates and leaves other text alone', () => {
    for (const text of ['=HYPERLINK("http://evil.example","x")', '+1+cmd', '-2', '@SUM(A1)', '\t=1', '\r=1', '\uff1d1']) expect(inertText(text)).toBe(`'${text}`);
    for (const text of ['Acme Corp', 'ana@acme.example', '', "'quoted", ' =spaced']) expect(inertText(text)).toBe(text);
  });
});
