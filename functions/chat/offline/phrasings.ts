import { brotliDecompressSync } from 'node:zlib';
import type { ChatLanguage } from '../../../content/chat-answer-types.ts';
import { chatAnswers } from '../../../content/chat-answers.ts';
import shipped from '../../../content/chat-phrasings/phrasings.gen.json' with { type: 'json' };
import { z85Decode } from '../../shared/z85.ts';
import type { Phrasing } from './row-index.ts';

let decoded:
  | { asks: Partial<Record<ChatLanguage, Record<string, string[]>>>; terms: Record<string, Partial<Record<ChatLanguage, string>>>; glossary: Record<string, string> }
  | undefined;
const data = () => (decoded ??= JSON.parse(brotliDecompressSync(z85Decode(shipped.phrasings, shipped.bytes)).toString('utf8')) as NonNullable<typeof decoded>);
/**
 * Every example phrasing the matcher reads, shipped compressed (phrasings.gen.json): each row's asks as written (content/
 * chat-answer-asks.ts) and, as terms, visitor messages people who never saw the matcher wrote (content/chat-phrasings.ts).
 */
export function answerPhrasings(): Phrasing[] {
  const rows = new Set(chatAnswers.map((row) => row.id));
  const own = Object.entries(data().asks).flatMap(([language, byRow]) => Object.entries(byRow).flatMap(([row, texts]) => texts.map((text) => ({ row, language: language as ChatLanguage, text }))));
  const written = Object.entries(data().terms).flatMap(([row, byLanguage]) =>
    (Object.entries(byLanguage) as [ChatLanguage, string][]).flatMap(([language, joined]) => joined.split('|').map((t) => ({ row, language, terms: t.split(' ') }))));
  return [...own, ...written].filter((p) => rows.has(p.row));
}

/** A row's first English ask: how the previous question reads to a follow-up that names no topic of its own. */
export const firstAsk = (row: string): string => data().asks.en?.[row]?.[0] ?? '';

/** content/chat-glossary.ts as shipped (compressed with the phrasings): English word -> the Spanish, French and German words for it. */
export const shippedGlossary = (): Readonly<Record<string, string>> => data().glossary;
