import { bookingLinkPlaceholder, type ChatHistoryEntry } from '../../../contracts/chat.ts';
import { redirect } from '../offline-assistant.ts';
import type { EvalQuestion } from './questions.ts';

export interface EvalResult {
  readonly question: string;
  readonly passed: boolean;
  /** Why it failed: missing facts, a wrong redirect, no booking offer. */
  readonly problems: readonly string[];
  readonly answer: string;
}

/**
 * Asks every question (with its earlier questions as history) and checks the answer: it states every expected
 * fact, it redirects exactly when it should, and it ends with an offer to book.
 */
export async function evaluateAssistant(
  answer: (conversation: readonly ChatHistoryEntry[]) => string | Promise<string>,
  questions: readonly EvalQuestion[],
): Promise<EvalResult[]> {
  const redirectText = redirect();
  const results: EvalResult[] = [];
  for (const q of questions) {
    const conversation: ChatHistoryEntry[] = [];
    for (const previous of q.previous ?? []) {
      conversation.push({ role: 'user', content: previous });
      conversation.push({ role: 'assistant', content: await answer([...conversation]) });
    }
    conversation.push({ role: 'user', content: q.question });
    const text = await answer(conversation);
    const lower = text.toLowerCase();
    const problems = q.facts.filter((fact) => !lower.includes(fact.toLowerCase())).map((fact) => `missing "${fact}"`);
    const redirected = text === redirectText;
    if (q.redirect && !redirected) problems.push('expected the booking/contact redirect');
    if (!q.redirect && redirected) problems.push('redirected instead of answering');
    if (!text.includes(bookingLinkPlaceholder)) problems.push('no offer to book');
    results.push({ question: q.question, passed: problems.length === 0, problems, answer: text });
  }
  return results;
}
