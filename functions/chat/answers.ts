import { bookingLinkPlaceholder } from '../../contracts/chat.ts';
import { aboutValues } from '../../content/about.ts';
import { bookingConfig, howToBook, strategySessionAgenda } from '../../content/booking.ts';
import { capabilities } from '../../content/capabilities.ts';
import { claims, costComparisonNote, landingStatCards } from '../../content/claims.ts';
import { company, contactChannelsFor } from '../../content/company.ts';
import { contactFaq, contactPhoneBlock } from '../../content/contact-page.ts';
import { engagements } from '../../content/engagements.ts';
import { getStartedProcess } from '../../content/get-started.ts';
import { howItWorksSteps } from '../../content/how-it-works-steps.ts';
import { howItWorksComparison } from '../../content/how-it-works.ts';
import { landingFaq, landingProblem } from '../../content/landing.ts';
import { methodologyPhases } from '../../content/methodology.ts';
import { allPlansInclude, plans, pricingFaq } from '../../content/plans.ts';
import { technologyComparison, technologyIntegrations } from '../../content/technology.ts';
import { termsOfService } from '../../content/terms-of-service.ts';
import { bullets, chosen, faq, lead, lowerLabel, priceLine, session, writeToUs, type AnswerContext } from './answer-kit.ts';
import { capabilityAnswers } from './answers-capability.ts';
import { detailAnswers } from './answers-detail.ts';
import { engagementAnswers } from './answers-engagement.ts';
import { companyAnswers } from './answers-company.ts';
import { termsAnswers } from './answers-terms.ts';
import type { IntentId } from './intents.ts';
import { lowerFirst } from './knowledge-types.ts';

/**
 * English answers per intent, composed from content/: the direct answer first, a sentence or two, at most a short
 * list. Only connecting words live here; every figure and name comes from content.
 */
export type { AnswerContext } from './answer-kit.ts';

const speedVsHiring = howItWorksComparison.rows.find((r) => /time to first/i.test(r.feature));
// The first step of /get-started: who the call is with, and that it needs no preparation.
const firstCall = getStartedProcess.steps[0];
const researchRow = technologyComparison.rows.find((r) => r.feature === 'Prospect research');
// The terms page: results are not guaranteed (a visitor asking whether they are gets that sentence).
const notGuaranteed = (termsOfService.sections as readonly { body: readonly { text?: unknown }[] }[])
  .flatMap((s) => s.body.map((b) => (typeof b.text === 'string' ? b.text : '')))
  .flatMap((text) => text.split(/(?<=\.)\s/))
  .find((t) => /not guaranteed/.test(t));
const ownershipLine = technologyComparison.rows.find((r) => r.feature === 'Ownership')?.values[2] ?? '';


function claim(ctx: AnswerContext): string {
  const costs = /30-40%|40-60%|cost reduction/.test(ctx.question);
  if (costs) return costComparisonNote;
  // Whole figures only: '50%' must not find the '0' of 'manual research'.
  const found = Object.values(claims).find((c) => new RegExp(`(^|[^\\d-])${c.value.toLowerCase().replace(/[$+%]/g, '\\$&')}(?![\\d-])`).test(ctx.question));
  return found ? `${found.value} ${lowerLabel(found.label)}: ${found.context}` : '';
}

function results(ctx: AnswerContext): string {
  // A claim the question names by its label ('pipeline velocity', 'conversion') leads the answer.
  const named = Object.values(claims).filter((c) => (c.label.toLowerCase().match(/[a-z]{5,}/g) ?? []).some((w) => w !== 'hours' && ctx.question.includes(w)));
  const lead = named.length > 0 && named.length <= 2 ? `${named.map((c) => `${c.value} ${lowerLabel(c.label)}: ${c.context}`).join('\n')}\n` : '';
  // A stat card the question quotes ('10-15 hours: per rep?') is explained by its own note.
  const quoted = landingStatCards.filter((c) => 'note' in c && ctx.question.includes(c.value.toLowerCase())).map((c) => `${c.value} ${c.label}: ${'note' in c ? c.note : ''}.`);
  const stats = `${quoted.map((q) => `${q}\n`).join('')}${lead}Typical results:\n${bullets(landingStatCards.map((s) => `${s.value} ${s.label}`))}`;
  // The site names no clients; case studies and references are a strategist's to share.
  const references = /\b(case stud(y|ies)|client names?|references?|testimonials?|logos|who have you worked with|past clients)\b/.test(ctx.question);
  return references ? `${stats}\nFor case studies and references, ask a strategist: ${writeToUs(ctx.contactEmail)}.` : stats;
}

