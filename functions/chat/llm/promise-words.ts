import { contentTexts } from './content-text.ts';

/**
 * Promise words: an offer is a fact too. 'free' is backed where the content says it (the free strategy session);
 * 'a free first month', 'we can waive the fee' or 'guaranteed' are not. A word is backed when a word next to it is
 * one the content uses next to it, and nothing that is sold stands next to it instead. Denials ('there are no
 * discounts', 'we can't guarantee results') are not promises.
 */
export const promiseWord = /\b(discount\w*|free|waive\w*|refund\w*|guarantee\w*|complimentary|rebates?|coupons?|promo\w*|trials?|money-back|no (?:charge|cost)|\d+\s?% off|on the house|risk-free)\b/gi;

const negation = /^(no|not|never|don't|doesn't|isn't|aren't|can't|cannot|won't|without|neither|nor|nothing|none|unable|dont|doesnt|isnt|cant|wont)$/i;
// Uses of 'free' that promise nothing.
const idiom = /\b(feel free|free up|free to|free of|free from|free your|frees|freeing|freed)\b/i;
// What we sell: a promise word next to one of these is an offer on it.
const sold = new Set(
  ('audit architecture orchestration funnel fractional engagement engagements month months year years week weeks fee fees kickoff setup ' +
    'retainer implementation build trial pilot onboarding plan plans subscription service services project first price pricing cost rate').split(' '),
);
const stopWords = new Set('a an the and or of to for with our your you we us is are be it this that in on at by as all any'.split(' '));
const windowWords = 3;

const wordsOf = (sentence: string) => sentence.toLowerCase().match(/[\p{L}\d$%'+-]+/gu) ?? [];
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);
const stem = (word: string) => word.replace(/[^a-z%]/g, '').replace(/(ed|s|d)$/, '');

interface Occurrence { readonly word: string; readonly before: string[]; readonly further: string[]; readonly around: string[]; readonly phrase: string }

function occurrences(text: string): Occurrence[] {
  const found: Occurrence[] = [];
  for (const sentence of sentencesOf(text)) {
    const words = wordsOf(sentence);
    for (const match of sentence.matchAll(promiseWord)) {
      const word = (match[1] ?? '').toLowerCase();
      const first = wordsOf(sentence.slice(0, match.index)).length;
      const before = words.slice(Math.max(0, first - windowWords), first);
      const further = words.slice(Math.max(0, first - 2 * windowWords), first);
      const after = words.slice(first + wordsOf(word).length, first + wordsOf(word).length + windowWords);
      const around = [...before, ...after].filter((w) => !stopWords.has(w));
      const phrase = [...before, word, ...after].join(' ');
      found.push({ word: stem(word), before, further, around, phrase });
    }
  }
  return found;
}

// 'we can't waive fees or guarantee results': a denial carries over 'or' / 'nor'.
const denied = (o: Occurrence) => o.before.some((w) => negation.test(w)) || (/^(or|nor)$/.test(o.before.at(-1) ?? '') && o.further.some((w) => negation.test(w)));

let backing: Map<string, Set<string>> | undefined;
/** Per promise word, the words the content puts next to it where it is not denied. */
function contentBacking(): Map<string, Set<string>> {
  if (!backing) {
    backing = new Map();
    for (const o of contentTexts().flatMap(occurrences)) {
      if (denied(o)) continue;
      const set = backing.get(o.word) ?? new Set<string>();
      for (const w of o.around) set.add(w);
      backing.set(o.word, set);
    }
  }
  return backing;
}

/** The promise phrases of a text the content does not back ('free first month', 'waive the kickoff fee'). */
export function unbackedPromises(text: string): string[] {
  const out: string[] = [];
  for (const sentence of sentencesOf(text)) {
    if (idiom.test(sentence) && !new RegExp(promiseWord.source, 'i').test(sentence.replace(new RegExp(idiom.source, 'gi'), ''))) continue;
    for (const o of occurrences(sentence.replace(new RegExp(idiom.source, 'gi'), ' '))) {
      if (denied(o)) continue;
      const backed = contentBacking().get(o.word);
      const supported = o.around.some((w) => backed?.has(w) && !sold.has(w));
      const onSold = o.around.some((w) => sold.has(w) && !backed?.has(w));
      if (!supported || onSold) out.push(o.phrase);
    }
  }
  return out;
}
