import { chatPhrases, chatSmallTalk } from '../../../content/chat-vocabulary.ts';
import { shippedGlossary, shippedVocabulary } from './phrasings.ts';

/**
 * How the offline matcher reads words: stop words dropped, a small synonym table folding the words visitors use
 * onto the words the answer table's phrasings use, and a crude plural fold. Both the phrasings and the visitor's
 * message go through the same function, so a synonym added here applies to every row.
 */
// The greeting and thanks rows need their words: they are kept when nothing else is left (see terms()).
const folded = (table: Readonly<Record<string, string>>) => Object.entries(table).flatMap(([canonical, words]) => words.split(' ').map((w) => [w, canonical] as const));
type Vocabulary = { readonly stop: string; readonly synonyms: Readonly<Record<string, string>> };
let tables: { stop: Set<string>; synonyms: Record<string, string> } | undefined;
/**
 * The stop words and synonyms (content/chat-vocabulary.ts) ship compressed with the phrasings (1.8 KB of bundle); the
 * generator, which writes that file, reads them from the source instead (`readVocabularyFrom`).
 */
export function readVocabularyFrom({ stop, synonyms }: Vocabulary): void {
  tables = { stop: new Set(stop.split(' ')), synonyms: Object.fromEntries(folded(synonyms)) };
  // What was read with the old tables is read again.
  misspelt.clear();
  glossary = undefined;
}
const vocabulary = () => (tables ?? (readVocabularyFrom(shippedVocabulary()), tables)) as NonNullable<typeof tables>;
/** Within one typo for words of 6+ letters, two for 9+ ('orchestraton', 'cancelation'). */
export function nearly(a: string, b: string, allowed = b.length >= 9 ? 2 : b.length >= 6 ? 1 : 0): boolean {
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
  const { synonyms } = vocabulary();
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
  if (!keepStop && (vocabulary().stop.has(w) || w.length < 2 || /^\d+$/.test(w))) return null;
  return stem(synonymOf(w) ?? w);
}

/** A word the matcher reads past (a stop word): a typo of one ('dose' for 'does') says nothing either (row-index.ts). */
export const isStopWord = (w: string) => vocabulary().stop.has(w);

/** The word with two neighbouring letters swapped, each way: the typo fuzzy search counts as two edits ('lnog', 'dose'). */
export const swaps = (w: string): string[] => Array.from({ length: w.length - 1 }, (_, i) => `${w.slice(0, i)}${w[i + 1]}${w[i]}${w.slice(i + 2)}`).filter((x) => x !== w);

// Matcher terms both sides (so 'derechos' -> 'derecho' -> 'right'); built on the first message, not at import.
let glossary: Map<string, string> | undefined;
/**
 * The English term of a Spanish, French or German one (content/chat-glossary.ts, shipped with the phrasings). Only the message is read with it
 * (row-index.ts: in place of a word no phrasing uses, beside one a phrasing in its language uses); the phrasings are not,
 * so the English rows' statistics stay as they are ('cancelar' -> 'contract').
 */
export function inEnglish(t: string): string | undefined {
  glossary ??= new Map(folded(shippedGlossary()).flatMap(([word, english]) => {
    const from = term(word);
    const to = term(english);
    return from && to ? [[from, to] as const] : [];
  }));
  return glossary.get(t);
}

/**
 * A light English fold, so 'checking', 'checked' and 'checks' meet 'check' in a phrasing: plural s, -ies, -ing and -ed
 * off words long enough to keep a stem of four letters. Both the phrasings and the messages go through it.
 */
function stem(w: string): string {
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 6 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 5 && w.endsWith('ed') && !w.endsWith('eed')) return w.slice(0, -2);
  return w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

/** Lower-case words with accents folded ('auditoría' -> 'auditoria'). */
const phrases = Object.entries(chatPhrases).map(([word, p]) => [new RegExp(`\\b(${p.join('|')})\\b`, 'g'), word] as const);
/** The words a message's phrases fold onto: what it asks ('what do we get each month' asks 'include'), not a modifier. */
// The text may be folded already (withoutNames() re-joins words()): the word itself counts then.
export const phraseWords = (text: string) => phrases.filter(([p, word]) => text.toLowerCase().search(p) >= 0 || words(text).includes(word)).map(([, word]) => word);
export function words(text: string): string[] {
  // Curly apostrophes as typed on phones read as straight ones ('who’s it for').
  return phrases.reduce((t, [pattern, word]) => t.replace(pattern, `${word} $&`), text.toLowerCase().replace(/[’‘]/g, "'")).normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Whether a text says nothing but small talk ('what?', '70% of what', 'hi there'): its terms are small-talk words or none. */
export const smallTalkOnly = (text: string): boolean => terms(text).every((t) => chatSmallTalk.has(t));

/** Content terms of a text; a text of stop words only keeps its small-talk words so it can still match. */
export function terms(text: string): string[] {
  const all = words(text);
  const content = all.map((w) => term(w)).filter((t): t is string => t !== null);
  return content.length > 0 ? content : all.filter((w) => chatSmallTalk.has(w));
}
