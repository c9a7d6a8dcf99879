import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generatedFile, outsidePhrasingTerms } from './gen-chat-phrasings.ts';

describe('the chat phrasings the function ships', () => {
  it('are the terms of content/chat-phrasings/*.json as the matcher reads them today (else: npm run gen:chat-phrasings)', () => {
    const { terms } = JSON.parse(readFileSync(generatedFile, 'utf8')) as { terms: string };
    // The decompressed text, not the bytes: another zlib may compress the same text differently.
    expect(brotliDecompressSync(Buffer.from(terms, 'base64')).toString('utf8')).toBe(outsidePhrasingTerms());
  });
});
