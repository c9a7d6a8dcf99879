import { brotliDecompressSync } from 'node:zlib';
import type { ChatLanguage } from '../../../content/chat-answer-types.ts';
import { chatAnswers } from '../../../content/chat-answers.ts';
import { translatedAnswers } from '../../../content/chat-answers-i18n.ts';
import outside from '../../../content/chat-phrasings/terms.gen.json' with { type: 'json' };
import { z85Decode } from '../../shared/z85.ts';
import type { Phrasing } from './row-index.ts';

/**
 * Every example phrasing the matcher reads: each row's own, its translations', and visitor messages people who never saw
 * the matcher wrote for the rows (content/chat-phrasings.ts), shipped as brotli-compressed terms in Z85 text (terms.gen.json, `npm run
 * gen:chat-phrasings`), decompressed when the index is built; rows the table no longer has are left out.
 */
export function answerPhrasings(): Phrasing[] {
  const rows = new Set(chatAnswers.map((row) => row.id));
  const own = chatAnswers.flatMap((row) => row.asks.map((text) => ({ row: row.id, language: 'en' as const, text })));
  const translated = (Object.entries(translatedAnswers) as [ChatLanguage, Record<string, { asks: readonly string[] }>][]).flatMap(([language, table]) =>
    Object.entries(table).flatMap(([row, t]) => t.asks.map((text) => ({ row, language, text }))));
  const byRow = JSON.parse(brotliDecompressSync(z85Decode(outside.terms, outside.bytes)).toString('utf8')) as Record<string, Partial<Record<ChatLanguage, string>>>;
  const written = Object.entries(byRow).flatMap(([row, byLanguage]) =>
    (Object.entries(byLanguage) as [ChatLanguage, string][]).flatMap(([language, joined]) => joined.split('|').map((t) => ({ row, language, terms: t.split(' ') }))));
  return [...own, ...translated, ...written].filter((p) => rows.has(p.row));
}
