/**
 * `npm run gen:chat-phrasings`: the offline chat's outside phrasings (content/chat-phrasings/*.json) as the matcher's
 * terms, brotli-compressed (content/chat-phrasings/terms.gen.json). The chat function ships the terms,
 * not the sentences, compressed: the same index for a quarter of the bytes (the chat bundle is held under 1 MB, and a
 * short string literal parses faster at cold start than a large object). A phrasing whose terms another phrasing of
 * the row already has adds nothing and is left out. scripts/gen-chat-phrasings.test.ts fails when the file is stale:
 * after a change to the phrasings or to the words the matcher folds (content/chat-vocabulary.ts), run this.
 */
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { outsidePhrasings } from '../content/chat-phrasings.ts';
import { rowTerms } from '../functions/chat/offline/row-index.ts';

export const generatedFile = new URL('../content/chat-phrasings/terms.gen.json', import.meta.url);

/** `{ source: { row: { language: 'term term|term term' } } }`, sources and rows in content order. */
export function outsidePhrasingTerms(): string {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  // Terms sorted: a phrasing's terms are a set to the matcher, and sorted they compress better (the chat bundle is held
  // under 1 MB). A phrasing two sources give stays twice: it weighs twice in the row's average phrasing.
  for (const source of outsidePhrasings) {
    const rows: Record<string, Record<string, string>> = {};
    for (const [row, byLanguage] of Object.entries(source.rows)) {
      for (const [language, texts] of Object.entries(byLanguage)) {
        const sets = [...new Set((texts ?? []).map((t) => [...new Set(rowTerms(t))].sort().join(' ')).filter(Boolean))];
        if (sets.length > 0) (rows[row] ??= {})[language] = sets.join('|');
      }
    }
    out[source.id] = rows;
  }
  return JSON.stringify(out);
}

if (import.meta.main) {
  const terms = Buffer.from(outsidePhrasingTerms());
  const brotli = brotliCompressSync(terms, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: terms.length } });
  writeFileSync(generatedFile, `${JSON.stringify({ encoding: 'brotli, base64', terms: brotli.toString('base64') })}\n`);
  console.log(`wrote ${generatedFile.pathname}: ${terms.length} bytes of terms, ${brotli.length} compressed`);
}