const channels = (contactEmail?: string) => contactChannelsFor({ email: contactEmail, address: company.address.full });
const linkedIn = channels().find((c) => c.id === 'linkedin');
const hq = channels().find((c) => c.id === 'headquarters');


function contact(ctx: AnswerContext): string {
  const email = channels(ctx.contactEmail).find((c) => c.id === 'email');
  const how = email ? `Email ${email.value} (${email.description}) or use the form at /contact.` : 'Write to us through the contact form at /contact and a strategist gets back to you.';
  return `${how} ${contactPhoneBlock.status}.`;
}

/** 'When could you start?': the steps from the first call to live campaigns, from the /get-started process. */
function startLine(): string {
  const [call, plan, launch] = getStartedProcess.steps;
  return `${launch?.description ?? claims.launch.context} Before that: ${[call, plan].map((s) => `${s?.title} (${s?.timeframe.toLowerCase()})`).join(', then ')}.`;
}

export const answers: Partial<Record<IntentId, (ctx: AnswerContext) => string>> = {
  ...engagementAnswers,
  launch: (ctx) => (/\b(start|begin|kick|sign|signed|signing)\b/.test(ctx.question) ? startLine() : `${claims.launch.context} ${faq(landingFaq.items, /quickly/).replace(/^First campaigns go live within 30 days of kickoff\. /, '')}`),
  includes: (ctx) =>
    ctx.engagements.length === 0
      ? `Every plan includes:\n${bullets(allPlansInclude)}`
      : chosen(ctx).map((e) => `${e.title} (${e.price.label} ${e.price.unit}): ${lead(e.description)} ${e.outcome} It includes:\n${bullets(plans.find((p) => p.title === e.title)?.features ?? e.includes)}`).join('\n'),
  'all-plans': () => `Every plan includes:\n${bullets(allPlansInclude)}`,
  ownership: () => `Yes. ${allPlansInclude.find((i) => /\bown\b/i.test(i)) ?? ''}. ${aboutValues.values.find((v) => /lock-in/i.test(v.description))?.description ?? ''}`,
  services: () => `${faq(landingFaq.items, /actually do/)}\n${bullets(engagements.map((e) => `${e.title} (${e.price.label} ${e.price.unit}): ${e.tagline}`))}`,
  popular: () => `${engagements.find((e) => e.popular)?.title} is the most popular; most clients start with the ${engagements[0]?.title}.`,
  notice: () => engagements.find((e) => e.price.billing === 'monthly')?.commitment ?? '',
  'time-commitment': () => faq(pricingFaq, /our time/),
  guarantee: (ctx) => `${faq(pricingFaq, /doesn't match/)}${/\bresults?\b/.test(ctx.question) && notGuaranteed ? ` ${notGuaranteed}` : ''}`,
  booking: () => `Book a ${session} with a strategist here: ${bookingLinkPlaceholder}. ${howToBook.slice(1).join(' ')}`,
  session: () =>
    `The ${bookingConfig.eventName} is a ${session.replace(` ${bookingConfig.eventName}`, '')} ${bookingConfig.format.toLowerCase()} with a ${company.name} strategist: no obligation, ${(firstCall?.points[0] ?? '').toLowerCase()}. ${firstCall?.description ?? ''} We cover:\n${bullets(strategySessionAgenda)}\nBook it here: ${bookingLinkPlaceholder}`,
  human: (ctx) => `A strategist will talk with you in a ${session}: ${bookingLinkPlaceholder}. You can also ${writeToUs(ctx.contactEmail)}.`,
  location: () => contactFaq.find((f) => /based/.test(f.question))?.answer ?? company.address.full,
  visit: () => `${hq?.description ?? ''} The address is ${company.address.full}.`,
  timezone: () => `We are in ${company.headquarters}, so we keep ${company.timeZone} hours, and we work with clients remotely wherever they are.`,
  contact,
  phone: (ctx) => `${contactPhoneBlock.status}. ${contactPhoneBlock.description} ${ctx.contactEmail ? `Email: ${ctx.contactEmail}, form: /contact.` : 'Write to us through the contact form at /contact.'}`,
  linkedin: () => `Yes: ${linkedIn?.value ?? company.linkedInUrl}. ${linkedIn?.description ?? ''}`,
  results,
  claim,
  methodology: () => `We work in four phases:\n${bullets(methodologyPhases.phases.map((p) => `${p.title} (${p.timeframe}): ${p.description}`))}`,
  'first-month': () =>
    `${getStartedProcess.steps[2]?.description ?? ''} ${allPlansInclude.slice(0, 2).join('; ')}.\n${bullets(howItWorksSteps.slice(0, 2).map((s) => `${s.timeframe}: ${s.title}. ${s.description}`))}`,
  ...companyAnswers,
  ...detailAnswers,
  ...capabilityAnswers,
  ...termsAnswers,
  gdpr: () => capabilities.map((c) => c.details).find((d) => /GDPR/.test(d)) ?? '',
  'replace-tools': () => `${technologyIntegrations.heading.subtitle} ${faq(landingFaq.items, /replace/).replace(/^Rarely\. /, '')}`,
  'vs-hiring': (ctx) => {
    const cost = `${claims.costReduction.value} ${lowerLabel(claims.costReduction.label)}, and ${claims.leadershipHours.value} ${lowerLabel(claims.leadershipHours.label)}.`;
    const speed = speedVsHiring ? `${speedVsHiring.feature}: ${lowerFirst(speedVsHiring.values[0] ?? '')}, against ${lowerFirst(speedVsHiring.values[1] ?? '')}.` : '';
    // Whichever the visitor asked about comes first: a tightened reply keeps the first sentence.
    // Both in the first sentence, whichever was asked first: a tightened reply keeps only that sentence.
    const [first, second] = /\b(faster|quicker|speed|sooner|ramp|how long|time to)\b/.test(ctx.question) ? [speed, cost] : [cost, speed];
    return `${first.replace(/\.$/, '')}; ${lowerFirst(second)} ${costComparisonNote} ${ownershipLine}.`;
  },
  'vs-tools': () =>
    `${researchRow ? `Tools alone give you ${lowerFirst(researchRow.values[0] ?? '')}; we build and run the system, with ${lowerFirst(researchRow.values[2] ?? '')}, and ${lowerFirst(ownershipLine)}.` : ''} ${landingProblem.cards.find((c) => c.title === 'Tool Sprawl')?.description ?? ''} ${faq(landingFaq.items, /replace/)}`,
};

export const bookingOffer = `Want to talk it through? Book a ${session}: ${bookingLinkPlaceholder}`;

export function greeting(): string {
  return `Hi! I'm the ${company.name} assistant. Ask me about our engagements (${engagements.map((e) => e.title).join(', ')}): pricing, timelines, what's included, or how to reach us.`;
}

/** The short, polite answer to anything off-topic, hostile or manipulative. */
export function redirectAnswer(kind: 'off-topic' | 'unknown' | 'discount', contactEmail?: string): string {
  if (kind === 'unknown') {
    return `I don't have a reliable answer to that, and I'd rather not guess. A strategist can answer it: ${writeToUs(contactEmail)}. I can tell you about our engagements, pricing, timelines and how to reach us.`;
  }
  if (kind === 'discount') return `Our prices are fixed and public, the same for every client:\n${bullets(engagements.map(priceLine))}`;
  return `I can only help with ${company.name}: our GTM engagements, pricing, timelines and how to reach us. What would you like to know?`;
}
