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

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim()).filter((s) => s.length >= minChars && s.length <= maxChars && /[.!?]$/.test(s) && !notAFact.test(s) && !heading.test(s) && !gluedLabels(s) && !interfaceCopy.test(s));
}

export function passageAnswer(message: string, topic?: string): string | undefined {
  const asked = new Set(terms(message).filter((t) => !generic.has(t) && t.length >= 3));
  if (asked.size === 0) return undefined;
  // One shared word of three or more ('apollo or outreach for sequencing' shares only 'outreach') is a coincidence.
  const need = asked.size >= 3 ? 2 : 1;
  const conversation = [{ role: 'user' as const, content: message }, ...(topic ? [{ role: 'assistant' as const, content: '', topic }] : [])];
  let best: { text: string; shared: number } | undefined;
  for (const passage of relevantPassages(conversation, 6, 16_000).filter((p) => !skippedModules.test(p.id))) {
    for (const s of sentencesOf(passage.text)) {
      const shared = new Set(terms(s).filter((t) => asked.has(t))).size;
      if (shared >= need && (!best || shared > best.shared)) best = { text: s, shared };
    }
  }
  return best?.text;
}

// Five letters decide a shared word: 'prepare' and 'preparation'.
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
