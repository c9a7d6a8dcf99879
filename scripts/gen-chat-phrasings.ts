/**
 * `npm run gen:chat-phrasings`: every phrasing the offline chat's matcher reads, brotli-compressed and in base-93 text
 * (content/chat-phrasings/phrasings.gen.json; functions/shared/base93.ts): the rows' own asks as written
 * (content/chat-answer-asks.ts) and the outside phrasings (content/chat-phrasings/*.json) as the matcher's terms. The
 * chat function ships them compressed, never as text: the same index for a quarter of the bytes (the chat bundle is held
 * under 1 MB, and a short string literal parses faster at cold start than a large object). A phrasing whose terms another
 * phrasing of the row in the same source already has adds nothing and is left out. scripts/gen-chat-phrasings.test.ts
 * fails when the file is stale: after a change to a row's asks, the outside phrasings or the words the matcher folds
 * (content/chat-vocabulary.ts), run this.
 */
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { chatAnswerAsks } from '../content/chat-answer-asks.ts';
import { chatGlossary } from '../content/chat-glossary.ts';
import { chatStopWords, chatSynonyms } from '../content/chat-vocabulary.ts';
import { outsidePhrasings, type PhrasingSource } from '../content/chat-phrasings.ts';
import { base93Encode } from '../functions/shared/base93.ts';
import { rowTerms } from '../functions/chat/offline/row-index.ts';
import { readVocabularyFrom } from '../functions/chat/offline/words.ts';

// The terms below are read with the source's stop words and synonyms, not the shipped (maybe stale) ones.
readVocabularyFrom({ stop: chatStopWords, synonyms: chatSynonyms });

export const generatedFile = new URL('../content/chat-phrasings/phrasings.gen.json', import.meta.url);

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
export function outsidePhrasingTerms(): Record<string, Record<string, string>> {
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
  return out;
}

/**
 * What the chat function reads (functions/chat/offline/phrasings.ts): `{ rows: { language: { row: 'asks#terms' } }, glossary,
 * stop, synonyms }`, where `asks` are the row's own asks and `terms` the outside phrasings, each 'term term|term term'. By
 * language then row, a row's asks beside its outside phrasings: they share words, and so they compress 1.8 KB smaller than
 * apart. A row's first English ask, as terms, is how the previous question reads to a follow-up (phrasings.ts firstAsk): the
 * first of its English asks here, not shipped twice. The glossary (content/chat-glossary.ts) ships compressed too (as source
 * text it cost the bundle 2.6 KB), and so do the stop words and synonyms of content/chat-vocabulary.ts (1.6 KB).
 */
export const shippedPhrasings = (): string => JSON.stringify({ rows: shippedRows(), glossary: chatGlossary, stop: chatStopWords, synonyms: chatSynonyms });

function shippedRows(): Record<string, Record<string, string>> {
  const asks = askTerms();
  const outside = outsidePhrasingTerms();
  const rows: Record<string, Record<string, string>> = {};
  for (const language of new Set([...Object.keys(asks), ...Object.values(outside).flatMap((byLanguage) => Object.keys(byLanguage))])) {
    // Rows in order of id: neighbours share words ('privacy-*', 'fit-*'), 50 bytes smaller compressed.
    for (const row of [...new Set([...Object.keys(asks[language] ?? {}), ...Object.keys(outside).filter((r) => outside[r]?.[language])])].sort()) {
      (rows[language] ??= {})[row] = `${asks[language]?.[row] ?? ''}#${outside[row]?.[language] ?? ''}`;
    }
  }
  return rows;
}

/** Each row's asks as the matcher's terms, by language then row ('term term|term term'): as text they cost 5 KB more. */
function askTerms(): Record<string, Record<string, string>> {
  return Object.fromEntries(Object.entries(chatAnswerAsks).map(([language, byRow]) => [language, Object.fromEntries(Object.entries(byRow ?? {}).flatMap(([row, texts]) => {
    const sets = texts.map((t) => [...new Set(rowTerms(t))].sort().join(' ')).filter(Boolean);
    return sets.length > 0 ? [[row, sets.join('|')]] : [];
  }))]));
}

if (import.meta.main) {
  const text = Buffer.from(shippedPhrasings());
  const brotli = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
  writeFileSync(generatedFile, `${JSON.stringify({ encoding: 'brotli, base93', bytes: brotli.length, phrasings: base93Encode(brotli) })}\n`);
  console.log(`wrote ${generatedFile.pathname}: ${text.length} bytes of phrasings, ${brotli.length} compressed`);
}
