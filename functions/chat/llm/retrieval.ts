import MiniSearch from 'minisearch';
import type { ConversationTurn } from '../chat-core.ts';
import { contentPassages, type ContentPassage } from './passages.ts';

/**
 * Which content passages go into the prompt for this conversation: MiniSearch (BM25+, prefix and fuzzy matching)
 * over the passages, queried with the visitor's last two messages and the topic of our last verified reply, so a
 * follow-up ('and a year of it?') still finds what the thread is about.
 */
const stopWords = new Set(
  ('a an and are as at be but by can could did do does for from has have how i if in is it its me my of on or our so than that the their ' +
    'them then there these they this to us was we were what when where which who why will with would you your about any some tell please ' +
    'hi hello hey just like get got need want know').split(' '),
);

/** A search index over passages: the prompt's (below), and the offline assistant's closest sentence (offline/closest-passage.ts). */
export function passageIndex(passages: readonly ContentPassage[]): MiniSearch<ContentPassage> {
  const index = new MiniSearch<ContentPassage>({
    fields: ['title', 'text'],
    storeFields: ['id'],
    processTerm: (term) => {
      const word = term.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f'’]/g, '');
      return word.length < 2 || stopWords.has(word) ? null : word;
    },
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'OR' },
  });
  index.addAll(passages);
  return index;
}

let index: MiniSearch<ContentPassage> | undefined;
const searchIndex = (): MiniSearch<ContentPassage> => (index ??= passageIndex(contentPassages()));

export function retrievalQuery(conversation: readonly ConversationTurn[]): string {
  const visitor = conversation.filter((t) => t.role === 'user').slice(-2).map((t) => t.content);
  const topic = conversation.findLast((t) => t.role === 'assistant')?.topic?.replace(/[-_:]/g, ' ') ?? '';
  return [...visitor, topic].join(' ');
}

/** The `limit` best passages for the conversation, at most `maxChars` characters together. */
export function relevantPassages(conversation: readonly ConversationTurn[], limit = 6, maxChars = 6000): ContentPassage[] {
  const byId = new Map(contentPassages().map((p) => [p.id, p]));
  const out: ContentPassage[] = [];
  let chars = 0;
  for (const hit of searchIndex().search(retrievalQuery(conversation))) {
    const passage = byId.get(String(hit.id));
    if (!passage || chars + passage.text.length > maxChars) continue;
    out.push(passage);
    chars += passage.text.length;
    if (out.length >= limit) break;
  }
  return out;
}
