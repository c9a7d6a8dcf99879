import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { base93Decode } from '../functions/shared/base93.ts';
import { chatAnswerAsks } from '../content/chat-answer-asks.ts';
import { firstAsk } from '../functions/chat/offline/phrasings.ts';
import { rowTerms } from '../functions/chat/offline/row-index.ts';
import { generatedFile, shippedPhrasings } from './gen-chat-phrasings.ts';

describe('the chat phrasings the function ships', () => {
  it("are the rows' asks and the terms of content/chat-phrasings/*.json as the matcher reads them today (else: npm run gen:chat-phrasings)", () => {
    const { phrasings, bytes } = JSON.parse(readFileSync(generatedFile, 'utf8')) as { phrasings: string; bytes: number };
    // The decompressed text, not the bytes: another zlib may compress the same text differently.
    expect(brotliDecompressSync(base93Decode(phrasings, bytes)).toString('utf8')).toBe(shippedPhrasings());
  });

  it("give each row's first English ask as its terms (how a follow-up reads the previous question), not another ask's", () => {
    for (const [row, asks] of Object.entries(chatAnswerAsks.en ?? {})) expect(firstAsk(row), row).toBe([...new Set(rowTerms(asks[0] ?? ''))].sort().join(' '));
  });
});
