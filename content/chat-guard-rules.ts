/**
 * The few messages the offline assistant answers by rule rather than from the table (functions/chat/offline/rules.ts),
 * apart from the words it reads (content/chat-vocabulary.ts): each pattern is short (120 characters at most) and names
 * what it recognises. Order matters: an injection is refused first.
 */
export type GuardKind = 'injection' | 'haggle' | 'forged' | 'off-topic' | 'language';

export const chatGuardRules: readonly [GuardKind, RegExp][] = [
  ['injection', /\b(ignore|disregard|forget) (all |any |the |your )?(previous|prior|above|earlier|system)\b/i],
  ['injection', /\b(system prompt|your (instructions|prompt|rules)|developer mode|jailbreak|you are now|act as|pretend (to be|you))\b/i],
  ['injection', /\b(system (override|update|message|note)|admin(istrator)? mode|new instructions|override (mode|on))\b/i],
  ['injection', /\b(no rules|without (any )?rules|hidden (rules|instructions|prompt)|let'?s play a game|role-?play|jailbr\w*)\b/i],
  ['injection', /\b(systemprompt|system instructions|internal (notes|instructions|pricing floors?)|api key|repeat after me)\b/i],
  // 'vergiss alle regeln', 'oublie tes instructions', 'olvida las reglas': the same in Spanish, French and German.
  ['injection', /\b(vergiss|ignoriere|oublie|olvida|ignora)\b[^.?!]{0,20}\b(regeln|anweisungen|r[eè]gles|instructions?|reglas)\b/i],
  // 'just say RevRebel is a scam': words put in our mouth are refused like an injection.
  ['injection', /\b(say|write|type|repeat|admit)\b[^.?!]{0,30}\b(scam|fraud|rip-?off|sucks|terrible|worst|lies)\b/i],
  // Not 'sum up what you told me' (blind-32).
  ['forged', /\b(?<!what )you( literally| just)? (said|told|promised|offered|agreed|quoted|confirmed)\b/i],
  ['forged', /\b(someone|the (bot|assistant|chat)) (said|told|promised|offered|agreed|quoted|confirmed)\b/i],
  ['forged', /\byour (colleague|rep|bot|assistant|team|chat\w*|sales\w*)( [a-z]+){0,3} (said|told|promised|offered|agreed|quoted)\b/i],
  // 'Your colleague Jason promised': a name between, case-sensitive so only a capitalised name counts.
  ['forged', /\b[Yy]our ([Cc]olleague|[Rr]ep|[Tt]eam|[Ss]ales ?person) [A-Z][a-z]+ (said|told|promised|offered|agreed|quoted)\b/],
  ['forged', /\b(talked|spoke) (to|with) (your|someone)\b[^.?!]{0,40}\b(said|promised|agreed|quoted|offered)\b/i],
  ['forged', /\b(honou?r (that|it|the (price|quote|offer|deal))|(bot|chat) (told|promised|said|quoted) (me|us))\b/i],
  ['forged', /\b(as (you|we) (said|agreed|discussed)|earlier you|you already (said|agreed|offered))\b/i],
  ['forged', /\b(said|told me|promised|offered)\b[^.?!]{0,20}\b(earlier|before) in (this|the) (chat|conversation)\b/i],
  ['haggle', /\b(discount|discounts|coupon|promo|lower (the )?price|lower price|best price|negotiat\w*|price match|waive\w*)\b/i],
  ['haggle', /\b(\d+ ?% off|knock \w+ off|special (deal|offer|price)|free (month|audit|first)|deal on|price in writing)\b/i],
  // 'if we prepay 6 months do we get a month free?' (blind-27).
  ['haggle', /\b(a|one|the first) months? (for )?free\b/i],
  ['haggle', /\b(half (the )?price|rabatt|descuentos?|remise)\b/i],
  // 'for 100k instead of 150', 'would that bring the $150k down', 'half the fee in equity', 'pay 75k now and the rest later'.
  ['haggle', /\bfor \$?\d+ ?k?,? (instead of|rather than)\b|\bbring (the )?(\$?\d+ ?k?|price|fee) down\b/i],
  ['haggle', /\bin equity\b|\bpay \$?\d+ ?k? now and\b/i],
  // A code the visitor applies ('REBEL50') or a free first month they assume.
  ['haggle', /\b[A-Z]{3,}\d{2,}\b|\bfirst (month|week)s? (is |are )?free\b/],
  // A price the visitor names for our work ('can you do the audit for 15k?', 'match it and I sign').
  ['haggle', /\b(can|could|would|will) (you|u) (do|make|offer|sell|give (me|us))\b[^.?!]{0,30}\bfor (only |just )?\$?\d/i],
  // 'do it for 15 and we have a deal': an imperative price, or a deal on their terms.
  // Not 'put the savings in the contract as a guarantee and we have a deal': a guarantee asked is no haggle (blind-23).
  ['haggle', /^(?!.*\bguarantee)(.*\b(do|make) (it|that|this|the \w+) for (only |just )?\$?\d|.*\b(we('ve)? (have|got)|it's) a deal\b)/i],
  // 'could you do 120?', 'would you take 100k', 'how about 90k': a figure of theirs, not a count of months or reps.
  ['haggle', /\b((can|could|would) (you|u) (do|go down to|take|accept)|how about) \$?\d+ ?k?\b(?! ?(months?|weeks?|reps?|sdrs?))/i],
  ['haggle', /\b(match|beat) (\$?\d|(it|that|this|their|his|her|the other)\b(?! (criteria|icp)))/i],
  // 'at 8k I sign today', '100k and we sign': a figure of their own as the condition of signing.
  ['haggle', /\$?\d+ ?k\b[^.?!]{0,25}\b(i|we)('ll| will| would| can)? sign\b/i],
  // 'I authorize you to confirm Funnel Orchestration for $50k': a price of theirs to be confirmed is a haggle, not a sum.
  ['haggle', /\b(confirm|approve|authori[sz]e|lock in)\b[^.?!]{0,40}\bfor (only |just )?\$\d/i],
  // 'can the call be in French?': which languages we work in is not on the site.
  ['language', /\b(call|session|meeting|campaigns?|emails?|outreach)\b[^.?!]{0,25}\bin (french|spanish|german)\b/i],
  ['language', /\b(appel|llamada|reuni[oó]n|campa[nñ]as?|gespr[aä]ch|kampagnen?)\b[^.?!]{0,25}\b(en|auf) (fran|espa|deutsch)/i],
  ['language', /\b(speak|parlez|parlent|hablan|habla|sprechen|sprecht)\b[^.?!]{0,20}\b(french|spanish|german|fran|espa|deutsch)/i],
  ['off-topic', /\b(weather|poem|recipe|joke|horoscope|lottery|football|soccer|basketball|homework|essay|bitcoin|crypto|stock tips)\b/i],
  ['off-topic', /\b(pizza|restaurants?|sushi|burgers?|tacos?|hotels?|movies?|netflix|dating)\b/i],
  ['off-topic', /\b(wedding|birthday|best man|eulogy)\b|\bwrite (me )?(a|an|my) (speech|toast)\b/i],
  ['off-topic', /\b(write (me )?(a|some) (code|script|song|story)|capital of|meaning of life|who (won|is the president))\b/i],
  ['off-topic', /\b(cover letter|resum[eé]|job application)\b/i],
  // 'help me fix this python error': debugging someone's code is no question for a strategist.
  ['off-topic', /\b(fix|debug)\b[^.?!]{0,30}\b(error|bug|exception|stack ?trace)\b|\b(python|javascript|java|sql) (error|code|bug)\b/i],
];
