import { privacyPolicy } from '../../../content/privacy-policy.ts';
import { termsOfService } from '../../../content/terms-of-service.ts';
import { contentPassages } from '../llm/passages.ts';
import { relevantPassages } from '../llm/retrieval.ts';
import { terms } from './words.ts';

/**
 * When no answer row is confident: the sentence of the content passages (the same retrieval the LLM prompt uses)
 * that shares the most of the question's words, said as what the site states, never as a full answer; the caller
 * adds the handoff offer. None when no sentence shares a word of the question that says what it is about.
 */
const minChars = 30;
const maxChars = 320;
// Words every passage shares: a sentence sharing only these says nothing about the question.
const generic = new Set('revrebel gtm team client customer work help company business need want use make run time week month sale'.split(' '));
// A sentence that is a heading, a link or a form label, not a fact.
const notAFact = /\{\{|https?:|^\W|[:?]$/;
// Runs of capitalised words are headings glued to the sentence after them ('GTM ENGINEERING FOR B2B TEAMS ...').
const heading = /(?:\b[A-Z][\w-]*[\s&]+){4,}|\b[A-Z]{3,}\s+[A-Z]{3,}\b/;
// Interface copy and legal boilerplate state no fact a visitor asks about.
const skippedModules = /^(interface|contact-?form|page-?meta|terms|navigation|routes|social|site-?paths)/i;
// Form and error copy ('Something went wrong. Please try again') is interface text wherever it lives.
const interfaceCopy = /\b(went wrong|try again|click|submit|required field)\b/i;

// Card labels glued into one run ('role design Target architecture Qualification criteria ...'): many capitals mid-sentence.
const gluedLabels = (s: string) => (s.slice(1).match(/\s[A-Z][a-z]/g) ?? []).length > 3 || /\s\d\s[A-Z]/.test(s);

function sentencesOf(text: string, prose = false): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim()).filter((s) => s.length >= minChars && s.length <= maxChars && /[.!?]$/.test(s) && !notAFact.test(s) && (prose || (!heading.test(s) && !gluedLabels(s))) && !interfaceCopy.test(s));
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
      const all = sentencesOf(text, true);
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
    const all = [...contentPassages().flatMap((p) => sentencesOf(p.text).map((s) => new Set(stemsOf(s)))), ...legalUnits().map((u) => u.words)];
    for (const own of all) for (const t of own) sentenceCounts.set(t, (sentenceCounts.get(t) ?? 0) + 1);
  }
  return sentenceCounts.get(term) ?? 0;
}

/**
 * A sentence is said only when it answers: it shares three of the question's words, or two with the question's
 * rarest word the content holds among them ('how fast could the crm be cleaned' is about 'fast', not 'crm').
 * Otherwise nothing: a sentence on a loose keyword reads as a wrong answer.
 */
export function passageAnswer(message: string, topic?: string): string | undefined {
  const asked = [...new Set(terms(message).filter((t) => !generic.has(t) && t.length >= 3).map((t) => t.slice(0, 5)))].filter((t) => sentencesWith(t) > 0);
  if (asked.length < 2) return undefined;
  const rarest = Math.min(...asked.map(sentencesWith));
  const key = asked.filter((t) => sentencesWith(t) === rarest);
  const conversation = [{ role: 'user' as const, content: message }, ...(topic ? [{ role: 'assistant' as const, content: '', topic }] : [])];
  const site = relevantPassages(conversation, 6, 16_000).filter((p) => !skippedModules.test(p.id)).flatMap((p) => sentencesOf(p.text).map((text) => ({ text, words: new Set(stemsOf(text)) })));
  let best: { text: string; shared: number } | undefined;
  for (const unit of [...site, ...legalUnits()]) {
    const shared = asked.filter((t) => unit.words.has(t)).length;
    const answers = shared >= 3 || (shared === 2 && key.some((t) => unit.words.has(t)));
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
