/**
 * `npm run gen:chat-phrasings`: the offline chat's outside phrasings (content/chat-phrasings/*.json) as the matcher's
 * terms, brotli-compressed and in Z85 text (content/chat-phrasings/terms.gen.json; functions/shared/z85.ts). The chat function ships the terms,
 * not the sentences, compressed: the same index for a quarter of the bytes (the chat bundle is held under 1 MB, and a
 * short string literal parses faster at cold start than a large object). A phrasing whose terms another phrasing of
 * the row in the same source already has adds nothing and is left out. scripts/gen-chat-phrasings.test.ts fails when
 * the file is stale: after a change to the phrasings or to the words the matcher folds (content/chat-vocabulary.ts), run this.
 */
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { outsidePhrasings, type PhrasingSource } from '../content/chat-phrasings.ts';
import { z85Encode } from '../functions/shared/z85.ts';
import { rowTerms } from '../functions/chat/offline/row-index.ts';

export const generatedFile = new URL('../content/chat-phrasings/terms.gen.json', import.meta.url);

type TermSets = Record<string, Record<string, string[]>>;

/** One source's phrasings as `{ row: { language: ['term term', ...] } }`: each phrasing's terms, sorted, once per set. */
export function sourceTermSets(source: PhrasingSource): TermSets {
  const rows: TermSets = {};
  for (const [row, byLanguage] of Object.entries(source.rows)) {
    for (const [language, texts] of Object.entries(byLanguage)) {
      // Sorted: a phrasing's terms are a set to the matcher, and sorted they compress better.
      const sets = [...new Set((texts ?? []).map((t) => [...new Set(rowTerms(t))].sort().join(' ')).filter(Boolean))];
      if (sets.length > 0) (rows[row] ??= {})[language] = sets;
    }
  }
  return rows;
}

/**
 * `{ row: { language: 'term term|term term' } }`, every source's sets together, sorted within a row and language: the
 * function needs no sources (an evaluation leaves its own set out by taking the set's phrasings away, scripts/eval-chat/
 * held-out-phrasings.ts), and merged they compress about 12% smaller. A phrasing two sources give stays twice: it
 * weighs twice in the row's average phrasing, as before.
 */
export function outsidePhrasingTerms(): string {
  const merged: TermSets = {};
  for (const source of outsidePhrasings) {
    for (const [row, byLanguage] of Object.entries(sourceTermSets(source))) {
      for (const [language, sets] of Object.entries(byLanguage)) ((merged[row] ??= {})[language] ??= []).push(...sets);
    }
  }
  const out: Record<string, Record<string, string>> = {};
  for (const row of Object.keys(merged).sort()) {
    for (const [language, sets] of Object.entries(merged[row] ?? {})) (out[row] ??= {})[language] = sets.sort().join('|');
  }
  return JSON.stringify(out);
}

if (import.meta.main) {
  const terms = Buffer.from(outsidePhrasingTerms());
  const brotli = brotliCompressSync(terms, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: terms.length } });
  writeFileSync(generatedFile, `${JSON.stringify({ encoding: 'brotli, z85', bytes: brotli.length, terms: z85Encode(brotli) })}\n`);
  console.log(`wrote ${generatedFile.pathname}: ${terms.length} bytes of terms, ${brotli.length} compressed`);
}
