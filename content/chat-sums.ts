/**
 * The words that tell a sum asked of the published prices (functions/chat/offline/price-math.ts) from a figure of the
 * visitor's own: their budget, their metrics, their costs, months, a year. Data, not code, as content/chat-vocabulary.ts.
 */
// A sum the visitor has ('50k set aside', 'maybe 30k to spend') is their budget, not a price they say we quoted.
export const budgetAsked = /\b(budget|set aside|we have|we've got|i have|(can|to) spend|spending|afford|fits?)\b/i;
// A figure of the visitor's own company ('roughly $150k MRR', 'raised $2M'): never the budget they have for us (blind-21).
// Global, for String.replace only (a global pattern's test() keeps state between calls).
// Or a cost per person: '4 SDRs at roughly $95k fully loaded each' is no budget (blind-32 read it as one).
export const theirMetric = /\$?\d[\d.,]*\s?(k|m|mil|million)?\s*(mrr|arr|in revenue|revenue|raised|in funding|(fully[- ]loaded )?(each|apiece|per (sdr|bdr|rep|head|hire|seat)))\b|\b(mrr|arr|revenue|raised)\s*(of|is|at|:)?\s*(~|about|around|roughly)?\s*\$?\d[\d.,]*\s?(k|m|mil|million)?/gi;
export const budgetWords = new RegExp(`${budgetAsked.source}|\\b(raised|arr|mrr|revenue)\\b`, 'i');
// Number words in English: 'six months'.
export const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
// Never quoted back in our voice (functions/chat/handoff.ts unansweredPart): a number written out, or an insult.
export const unquotable = new Set([
  ...numberWords,
  ...('twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million percent half free fuck fucking fucked ' +
    'shit shitty idiot idiots stupid dumb crap crappy ass asshole bitch bastard scam scammer scammers fraud frauds suck sucks hate').split(' '),
]);
// 'six months', 'a couple more months', 'seis meses', 'six mois', 'sechs Monate': a number word is looked up in numberWords(In).
export const monthsAsked = /\b(\d{1,2}|a couple of|[a-zäöüéèñ]{2,7})\s+(?:more\s+)?(months?|mes|meses|mois|monate?n?)\b/i;
export const numberWordsIn = 'cero un dos tres cuatro cinco seis siete ocho nueve diez once doce|zero un deux trois quatre cinq six sept huit neuf dix onze douze|null ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf'
  .split('|').map((l) => l.split(' '));
// 'then that year of the team', 'un año', 'ein Jahr': twelve months.
export const yearAsked = /\b(a|that|the|full) year\b|\bun (a[nñ]o|an)\b|\bein jahr\b/i;
// What asks a sum of months: a money word, in any of the four languages.
export const sumWords = /\b(cost|much|price|pay|total|spend|budget|come to|would be|keep|run|stay|after that|cu[aá]nto|combien|kostet|kosten)\b/i;
export const cannotPay = /\b(can'?t|cannot|couldn'?t|won'?t|don'?t|not) (afford|spend|pay|have)\b|\btoo (much|expensive|steep)\b|\b(out of|outside|over|beyond|above)\b/i; // not a budget
export const totalAsked = /\b(all in|all-in|total|together|combined|both|sum|altogether|in all)\b/i;
// A figure the visitor pays elsewhere ('my 2 SDRs cost me 200k') is theirs, never a total of our prices they want confirmed.
export const theirCost = /\bcosts? (me|us)\b|\b(we|i) (pay|spend|paid|spent)\b|\b(my|our) (\d+ )?(sdrs?|bdrs?|reps?|team|hires?|salar\w*|payroll|agency)\b/i;
