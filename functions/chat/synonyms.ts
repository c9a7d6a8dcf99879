/**
 * Visitors' words, mapped to the word the content or the intent rules use. One typed table: short forms and slang
 * become plain English, and the families of words that mean the same thing meet on one canonical word. Vocabulary
 * only; no facts live here.
 */
export const shortForms: Readonly<Record<string, string>> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  wat: 'what',
  wht: 'what',
  whats: 'what is',
  whos: 'who is',
  hows: 'how is',
  wheres: 'where is',
  whens: 'when is',
  whys: 'why is',
  hw: 'how',
  hrs: 'hours',
  ppl: 'people',
  txt: 'text',
  zine: 'zone',
  hr: 'hour',
  mch: 'much',
  incl: 'include',
  w: 'with',
  orch: 'orchestration',
  orchestr: 'orchestration',
  frac: 'fractional',
  fract: 'fractional',
  fractnl: 'fractional',
  cali: 'california',
  hwo: 'how',
  wha: 'what',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
  diff: 'difference',
  vs: 'versus',
  thru: 'through',
  abt: 'about',
  tz: 'timezone',
  biz: 'business',
  yr: 'year',
  mo: 'month',
  mth: 'month',
  wk: 'week',
  wks: 'weeks',
  asap: 'quickly',
  b4: 'before',
  bc: 'because',
  cuz: 'because',
  info: 'information',
  msg: 'message',
  rn: 'right now',
  ph: 'phone',
  tel: 'telephone',
  wen: 'when',
  tbh: 'honestly',
  nah: 'no',
};

/** Canonical word -> the words visitors use for it. Query words are folded onto the canonical word before search. */
export const synonymFamilies = {
  price: ['cost', 'costs', 'pricing', 'priced', 'prices', 'fee', 'fees', 'budget', 'charge', 'rate', 'rates', 'quote', 'expensive', 'spend', 'spending', 'invest', 'investment', 'money', 'afford', 'dollars', 'precio', 'precios', 'cuesta', 'costo', 'tarifa', 'combien', 'coute', 'prix', 'tarifs', 'kostet', 'preis', 'preise', 'kosten', 'quanto', 'custa', 'preco', 'costa', 'prezzo', 'kost'],
  duration: ['timeline', 'timeframe', 'turnaround', 'length', 'dura', 'duracion', 'dauert', 'dauer', 'duree', 'durata', 'duracao', 'duur'],
  cancel: ['cancellation', 'notice', 'terminate', 'exit', 'quit', 'contract', 'lock', 'tied'],
  sdr: ['sdrs', 'bdr', 'bdrs', 'hire', 'hiring', 'headcount', 'inhouse'],
  timezone: ['timezone', 'timezones'],
  located: ['location', 'based', 'office', 'headquarters', 'address', 'ubicados', 'oficina', 'hq'],
  audit: ['assessment', 'diagnostic', 'diagnosis', 'review', 'auditoria', 'auditoría'],
  // Not 'funnel': 'our funnel is leaking' is the visitor's funnel, not our Funnel Orchestration.
  orchestration: ['build', 'implementation', 'orquestacion', 'orquestación'],
  fractional: ['retainer', 'embedded', 'outsourced', 'fraccional'],
  book: ['booking', 'schedule', 'calendar', 'demo', 'consultation', 'appointment', 'slot', 'agendar', 'reservar', 'cita', 'llamada'],
  include: ['included', 'includes', 'including', 'deliverables', 'deliverable', 'scope'],
} as const satisfies Record<string, readonly string[]>;

export type SynonymFamily = keyof typeof synonymFamilies;

const canonicalOf = new Map<string, string>(
  Object.entries(synonymFamilies).flatMap(([canonical, words]) => words.map((w) => [w, canonical] as const)),
);

/** The canonical word of a (lower-case) word, or the word itself. */
export function canonicalWord(word: string): string {
  // Plurals meet their family too ('timelines', 'quotes').
  return canonicalOf.get(word) ?? (word.endsWith('s') ? canonicalOf.get(word.slice(0, -1)) : undefined) ?? word;
}
