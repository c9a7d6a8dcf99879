import { handoffPlaceholder } from '../../contracts/chat.ts';

/**
 * Lead capture: a visitor who leaves an email address or asks to be contacted is offered a handoff to sales. The
 * reply only offers; the widget sends the transcript when the visitor presses the button (POST /api/chat-lead).
 */
const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const contactMe = /\b(be contacted|contacted by)\b|\b(contact|email|e-mail|call|reach|ring|get back to|text)\s+me\b|\b(get in touch|reach out|follow up) with me\b|\bhave (someone|somebody|a rep|sales)\b|\bsomeone (from [a-z ]+ )?(to )?(contact|email|call|reach)|\b(rep|someone|somebody) to (call|email|contact)|\bcall me back\b|\breach out\b|\bcontactarme\b|\bcontactenme\b/i;

export function emailIn(text: string): string | undefined {
  return emailPattern.exec(text)?.[0];
}

export function wantsHandoff(message: string): { offer: boolean; email?: string } {
  const email = emailIn(message);
  return email ? { offer: true, email } : { offer: contactMe.test(message) };
}

export function handoffOffer(email: string | undefined): string {
  return email
    ? `I can pass this conversation to our sales team so a strategist replies to ${email}. Shall I? ${handoffPlaceholder}`
    : `Leave your email address and I can pass this conversation to our sales team, so a strategist gets back to you. ${handoffPlaceholder}`;
}
