import MiniSearch from 'minisearch';
import { canonicalWord, shortForms } from './synonyms.ts';

/**
 * A visitor message made comparable with the content: lower case, accents and apostrophes gone, short forms spelled
 * out, misspelled words corrected to the nearest word the assistant knows (MiniSearch's fuzzy matching), and every
 * word of a synonym family replaced by the family's canonical word.
 */
export interface NormalizedText {
  /** Corrected words, in order ("whats ur pricng" -> "what is your pricing"). */
  readonly plain: string;
  /** The same words folded onto canonical synonyms ("what is your price"). */
  readonly canonical: string;
}

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '');
}

/** `joinApostrophes`: English contractions become one word ("what's" -> "whats"); French elisions split ("l'audit"). */
export function words(text: string, joinApostrophes = true): string[] {
  return foldAccents(text.toLowerCase()).replace(/['’`]/g, joinApostrophes ? '' : ' ').split(/[^a-z0-9$%@.+-]+/).map((w) => w.replace(/^[.+-]+|[.+-]+$/g, '')).filter(Boolean);
}

export interface Normalizer {
  /** `correct: false` for other languages, whose words are not misspelt English. */
  normalize(text: string, options?: { correct?: boolean }): NormalizedText;
}

/**
 * `vocabulary`: every word the assistant understands (content words and the intent rules' words); a misspelt word
 * is corrected to the nearest of them. `dictionary`: real words that are never corrected, even when unknown.
 */
export function createNormalizer(vocabulary: Iterable<string>, dictionary: ReadonlySet<string> = new Set()): Normalizer {
  const known = new Set([...vocabulary].map((w) => foldAccents(w.toLowerCase())));
  const index = new MiniSearch<{ id: string }>({ fields: ['id'], storeFields: [], tokenize: (s) => [s] });
  index.addAll([...known].filter((w) => w.length >= 4).map((id) => ({ id })));
  const corrections = new Map<string, string>();

  function correct(word: string): string {
    if (known.has(word) || dictionary.has(word) || word.length < 4 || /[\d@$%]/.test(word)) return word;
    // A known word with an ending ('credited', 'onboarded') is no typo.
    if (word.length >= 7 && /(ed|ing|s|er|ers)$/.test(word) && [5, 6, 7, 8].some((n) => n < word.length && known.has(word.slice(0, n)) && word.length - n <= 3)) return word;
    const cached = corrections.get(word);
    if (cached) return cached;
    // One edit for short words, two for long ones: 'pricng' -> 'pricing', 'orchestraton' -> 'orchestration'.
    const maxEdits = word.length >= 8 ? 2 : 1;
    const best = index.search(word, { fuzzy: maxEdits, prefix: false })[0];
    const fixed = best ? best.id : word;
    corrections.set(word, fixed);
    return fixed;
  }

  return {
    normalize(text, options = {}) {
      const expanded = words(text, options.correct !== false).flatMap((w) => (shortForms[w] ?? w).split(' '));
      const corrected = options.correct === false ? expanded : expanded.map(correct);
      return { plain: corrected.join(' '), canonical: corrected.map(canonicalWord).join(' ') };
    },
  };
}
