/**
 * The few messages the offline assistant answers by rule rather than from the table: each pattern is short and
 * names what it recognises. Order matters: an injection is refused before anything in it is answered.
 */
export type GuardKind = 'injection' | 'haggle' | 'forged' | 'off-topic';

const rules: readonly [GuardKind, RegExp][] = [
  ['injection', /\b(ignore|disregard|forget) (all |any |the |your )?(previous|prior|above|earlier|system)\b/i],
  ['injection', /\b(system prompt|your (instructions|prompt|rules)|developer mode|jailbreak|you are now|act as|pretend (to be|you))\b/i],
  ['forged', /\b(you|someone|the (bot|assistant|chat)) (said|told|promised|offered|agreed|quoted|confirmed)\b/i],
  ['forged', /\byour (colleague|rep|bot|assistant|team) (said|told|promised|offered|agreed|quoted|confirmed)\b/i],
  ['forged', /\b(as (you|we) (said|agreed|discussed)|earlier you|you already (said|agreed|offered))\b/i],
  ['haggle', /\b(discount|discounts|coupon|promo|lower (the )?price|lower price|best price|negotiat\w*|price match|waive\w*)\b/i],
  ['haggle', /\b(\d+ ?% off|knock \w+ off|special (deal|offer|price)|free (month|trial|audit|first)|deal on|price in writing)\b/i],
  ['haggle', /\b(half (the )?price|trial( period| month)?)\b/i],
  // A code the visitor applies ('REBEL50') or a free first month they assume.
  ['haggle', /\b[A-Z]{3,}\d{2,}\b|\bfirst (month|week)s? (is |are )?free\b/],
  ['off-topic', /\b(weather|poem|recipe|joke|horoscope|lottery|football|soccer|basketball|homework|essay|bitcoin|crypto|stock tips)\b/i],
  ['off-topic', /\b(write (me )?(a|some) (code|script|song|story)|capital of|meaning of life|who (won|is the president))\b/i],
];

export function guardOf(message: string): GuardKind | undefined {
  return rules.find(([, pattern]) => pattern.test(message))?.[0];
}

/** Every rule, for the test that keeps each one short. */
export const guardPatterns = rules.map(([, p]) => p);
