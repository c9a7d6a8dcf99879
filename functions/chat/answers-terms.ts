import { bookingLinkPlaceholder } from '../../contracts/chat.ts';
import { bookingConfig } from '../../content/booking.ts';
import { landingStatCards } from '../../content/claims.ts';
import { engagements, type Engagement } from '../../content/engagements.ts';
import { pricingFaq } from '../../content/plans.ts';
import { bullets, lead, lowerLabel, writeToUs, type AnswerContext } from './answer-kit.ts';
import type { IntentId } from './intents.ts';

/**
 * Commercial terms and scepticism, composed from content/ like answers.ts. The content says how each engagement is
 * billed, never an instalment or invoicing schedule, so that part goes to a strategist instead of being guessed.
 */
const chosen = (ctx: AnswerContext): Engagement[] => (ctx.engagements.length > 0 ? engagements.filter((e) => ctx.engagements.includes(e.id)) : [...engagements]);
const guarantee = lead(pricingFaq.find((f) => /doesn't match/.test(f.question))?.answer ?? '');
const session = `${bookingConfig.price.toLowerCase()} ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName}`;

function payment(ctx: AnswerContext): string {
  const list = chosen(ctx);
  const how = list.map((e) => `${e.title}: ${e.price.label} ${e.price.unit}. ${e.commitment}`);
  const lines = list.length === 1 ? how[0] ?? '' : `How each engagement is billed:\n${bullets(how)}`;
  return `${lines}\nA strategist sets the payment schedule and invoicing with you before you sign: ${writeToUs(ctx.contactEmail)}.`;
}

function trust(): string {
  const prices = engagements.map((e) => `${e.title} ${e.price.label} ${e.price.unit}`).join(', ');
  return (
    `A fair question. What you can check before paying anything:\n` +
    bullets([
      `Our prices are fixed and public: ${prices}.`,
      `Typical results: ${landingStatCards.slice(0, 2).map((s) => `${s.value} ${lowerLabel(s.label)}`).join(', ')}.`,
      guarantee,
      `The first step is a ${session} with no obligation: ${bookingLinkPlaceholder}`,
    ])
  );
}

export const termsAnswers: Partial<Record<IntentId, (ctx: AnswerContext) => string>> = { payment, trust };
