import { bookingLinkPlaceholder, handoffPlaceholder, type ChatHistoryEntry } from '../../../contracts/chat.ts';
import { figuresIn } from '../figures.ts';
import type { EvalItem } from './eval-types.ts';

export interface EvalResult {
  readonly item: EvalItem;
  readonly passed: boolean;
  readonly problems: readonly string[];
  readonly answer: string;
  /** Figures in the reply that the content does not state. */
  readonly invented: readonly string[];
}

const fallback = /don't have a reliable answer/i;
// A redirect is a couple of sentences, not a dump of passages.
const maxRedirectChars = 500;
// Any reply: a sentence or two per question, then at most a short list; not a page of everything that matched.
const maxReplyChars = 900;
// Replies to English messages are English: no "I answer in English" preface in another language.
const foreignPreface = /^(Respondo|Je réponds|Ich antworte|Rispondo|Ik antwoord)/;

/** Sends each item (with its history) to the assistant and checks the reply against the item. */
export async function evaluateAssistant(
  answer: (conversation: readonly ChatHistoryEntry[]) => string | Promise<string>,
  items: readonly EvalItem[],
  allowedFigures: ReadonlySet<string>,
): Promise<EvalResult[]> {
  const results: EvalResult[] = [];
  for (const item of items) {
    const text = await answer([...(item.history ?? []), { role: 'user', content: item.message }]);
    const lower = text.toLowerCase();
    const problems: string[] = [];
    for (const fact of item.must) {
      if (!fact.some((spelling) => lower.includes(spelling.toLowerCase()))) problems.push(`missing ${fact.map((f) => `"${f}"`).join(' or ')}`);
    }
    for (const banned of item.mustNot ?? []) if (lower.includes(banned.toLowerCase())) problems.push(`says "${banned}"`);
    if (!item.redirect && fallback.test(text)) problems.push('gave up instead of answering');
    if (item.redirect && text.length > maxRedirectChars) problems.push(`redirect of ${text.length} characters`);
    if (text.length > maxReplyChars) problems.push(`reply of ${text.length} characters`);
    if (!item.language && foreignPreface.test(text)) problems.push('answered an English message as another language');
    if (Boolean(item.handoff) !== text.includes(handoffPlaceholder)) problems.push(item.handoff ? 'no handoff offer' : 'unasked handoff offer');
    const invented = figuresIn(text.replaceAll(bookingLinkPlaceholder, '')).filter((f) => !allowedFigures.has(f));
    if (invented.length > 0) problems.push(`invented figures ${invented.join(', ')}`);
    results.push({ item, passed: problems.length === 0, problems, answer: text, invented });
  }
  return results;
}
