import { outsidePhrasings } from '../../content/chat-phrasings.ts';
import type { Phrasing } from '../../functions/chat/offline/row-index.ts';
import { answerPhrasings } from '../../functions/chat/offline/phrasings.ts';
import { sourceTermSets } from '../gen-chat-phrasings.ts';

/**
 * The phrasings the chat function reads, without those that came from one eval set (content/chat-phrasings.ts ids), so
 * the set is measured on a matcher that never read it. The function ships every source's phrasings merged
 * (phrasings.gen.json); the set's own are taken away one for one, so a phrasing another source gives too stays once for it.
 */
export function phrasingsWithout(sourceId: string): Phrasing[] {
  const source = outsidePhrasings.find((s) => s.id === sourceId);
  const all = answerPhrasings();
  if (!source) return all;
  const take = new Map<string, number>();
  for (const [row, byLanguage] of Object.entries(sourceTermSets(source))) {
    for (const [language, sets] of Object.entries(byLanguage)) for (const set of sets) take.set(`${row} ${language} ${set}`, (take.get(`${row} ${language} ${set}`) ?? 0) + 1);
  }
  return all.filter((p) => {
    if (!('terms' in p) || p.own) return true;
    const key = `${p.row} ${p.language} ${p.terms.join(' ')}`;
    const left = take.get(key) ?? 0;
    if (left === 0) return true;
    take.set(key, left - 1);
    return false;
  });
}
