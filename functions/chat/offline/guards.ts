/**
 * The few messages the offline assistant answers by rule rather than from the table: each pattern is short and
 * names what it recognises. Order matters: an injection is refused before anything in it is answered.
 */
export type GuardKind = 'injection' | 'haggle' | 'forged' | 'off-topic' | 'language';

const rules: readonly [GuardKind, RegExp][] = [
  ['injection', /\b(ignore|disregard|forget) (all |any |the |your )?(previous|prior|above|earlier|system)\b/i],
  ['injection', /\b(system prompt|your (instructions|prompt|rules)|developer mode|jailbreak|you are now|act as|pretend (to be|you))\b/i],
  ['forged', /\b(you|someone|the (bot|assistant|chat)) (said|told|promised|offered|agreed|quoted|confirmed)\b/i],
  ['forged', /\byour (colleague|rep|bot|assistant|team) (said|told|promised|offered|agreed|quoted|confirmed)\b/i],
  ['forged', /\b(as (you|we) (said|agreed|discussed)|earlier you|you already (said|agreed|offered))\b/i],
  ['haggle', /\b(discount|discounts|coupon|promo|lower (the )?price|lower price|best price|negotiat\w*|price match|waive\w*)\b/i],
  ['haggle', /\b(\d+ ?% off|knock \w+ off|special (deal|offer|price)|free (month|trial|audit|first)|deal on|price in writing)\b/i],
  ['haggle', /\b(half (the )?price|trial( period| month)?|rabatt|descuentos?|remise)\b/i],
  // A code the visitor applies ('REBEL50') or a free first month they assume.
  ['haggle', /\b[A-Z]{3,}\d{2,}\b|\bfirst (month|week)s? (is |are )?free\b/],
  // A price the visitor names for our work ('can you do the audit for 15k?', 'match it and I sign').
  ['haggle', /\b(can|could|would|will) (you|u) (do|make|offer|sell|give (me|us))\b[^.?!]{0,30}\bfor (only |just )?\$?\d/i],
  ['haggle', /\b(match|beat) (it|that|this|their|his|her|the other)\b(?! (criteria|icp))/i],
  // 'can the call be in French?': which languages we work in is not on the site.
  ['language', /\b(call|session|meeting|campaigns?|emails?|outreach)\b[^.?!]{0,25}\bin (french|spanish|german)\b/i],
  ['language', /\b(appel|llamada|reuni[oó]n|campa[nñ]as?|gespr[aä]ch|kampagnen?)\b[^.?!]{0,25}\b(en|auf) (fran|espa|deutsch)/i],
  ['language', /\b(speak|parlez|parlent|hablan|habla|sprechen|sprecht)\b[^.?!]{0,20}\b(french|spanish|german|fran|espa|deutsch)/i],
  ['off-topic', /\b(weather|poem|recipe|joke|horoscope|lottery|football|soccer|basketball|homework|essay|bitcoin|crypto|stock tips)\b/i],
  ['off-topic', /\b(write (me )?(a|some) (code|script|song|story)|capital of|meaning of life|who (won|is the president))\b/i],
];

export function guardOf(message: string): GuardKind | undefined {
  return rules.find(([, pattern]) => pattern.test(message))?.[0];
}

/** Every rule, for the test that keeps each one short. */
export const guardPatterns = rules.map(([, p]) => p);
