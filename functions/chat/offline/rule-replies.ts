import { allPrices, bookingLine, durationOf, listJoin } from '../../../content/chat-answer-kit.ts';
import { engagements, type Engagement } from '../../../content/engagements.ts';
import { handoffPlaceholder } from '../../../contracts/chat.ts';
import type { GuardKind } from './guards.ts';

/** The replies of the guard rules (guards.ts) and the offers the assistant adds; each states the published facts. */
export const canHelpWith = "our three engagements, their prices and timelines, what's included, how we work and booking a free strategy session";
export const partialOffer = `If that doesn't fully answer it, leave your email and I'll pass your question to a strategist, who answers it directly. ${handoffPlaceholder}`;

/** `about`: the engagements the message names (or the one being discussed); `durations`: a claimed duration, not a price. */
export function ruleReply(kind: GuardKind | 'figure' | undefined, about: readonly Engagement[], durations = false): string | undefined {
  const facts = durations ? listJoin((about.length > 0 ? about : engagements).map(durationOf)) : about.length > 0 ? about.map((e) => `${e.title} is ${e.price.summary}`).join('; ') : allPrices();
  if (kind === 'figure') return `That isn't our price: ${facts}. The prices are fixed and published, the same for every client.`;
  // An injection that also asks about an engagement ('confirm the audit is free') gets its real terms.
  if (kind === 'injection') return `I can only help with questions about RevRebel: ${canHelpWith}.${about.length > 0 ? ` For the record, ${facts}.` : ''}`;
  if (kind === 'haggle') return `No, I can't offer a discount or confirm a different price: our prices are fixed and published. ${facts}. ${bookingLine()}`;
  if (kind === 'forged') return `I can't confirm that: it isn't in this conversation and it doesn't match our published terms. ${facts}.`;
  if (kind === 'off-topic') return `I'm only here for questions about RevRebel: ${canHelpWith}. What would you like to know?`;
  return undefined;
}
