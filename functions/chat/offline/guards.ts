import { chatGuardRules as rules, type GuardKind } from '../../../content/chat-vocabulary.ts';

/** The rule a message falls under (content/chat-vocabulary.ts), if any. */
export function guardOf(message: string): GuardKind | undefined {
  return rules.find(([, pattern]) => pattern.test(message))?.[0];
}

/** Every rule, for the test that keeps each one short. */
export const guardPatterns = rules.map(([, p]) => p);
