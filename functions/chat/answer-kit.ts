import { bookingConfig } from '../../content/booking.ts';
import { engagements, type Engagement, type EngagementId } from '../../content/engagements.ts';
import { getStartedStartingPoints } from '../../content/get-started.ts';

/** What every answer composer shares: the question's context and the few helpers that turn content into sentences. */
export interface AnswerContext {
  /** Engagements the question is about (named now, or in the previous turn); empty means all or none. */
  readonly engagements: readonly EngagementId[];
  /** The normalised question, for the details that change an answer (a year, a tool's name). */
  readonly question: string;
  /** The configured CONTACT_EMAIL; unset, the answers name no address and point to the contact form only. */
  readonly contactEmail?: string | undefined;
}

export const byId = (id: EngagementId): Engagement => engagements.find((e) => e.id === id) as Engagement;
export const chosen = (ctx: AnswerContext): Engagement[] => (ctx.engagements.length > 0 ? ctx.engagements.map(byId) : [...engagements]);
export const session = `${bookingConfig.price.toLowerCase()} ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName}`;
export const faq = (list: readonly { question: string; answer: string }[], words: RegExp) => list.find((f) => words.test(f.question))?.answer ?? '';
export const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
export const starting = (e: Engagement) => getStartedStartingPoints.options.find((o) => o.id === e.id);

export const lead = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;

/** A label inside a sentence: 'Cost Reduction Versus Internal SDRs' -> 'cost reduction versus internal SDRs'. */
export const lowerLabel = (label: string) => label.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());

export const priceLine = (e: Engagement) => `${e.title}: ${e.price.label} ${e.price.unit}`;

/** 'write to <email> or use the form at /contact', or only the form when no email is configured. */
export const writeToUs = (contactEmail: string | undefined) => (contactEmail ? `write to ${contactEmail} or use the form at /contact` : 'use the contact form at /contact');
