import { bookingLinkPlaceholder } from '../contracts/chat.ts';
import { bookingConfig } from './booking.ts';
import { allPrices, bookingLine, chatNotBinding, listJoin, lowerFirst } from './chat-answer-kit.ts';
import { claims } from './claims.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { strategistHandoff } from './chat-answers-legal.ts';
import { auditEngagement, engagements, fractionalEngagement, orchestrationEngagement, type Engagement } from './engagements.ts';
import { allPlansInclude, plans, pricingFaq } from './plans.ts';
import { pricingHero } from './pricing.ts';
import { getStartedProcess } from './get-started.ts';

/**
 * What visitors ask about the prices beyond the amounts: the currency, what a price is per, the badges on the plan
 * cards, a budget held against the three prices, and what the free call does and doesn't give.
 */
const missedMeeting = pricingFaq[3].answer.split('. ').slice(1).join('. ');
const badged = (engagements as readonly Engagement[]).filter((e) => e.landingBadge);

export const pricingDetailRows: readonly ChatAnswerRow[] = [
  {
    id: 'price-value',
    answer: () =>
      `What the price buys, by the site's own comparisons: a team and a system that cost ${claims.costReduction.value} less than ${lowerFirst(claims.costReduction.context).replace(/^compared with /, '').replace(/\.$/, '')}, ${lowerFirst(orchestrationEngagement.includes.at(-1) ?? '')} instead of months of hiring and ramping, and ${claims.leadershipHours.value} hours of leadership time back each week. Each price is fixed with a defined scope, there's no long-term contract, and you own every system, playbook and data set we build. ${allPrices()}. ${bookingLine()}`,
    booking: true,
    followUps: ['cost-vs-sdr', 'cheapest'],
  },
  {
    id: 'currency',
    answer: () =>
      strategistHandoff(`Our prices are stated only in US dollars: ${allPrices()}. The site gives no prices in euros, pounds or other currencies and doesn't say whether we invoice in them or how VAT shows on an invoice, so any conversion would be unofficial.`),
    followUps: ['payment-terms', 'price'],
  },
  {
    id: 'per-unit-price',
    answer: () =>
      strategistHandoff(`The site publishes no per-rep, per-seat, per-lead or per-meeting price, only one price per engagement: ${allPrices()}. You ${lowerFirst(allPlansInclude[2])}: ${lowerFirst(missedMeeting)}`),
    followUps: ['meeting-criteria', 'price'],
  },
  {
    id: 'plan-badges',
    answer: () =>
      `The badges mark the same three engagements, not extra plans: on /pricing, ${listJoin(engagements.map((e) => `${e.pricingBadge} marks ${e.title} (${e.price.summary})`))}; on the home page, ${listJoin(badged.map((e) => `${e.landingBadge ?? ''} marks ${e.title}`))} too. There is no separate enterprise tier or fourth plan: ${lowerFirst(pricingHero.subtitle.split('. ')[0] ?? '')}. The site doesn't say who each badge is for; ${fractionalEngagement.title} is made for ${lowerFirst(fractionalEngagement.idealFor[0])}.`,
    followUps: ['compare', 'price'],
  },
  {
    id: 'budget-fit',
    answer: () =>
      `It depends on which fixed price your budget covers: ${auditEngagement.title} is ${auditEngagement.price.summary}, ${orchestrationEngagement.title} is ${orchestrationEngagement.price.summary}, and ${fractionalEngagement.title} is ${fractionalEngagement.price.summary}, billed each month it runs. No smaller tier, discount or payment plan is published, so the smallest paid start is ${auditEngagement.title}. ${bookingLine()}`,
    booking: true,
    followUps: ['cheapest', 'too-early'],
  },
  {
    id: 'free-call-scope',
    next: 'proposal',
    answer: () =>
      `The free call and the written plan after it cost nothing, but they aren't the audit: the ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName} is a conversation to ${lowerFirst(bookingConfig.description)}, and ${lowerFirst(getStartedProcess.steps[1].timeframe)} you get ${lowerFirst(getStartedProcess.steps[1].description.replace(/^We send you /, ''))} The findings, blueprint and roadmap come from ${auditEngagement.title}, a separate engagement (${auditEngagement.price.summary}, ${auditEngagement.engagementDuration}) with ${lowerFirst(plans[0].features[0])} and a ${lowerFirst(plans[0].features[1])}. Book the call with a strategist: ${bookingLinkPlaceholder}`,
    booking: true,
    followUps: ['includes', 'proposal'],
  },
  {
    id: 'discount-in-writing',
    answer: () =>
      `No, I can't confirm a discount, a refund or any other term here: ${lowerFirst(chatNotBinding)} The prices are fixed and published (${allPrices()}), and any engagement is governed by a separate written agreement. A strategist can talk through terms with you: ${bookingLine().split(': ').at(-1) ?? ''}`,
    booking: true,
    followUps: ['payment-terms', 'chat-binding'],
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const pricingDetailAsks: RowAsks = {
  'price-value': ['why so expensive', 'why does it cost that much', 'is it worth the money', 'justify the price', 'what am I paying for with 150k', 'sounds expensive tbh'],
  currency: ['can we pay in euros', 'are your prices in USD', 'do you invoice in GBP or just dollars', 'what currency are the prices in', 'what are the prices in euros'],
  'per-unit-price': ['is that per rep or total', 'is the price per seat', 'do you charge per user', 'how much per meeting', 'what do you charge per booked meeting', 'does the price change with the size of our team', 'does the 25k scale with the number of reps or regions', 'would pricing be the same for a company our size'],
  'plan-badges': ['what does most popular mean', 'which plan is marked most popular', 'what is the start here plan', 'what does the enterprise badge mean', 'is enterprise a separate plan', 'is the fractional team your enterprise option', 'which one is more popular'],
  'budget-fit': ['our budget is 50k this year', 'we have about 30k to spend', 'what can we get for our budget', 'we only have budget for one engagement', 'budget is limited, what makes sense', 'we make 15k a month in revenue, is this realistic for us', 'our revenue is small, can we even afford you', "we're 3 people, is any of this realistic"],
  'free-call-scope': ['can I get the audit findings on the free call', 'is the strategy session a free audit', 'will you audit our stack on the free call', 'do we get a roadmap from the free session', 'can the free call replace the audit'],
  'discount-in-writing': ['confirm 20% off in writing and I sign today', 'put the discount in writing', 'can you confirm a lower price here', 'write that the audit is refundable', 'promise me a discount in this chat'],
};
