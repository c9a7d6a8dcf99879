import { brotliDecompressSync } from 'node:zlib';
import type { ChatLanguage } from '../../../content/chat-answer-types.ts';
import { chatAnswers } from '../../../content/chat-answers.ts';
import shipped from '../../../content/chat-phrasings/phrasings.gen.json' with { type: 'json' };
import { base93Decode } from '../../shared/base93.ts';
import type { Phrasing } from './row-index.ts';

// By language then row: 'asks#outside', each 'term term|term term' (scripts/gen-chat-phrasings.ts).
let decoded: { rows: Partial<Record<ChatLanguage, Record<string, string>>>; glossary: Record<string, string>; stop: string; synonyms: Record<string, string> } | undefined;
const data = () => (decoded ??= JSON.parse(brotliDecompressSync(base93Decode(shipped.phrasings, shipped.bytes)).toString('utf8')) as NonNullable<typeof decoded>);
const split = (joined: string) => (joined === '' ? [] : joined.split('|').map((t) => t.split(' ')));
/**
 * Every example phrasing the matcher reads, shipped compressed (phrasings.gen.json) as the matcher's terms: each row's asks
 * (content/chat-answer-asks.ts, `own`) and visitor messages people who never saw the matcher wrote (content/chat-phrasings.ts).
 */
export function answerPhrasings(): Phrasing[] {
  const rows = new Set(chatAnswers.map((row) => row.id));
  const shippedRows = Object.entries(data().rows).flatMap(([language, byRow]) => Object.entries(byRow).map(([row, joined]) => {
    const [asks = '', outside = ''] = joined.split('#');
    return { row, language: language as ChatLanguage, asks, outside };
  }));
  const own = shippedRows.flatMap(({ row, language, asks }) => split(asks).map((terms) => ({ row, language, terms, own: true })));
  const written = shippedRows.flatMap(({ row, language, outside }) => split(outside).map((terms) => ({ row, language, terms })));
  return [...own, ...written].filter((p) => rows.has(p.row));
}

/**
 * A row's first English ask, as its terms: how the previous question reads to a follow-up that names no topic of its own.
 * The first of the row's English asks as shipped (an ask with no terms is left out there; every row's first has some).
 */
export const firstAsk = (row: string): string => data().rows.en?.[row]?.split(/[|#]/)[0] ?? '';

/** content/chat-vocabulary.ts's stop words and synonyms as shipped (compressed with the phrasings). */
export const shippedVocabulary = (): { stop: string; synonyms: Readonly<Record<string, string>> } => ({ stop: data().stop, synonyms: data().synonyms });

/** content/chat-glossary.ts as shipped (compressed with the phrasings): English word -> the Spanish, French and German words for it. */
export const shippedGlossary = (): Readonly<Record<string, string>> => data().glossary;
