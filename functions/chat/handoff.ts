import type { ChatLanguage } from '../../content/chat-answer-types.ts';
import { handoffOfferIn } from '../../content/chat-answers-i18n.ts';
import { unquotable } from '../../content/chat-sums.ts';
import { handoffPlaceholder } from '../../contracts/chat.ts';

/**
 * Lead capture: a visitor who leaves an email address or asks to be contacted is offered a handoff to sales, and so
 * is a question the offline assistant cannot answer. The reply only offers; the widget sends the transcript (the
 * visitor's question included) when the visitor presses the button (POST /api/chat-lead).
 */
const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const contactMe = [
  /\b(be contacted|contacted by|call me back|reach out|contactarme|contactenme)\b/i,
  /\b(contact|email|e-mail|call|reach|ring|get back to|text)\s+me\b/i,
  /\b(get in touch|reach out|follow up) with me\b/i,
  /\bhave (someone|somebody|a rep|sales)\b/i,
  /\bsomeone (from [a-z ]+ )?(to )?(contact|email|call|reach)/i,
  /\b(rep|someone|somebody) to (call|email|contact)/i,
  /\b(talk|speak) (to|with) (a |an )?(human|person|real person|strategist|salesperson|sales)\b/i,
  /\b(reach|get|talk to|speak to) (an? )?(actual|real) (human|person)\b/i,
  // Spanish, French, German: 'persona' alone is also the ICP's word, so only with the verb.
  /\b(hablar con (una persona|alguien|un humano)|parler (à|a|avec) (un humain|une personne|quelqu'un)|mit einem (menschen|mitarbeiter))/i,
];

export function emailIn(text: string): string | undefined {
  return emailPattern.exec(text)?.[0];
}

export function wantsHandoff(message: string): { offer: boolean; email?: string } {
  const email = emailIn(message);
  return email ? { offer: true, email } : { offer: contactMe.some((p) => p.test(message)) };
}

export function handoffOffer(email: string | undefined): string {
  return email
    ? `I can pass this conversation to our sales team so a strategist replies to ${email}. Shall I? ${handoffPlaceholder}`
    : `Leave your email address and I can pass this conversation to our sales team, so a strategist gets back to you. ${handoffPlaceholder}`;
}

/** The handoff offer in the visitor's language. */
export function handoffOfferInLanguage(email: string | undefined, language: ChatLanguage): string {
  const local = handoffOfferIn[language];
  return !local ? handoffOffer(email) : email ? local.to(email) : local.ask;
}

/** A question the site does not answer: what we can help with, and the handoff with the question in the transcript. */
// The question is not quoted back: it may state a figure we never did, and the transcript carries it anyway.
export function unansweredOffer(canHelpWith: string, known?: string): string {
  // Beside an open point, what the site does say about its subject: a price question gets the prices, not only a person.
  if (known) return `I can't find that exact point on the site, but here is what it does say. ${known.replaceAll(handoffPlaceholder, '').trim()}\n\nLeave your email and I'll pass your question to a strategist, who answers it directly. ${handoffPlaceholder}`;
  return `I can't find that on the site, so it's one for a strategist: leave your email and I'll pass your question on, and a strategist answers it directly. I can answer ${canHelpWith} myself. ${handoffPlaceholder}`;
}

/** After "the site doesn't say ...": the strategist answers what the site leaves open. */
export const unstatedOffer = `A strategist can answer that: leave your email and I'll pass your question on. ${handoffPlaceholder}`;

/**
 * The ask of a several-question message that no answer covered ('..., and do you carry professional liability insurance?'):
 * said, not dropped. Quoted only when it holds no figure, address or link (a quote must never state one we did not).
 */
export function unansweredPart(asks: readonly string[]): string {
  const ask = asks.length === 1 ? asks[0] : undefined;
  // Words and plain punctuation only: no digit, sign, link or placeholder ('{{BOOKING_LINK}}' would render as buttons), no
  // number written out ('ninety percent off') and no insult repeated in our voice (content/chat-sums.ts).
  const quotable = ask !== undefined && ask.length <= 90 && /^[\p{L}\s',’-]+$/u.test(ask) && !ask.toLowerCase().split(/[^\p{L}]+/u).some((w) => unquotable.has(w));
  const which = quotable ? `"${ask}?"` : asks.length === 1 ? 'the other part of your question' : 'the other parts of your question';
  return `I can't find an answer on the site to ${which}: leave your email and I'll pass it to a strategist, who answers it directly. ${handoffPlaceholder}`;
}
