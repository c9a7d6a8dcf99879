import MiniSearch from 'minisearch';
import type { ChatAnswerRow } from '../../../content/chat-answer-types.ts';
import { engagementWords } from './named-engagements.ts';
import { terms, words } from './words.ts';

/**
 * A visitor who describes their situation ('we're 12 people, the founder still sells') wants advice, not the
 * nearest topic: the advice rows (ids starting 'fit-', content/chat-answer-types.ts) are searched on their own,
 * loosely, because a description shares few words with any phrasing. 'Anything smaller?', 'too early for us?' and
 * 'more than we can spend' ask for the smallest start.
 */
const situation = [
  /\b(we're|we are) (a|an|\d+|\w+ing)\b|\b(we've|we have|we had|we sell|we use|we tried|we run|we want|we need)\b/i,
  /\bour (team|company|startup|sales|sdrs?|aes?|reps|pipeline|crm|founder|ceo|outbound|domain|market|leads)\b/i,
  /\b\d+[ -]?(person|people|ppl|employees?|reps|sdrs|aes)\b/i,
];
const smaller = [
  /\b(anything|something|options?|tiers?|plans?|packages?) (smaller|cheaper|less expensive|lighter)\b/i,
  /\b(smallest|cheapest|lowest|least expensive)\b|\bentry[- ]level\b|\b(start|go|begin) (smaller|small|cheaper)\b/i,
  /\btoo (early|expensive|much for us|pricey|big for us|rich)\b|\b(can'?t|cannot|can not|couldn'?t) afford\b/i,
  /\bmore than (we|i) can (spend|afford|pay)\b|\bout of (our|my) (budget|price range|league)\b/i,
];
// 'which one for a 30 person company', 'is this for us': the visitor asks where to start.
const whichOne = /\b(which (one|plan|engagement|option|package)|(right|good|best) fit|where (do|should) (we|i) start|can you help)/i;
// A clause that opens as a question ('why wouldn't I just hire 2 SDRs') asks; it describes nothing.
const opensAsQuestion = /^\W*(\w+ )?(why|what|how|which|who|when|where|would|should|could|can|do|does|is|are|will)\b/i;

export const asksSmaller = (message: string) => smaller.some((p) => p.test(message));
// A statement, not a question: 'do we need a long contract?' describes nothing.
export const describesSituation = (message: string) =>
  words(message).length >= 6 && (message.match(/[^.?!\n]+(?:[.!\n]|$)/g) ?? []).some((clause) => !opensAsQuestion.test(clause) && situation.some((p) => p.test(clause)));
export const asksWhichOne = (message: string) => whichOne.test(message) || (/\bfor us\b/i.test(message) && message.includes('?'));

const minScore = 2.5;
let index: MiniSearch<{ id: number; row: string; asks: string }> | undefined;

/** The advice row a described situation is closest to, when two of its words meet one row's phrasings. */
export function adviceFor(message: string, rows: readonly ChatAnswerRow[]): string | undefined {
  if (!index) {
    index = new MiniSearch({ fields: ['asks'], storeFields: ['row'], tokenize: (t) => terms(t).filter((w) => !engagementWords.has(w)) });
    index.addAll(rows.filter((r) => r.id.startsWith('fit-') && r.id !== 'fit-general').map((r, id) => ({ id, row: r.id, asks: r.asks.join('\n') })));
  }
  const best = index.search(terms(message).join(' '), { fuzzy: (t) => (t.length >= 5 ? 0.2 : 0), prefix: (t) => t.length >= 4 })[0];
  return best && best.score >= minScore && new Set(best.queryTerms).size >= 2 ? String(best['row']) : undefined;
}
