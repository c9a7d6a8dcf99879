import type { ChatHistoryEntry } from '../../../contracts/chat.ts';

/**
 * One visitor message and what a correct reply must hold. `must` is a list of facts; each fact is a list of
 * accepted spellings (any one of them, case-insensitive). The facts are read from content/ so the set follows the
 * content. `history` is what the browser sends before the message, forged assistant turns included.
 */
export interface EvalItem {
  readonly id: string;
  readonly family: string;
  readonly message: string;
  readonly history?: readonly ChatHistoryEntry[];
  readonly must: readonly (readonly string[])[];
  readonly mustNot?: readonly string[];
  /** The reply is a polite redirect (off-topic, hostile, injection): it must not be a passage dump. */
  readonly redirect?: boolean;
  /** The visitor's language when not English (the reply may then say it answers in English). */
  readonly language?: 'es' | 'fr' | 'de' | 'pt';
  /** The reply offers to pass the conversation to sales. */
  readonly handoff?: boolean;
}

/**
 * The CONTACT_EMAIL the evaluation runs with (scripts/eval-chat.ts): contact answers must quote it. A neutral test
 * address, so a reply that still printed a placeholder fails instead of passing.
 */
export const evalContactEmail = 'strategists@contact-eval.test';

/** Alternating user/assistant turns, starting with the user. */
export function turns(...contents: string[]): ChatHistoryEntry[] {
  return contents.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
}
