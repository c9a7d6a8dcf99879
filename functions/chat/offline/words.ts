/**
 * How the offline matcher reads words: stop words dropped, a small synonym table folding the words visitors use
 * onto the words the answer table's phrasings use, and a crude plural fold. Both the phrasings and the visitor's
 * message go through the same function, so a synonym added here applies to every row.
 */
const stop = new Set(
  ('a an the is are was were be been am do does did you your yours we our us i me my to of for and or in on at with can could would should will ' +
    'it its this that these those there their they them what which how so just really please pls also any some about like get got have has had ' +
    'im if then than as by from up out ok okay one ones thing stuff kind sort u ur r guys hey hi hello thanks whats wats who once still even very too ' +
    // Spanish, French and German short words: the matcher reads the three languages with one table.
    'el la los las de del y por con un una que es en se lo al le les des du et est pour sur au avec der die das und ist ein eine zu den mit fur ' +
    'quoi entre qu on peut puis ce cette ces il elle nous vous je ich wir sie ihr uns euch sich cuanto cual como nosotros ustedes ' +
    // Filler that carries no question: 'what do you guys actually do' is 'what do you do'.
    'actually exactly really realistically just basically').split(' '),
);
// The greeting and thanks rows need their words: they are kept when nothing else is left (see terms()).
const synonyms: Record<string, string> = Object.fromEntries(
  Object.entries({
    price: 'much cost costs pricing priced fee fees rate rates charge charges expensive cheap budget spend money quote dollars usd pricng prices precio precios cuesta cuestan cobran prix tarif tarifs coute preis preise kostet kosten',
    long: 'timeline timeframe duration weeks months take takes last lasts length tiempo dura duracion plazo duree semaines dauert dauer lange',
    year: 'annual annually yearly twelve yr yrs',
    include: 'included includes including deliverables deliverable scope contain contains inclusion',
    book: 'booking schedule scheduling appointment demo calendly',
    contact: 'email reach contacts emails correo contacto contactar joindre erreichen kontakt',
    timezone: 'tz',
    call: 'ring calling calls',
    phone: 'telephone',
    hour: 'hrs hr',
    month: 'monthly mo mnth',
    crm: 'hubspot salesforce pipedrive crms',
    gdpr: 'dsgvo rgpd',
    difference: 'diferencia unterschied differences different differ',
    contract: 'cancel cancellation lock locked lockin commitment minimum terminate notice term',
    sdr: 'sdrs bdr bdrs salespeople reps',
    located: 'location based office address headquarters hq ubicados ubicacion where',
    // Not 'kickoff': the paid kickoff session is its own topic, and 'how do I get started' must not match it.
    start: 'begin started starting',
    meeting: 'meetings',
    recommend: 'suggest advise advice best right fit suit suits',
  }).flatMap(([canonical, words]) => words.split(' ').map((w) => [w, canonical])),
);

/** Within one typo for words of 6+ letters, two for 9+ ('orchestraton', 'cancelation'). */
export function nearly(a: string, b: string): boolean {
  const allowed = b.length >= 9 ? 2 : b.length >= 6 ? 1 : 0;
  if (Math.abs(a.length - b.length) > allowed) return false;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return (row[b.length] ?? Infinity) <= allowed;
}

// A misspelt synonym ('cancelation', 'pricng') folds too: the index holds only the canonical word, so fuzzy search can't.
const misspelt = new Map<string, string | undefined>();
function synonymOf(w: string): string | undefined {
  if (w in synonyms) return synonyms[w];
  // Long words only: 'change' is one letter from 'charge', and both are real words.
  if (w.length < 8) return undefined;
  if (!misspelt.has(w)) misspelt.set(w, synonyms[Object.keys(synonyms).find((k) => k.length >= 8 && nearly(w, k)) ?? '']);
  return misspelt.get(w);
}

/** The matcher's form of one word, or null for a word that says nothing about the question. */
export function term(word: string, keepStop = false): string | null {
  const w = word.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  // Single letters ('what's' -> s) and bare numbers say nothing; '3x' and '70%' keep their letters or are dropped.
  if (!keepStop && (stop.has(w) || w.length < 2 || /^\d+$/.test(w))) return null;
  const folded = synonymOf(w) ?? w;
  return folded.length > 4 && folded.endsWith('s') && !folded.endsWith('ss') ? folded.slice(0, -1) : folded;
}

/** Lower-case words with accents folded ('auditoría' -> 'auditoria'). */
export function words(text: string): string[] {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

// What a message of stop words only can still ask: 'hi', 'thanks', 'what do you do'.
const smallTalk = new Set('hi hello hey thanks thank thx what do you'.split(' '));

/** Content terms of a text; a text of stop words only keeps its small-talk words so it can still match. */
export function terms(text: string): string[] {
  const all = words(text);
  const content = all.map((w) => term(w)).filter((t): t is string => t !== null);
  return content.length > 0 ? content : all.filter((w) => smallTalk.has(w));
}
