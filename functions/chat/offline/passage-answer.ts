import { interfaceCopy, notAFact, sharedByAllPassages as generic, skippedModules } from '../../../content/chat-vocabulary.ts';
import { privacyPolicy } from '../../../content/privacy-policy.ts';
import { termsOfService } from '../../../content/terms-of-service.ts';
import { contentTexts } from '../llm/content-text.ts';
import { relevantPassages } from '../llm/retrieval.ts';
import { terms } from './words.ts';

/**
 * When no answer row is confident: the sentence of the content passages (the same retrieval the LLM prompt uses)
 * that shares the most of the question's words, said as what the site states, never as a full answer; the caller
 * adds the handoff offer. None when no sentence shares a word of the question that says what it is about.
 */
const minChars = 30;
const maxChars = 320;


// Each content string is split on its own, so a card's title is never glued to its text.
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim()).filter((s) => s.length >= minChars && s.length <= maxChars && /[.!?]$/.test(s) && !notAFact.test(s) && !interfaceCopy.test(s));
}

// Five letters decide a shared word ('governs' and 'governed', 'prepare' and 'preparation').
const stemsOf = (text: string) => terms(text).map((t) => t.slice(0, 5));
/** A sentence that may answer, with the words it is found by (a legal sentence adds its section's title). */
interface Unit { readonly text: string; readonly words: ReadonlySet<string> }

// The privacy policy and the terms answer what visitors ask about their data, the chat and the law: each sentence
// with the one after it, since the figure often follows the rule ('we keep data only as long as... within 24 months').
let legal: Unit[] | undefined;
function legalUnits(): Unit[] {
  legal ??= [privacyPolicy, termsOfService].flatMap((doc) => doc.sections.flatMap((section) => section.body.flatMap((block) => {
    const texts = block.type === 'list' ? block.items : block.type === 'paragraph' ? [block.text] : [];
    return texts.flatMap((text) => {
      const all = sentencesOf(text);
      return all.map((s, i) => ({ text: [s, all[i + 1]].filter(Boolean).join(' '), words: new Set([...stemsOf(s), ...stemsOf(section.title)]) }));
    });
  })));
  return legal;
}

// How many sentences hold each word: the question's rarest word is what it is about.
let sentenceCounts: Map<string, number> | undefined;
function sentencesWith(term: string): number {
  if (!sentenceCounts) {
    sentenceCounts = new Map();
    const all = [...contentTexts().flatMap((t) => sentencesOf(t).map((s) => new Set(stemsOf(s)))), ...legalUnits().map((u) => u.words)];
    for (const own of all) for (const t of own) sentenceCounts.set(t, (sentenceCounts.get(t) ?? 0) + 1);
  }
  return sentenceCounts.get(term) ?? 0;
}

/** A sentence is said only when it shares three of the question's words, or two with its rarest word the content holds
 * ('how fast could the crm be cleaned' is about 'fast'): a sentence on a loose keyword reads as a wrong answer. */
export function passageAnswer(message: string, topic?: string, nearest = false): string | undefined {
  const asked = [...new Set(terms(message).filter((t) => !generic.has(t) && t.length >= 3).map((t) => t.slice(0, 5)))].filter((t) => sentencesWith(t) > 0);
  // As the nearest fact after "the site doesn't say X", one known word of the question is enough: it is all that is left.
  if (asked.length < (nearest ? 1 : 2)) return undefined;
  const rarest = Math.min(...asked.map(sentencesWith));
  const key = asked.filter((t) => sentencesWith(t) === rarest);
  const conversation = [{ role: 'user' as const, content: message }, ...(topic ? [{ role: 'assistant' as const, content: '', topic }] : [])];
  // Each content string on its own: a passage glues a card's title to its text ('Calendars and Analytics Meetings booked ...').
  const strings = contentTexts().filter((t) => t.length >= minChars);
  const site = relevantPassages(conversation, 6, 16_000).filter((p) => !skippedModules.test(p.id)).flatMap((p) => strings.filter((t) => p.text.includes(t)).flatMap((t) => sentencesOf(t)).map((text) => ({ text, words: new Set(stemsOf(text)) })));
  let best: { text: string; shared: number } | undefined;
  for (const unit of [...site, ...legalUnits()]) {
    // A short word is a prefix ('min' of 'minute').
    const has = (t: string) => unit.words.has(t) || (t.length < 5 && [...unit.words].some((w) => w.startsWith(t)));
    const shared = asked.filter(has).length;
    const answers = shared >= 3 || (shared >= Math.min(2, asked.length) && key.some(has));
    if (answers && (!best || shared > best.shared)) best = { text: unit.text, shared };
  }
  return best?.text;
}

const stems = (text: string) => new Set(terms(text).filter((t) => !generic.has(t) && t.length >= 4).map((t) => t.slice(0, 5)));
/** The sentence of an answer already given that shares the most words with a new question about it, if any does. */
export function focusOn(answer: string, question: string): string | undefined {
  const asked = stems(question);
  let best: { text: string; shared: number } | undefined;
  for (const s of answer.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
    const shared = [...stems(s)].filter((t) => asked.has(t)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { text: s.trim(), shared };
  }
  return best?.text;
}
