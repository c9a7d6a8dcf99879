import { bookingLinkPlaceholder, handoffPlaceholder } from '../../../contracts/chat.ts';
import { partialOffer } from '../../../content/chat-answer-kit.ts';
import type { ChatLanguage } from '../../../content/chat-answer-types.ts';
import { answersInEnglish, partialOfferIn, translatedAnswers } from '../../../content/chat-answers-i18n.ts';
import { engagements } from '../../../content/engagements.ts';
import { withoutNames } from './named-engagements.ts';
import type { Part } from './understand.ts';
import { terms, words } from './words.ts';

/**
 * How a reply is put together: each part's answer in the visitor's language (its translated row, or the English
 * answer after one sentence saying so), one paragraph per part, a sentence two parts share said once, and each offer
 * (the booking buttons, the handoff) once, at the end.
 */
export interface Rendered { readonly text: string; readonly translated: boolean }

export function render(part: Part, language: ChatLanguage, contactEmail?: string): Rendered {
  const translated = language === 'en' ? undefined : translatedAnswers[language]?.[part.row.id]?.answer;
  const compose = translated ?? part.row.answer;
  const base = { contactEmail, ...(part.post ? { post: part.post } : {}) };
  const all = part.engagements.length === 0 || part.engagements.length === engagements.length;
  const text = all ? compose(base) : part.engagements.map((engagement) => compose({ ...base, engagement })).join('\n\n');
  return { text, translated: translated !== undefined };
}

const offers = [bookingLinkPlaceholder, handoffPlaceholder];
const sentencesOf = (paragraph: string) => (/^- /m.test(paragraph) ? [paragraph] : paragraph.split(/(?<=[.!?])\s+(?=[A-Z"'(¿¡])/));
const withoutOffers = (text: string) => offers.reduce((t, o) => t.replaceAll(o, ''), text).replace(/[ \t]+\n/g, '\n').replace(/ {2,}/g, ' ').trim();

/**
 * The parts' texts as one reply; `prefix` goes first ('I answer in English'). An offer two parts make (the booking
 * buttons, the handoff) is kept where the last part makes it, so a sentence that introduces it keeps it.
 */
export function compose(texts: readonly string[], prefix?: string): string {
  const seen = new Set<string>();
  const last = new Map(offers.map((o) => [o, texts.findLastIndex((t) => t.includes(o))]));
  const paragraphs = texts.map((text, i) => {
    const own = offers.reduce((t, o) => (last.get(o) === i ? t : t.replaceAll(o, '')), text);
    return own.replace(/[ \t]+\n/g, '\n').replace(/ {2,}/g, ' ').trim().split(/\n{2,}/).map((p) => sentencesOf(p).filter((s) => {
      // Said already, alone or inside a longer sentence ('Both are right, for different things: <the durations>').
      const again = s.length > 30 && [...seen].some((x) => x.includes(s));
      seen.add(s);
      return !again;
    }).join(' ')).filter(Boolean).join('\n\n');
  });
  return [prefix, ...paragraphs].filter(Boolean).join('\n\n');
}

/** Parts rendered in the visitor's language; English parts in another language follow `answersInEnglish` once. */
export function renderParts(parts: readonly Part[], language: ChatLanguage, contactEmail?: string): string {
  const { prefix, body } = renderedParts(parts, language, contactEmail);
  return prefix ? `${prefix}\n\n${body}` : body;
}

/** The same, the 'I answer in English' sentence apart: a repeat is judged on the answer, not on that sentence. */
export function renderedParts(parts: readonly Part[], language: ChatLanguage, contactEmail?: string): { prefix?: string; body: string } {
  const rendered = parts.map((p) => render(p, language, contactEmail));
  const english = language !== 'en' && rendered.some((r) => !r.translated);
  const body = compose(rendered.map((r) => r.text));
  return english ? { prefix: answersInEnglish[language as Exclude<ChatLanguage, 'en'>], body } : { body };
}

/** An answer's first sentence; with `question` (asked again in other words: 'and the notice?'), the one sharing most of its words. */
export function firstSentence(text: string, question?: string): string {
  const all = withoutOffers(text).split(/\n{2,}/).flatMap(sentencesOf);
  const read = (s: string) => new Set([...terms(withoutNames(s)), ...words(withoutNames(s)).filter((w) => w.length > 3)]);
  const asked = read(question ?? '');
  const [best] = all.map((s) => [s, [...read(s)].filter((t) => asked.has(t)).length] as const).reduce((b, x) => (x[1] > b[1] ? x : b), [all[0] ?? text, -1] as const);
  return text.includes(bookingLinkPlaceholder) ? compose([best, bookingLinkPlaceholder]) : best;
}

/** 'If that doesn't fully answer it, leave your email...' in the visitor's language. */
export const partialOfferFor = (language: ChatLanguage) => partialOfferIn[language] ?? partialOffer;
