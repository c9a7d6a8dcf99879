import { bookingLinkPlaceholder } from '../../contracts/chat.ts';
import { aboutValues } from '../../content/about.ts';
import { bookingConfig, howToBook, strategySessionAgenda } from '../../content/booking.ts';
import { capabilities } from '../../content/capabilities.ts';
import { claims, costComparisonNote, landingStatCards } from '../../content/claims.ts';
import { company, contactChannelsFor } from '../../content/company.ts';
import { contactFaq, contactPhoneBlock } from '../../content/contact-page.ts';
import { engagements, type Engagement, type EngagementId } from '../../content/engagements.ts';
import { getStartedProcess, getStartedStartingPoints } from '../../content/get-started.ts';
import { howItWorksSteps } from '../../content/how-it-works-steps.ts';
import { howItWorksComparison } from '../../content/how-it-works.ts';
import { landingFaq, landingProblem } from '../../content/landing.ts';
import { methodologyPhases } from '../../content/methodology.ts';
import { allPlansInclude, plans, pricingFaq } from '../../content/plans.ts';
import { technologyComparison, technologyIntegrations } from '../../content/technology.ts';
import { termsOfService } from '../../content/terms-of-service.ts';
import { capabilityAnswers } from './answers-capability.ts';
import { companyAnswers } from './answers-company.ts';
import { termsAnswers } from './answers-terms.ts';
import type { IntentId } from './intents.ts';

/**
 * English answers per intent, composed from content/: the direct answer first, a sentence or two, at most a short
 * list. Only connecting words live here; every figure and name comes from content.
 */
export interface AnswerContext {
  /** Engagements the question is about (named now, or in the previous turn); empty means all or none. */
  readonly engagements: readonly EngagementId[];
  /** The normalised question, for the details that change an answer (a year, a tool's name). */
  readonly question: string;
  /** The configured CONTACT_EMAIL; unset, the answers name no address and point to the contact form only. */
  readonly contactEmail?: string | undefined;
}

const byId = (id: EngagementId): Engagement => engagements.find((e) => e.id === id) as Engagement;
const chosen = (ctx: AnswerContext): Engagement[] => (ctx.engagements.length > 0 ? ctx.engagements.map(byId) : [...engagements]);
const session = `${bookingConfig.price.toLowerCase()} ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName}`;
const faq = (list: readonly { question: string; answer: string }[], words: RegExp) => list.find((f) => words.test(f.question))?.answer ?? '';
const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
const starting = (e: Engagement) => getStartedStartingPoints.options.find((o) => o.id === e.id);

const speedVsHiring = howItWorksComparison.rows.find((r) => /time to first/i.test(r.feature));
// The first step of /get-started: who the call is with, and that it needs no preparation.
const firstCall = getStartedProcess.steps[0];
const researchRow = technologyComparison.rows.find((r) => r.feature === 'Prospect research');
const lead = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;
// The terms page: results are not guaranteed (a visitor asking whether they are gets that sentence).
const notGuaranteed = (termsOfService.sections as readonly { body: readonly { text?: unknown }[] }[])
  .flatMap((s) => s.body.map((b) => (typeof b.text === 'string' ? b.text : '')))
  .flatMap((text) => text.split(/(?<=\.)\s/))
  .find((t) => /not guaranteed/.test(t));
const ownershipLine = technologyComparison.rows.find((r) => r.feature === 'Ownership')?.values[2] ?? '';

/** A label inside a sentence: 'Cost Reduction Versus Internal SDRs' -> 'cost reduction versus internal SDRs'. */
export const lowerLabel = (label: string) => label.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());

export const priceLine = (e: Engagement) => `${e.title}: ${e.price.label} ${e.price.unit}`;

export function durationLine(e: Engagement): string {
  if (e.coreDuration === e.engagementDuration) return `${e.title}: ${e.durationNote}`;
  return `${e.title}: ${e.coreDuration} of hands-on work, ${e.engagementDuration} from kickoff to handoff. ${e.durationNote}`;
}

/** The one figure we compute: a year of the monthly engagement. Other engagements are not billed by time. */
function yearPrice(ctx: AnswerContext): string {
  const monthly = engagements.find((e) => e.price.billing === 'monthly');
  if (!monthly || (ctx.engagements.length > 0 && !ctx.engagements.includes(monthly.id))) return price(ctx);
  const year = (monthly.price.usd * 12).toLocaleString('en-US');
  // 'Cheaper over a year: the team or the build?': the other engagements named are set beside it.
  const others = ctx.engagements.filter((id) => id !== monthly.id).map(byId).map((e) => `\n${priceLine(e)}.`).join('');
  return `A year of the ${monthly.title} is $${year} (12 x ${monthly.price.label} ${monthly.price.unit}). ${monthly.commitment}${others}`;
}

function price(ctx: AnswerContext): string {
  const list = chosen(ctx);
  if (list.length === 1) {
    const [e] = list as [Engagement];
    return `${e.title} costs ${e.price.label} ${e.price.unit}. ${e.commitment}`;
  }
  return `Our prices are fixed and public:\n${bullets(list.map(priceLine))}`;
}

function compare(ctx: AnswerContext): string {
  const list = ctx.engagements.length >= 2 ? ctx.engagements.map(byId) : [...engagements];
  return list.map((e) => `${e.title}: ${e.price.label} ${e.price.unit}, ${e.engagementDuration === 'ongoing' ? 'ongoing' : `${e.coreDuration} (${e.engagementDuration} kickoff to handoff)`}. ${e.tagline}. ${starting(e)?.chooseIf ?? e.fitLine}`).join('\n');
}

// What a visitor says about their situation, per engagement in content order (audit, build, team). Vocabulary only.
const situationCues: readonly RegExp[] = [
  /\b(startup|seed|mess|broken|dont know|don t know|not sure|no idea|small|leak\w*|wrong|diagnos\w*|find (it|out|the)|dig in|plan first)\b/g,
  /\b(run it ourselves|we run it|then we run|build everything|already know|whole machine|whole system|someone to build|full system|built|build it|build (a|the|our|us)|proper system|replace manual|handed|hand it|handoff|implement\w*|launch it|set (it )?up)\b/g,
  /\b((you|u) run|run (it )?for (us|me)|runs? (it|things|everything|outbound) for (us|me)|team that runs|ongoing|manage|managing|every month|month to month|monthly|dont want to hire|don t want to hire|no one to run|long term|evolv\w*|shifts?|changing|every quarter|keep (it )?(improving|evolving))\b/g,
];

function fit(ctx: AnswerContext): string {
  const q = ctx.question;
  const popular = engagements.find((e) => e.popular);
  // The visitor's situation decides, not which engagement names they happened to type; the most cues win, the
  // earlier engagement on a tie (the audit is where an unclear situation starts).
  const scores = situationCues.map((cue) => (q.match(cue) ?? []).length);
  const top = Math.max(...scores);
  const pick: Engagement | undefined = top > 0 ? engagements[scores.indexOf(top)] : undefined;

  if (pick) return `${pick.title} (${pick.price.label} ${pick.price.unit}) fits best: ${starting(pick)?.chooseIf ?? pick.fitLine}`;
  const first = engagements[0];
  return (
    `Most clients start with the ${first?.title} (${first?.price.label} ${first?.price.unit}). How to choose:\n` +
    bullets(engagements.map((e) => `${e.title}: ${starting(e)?.chooseIf ?? e.fitLine}`)) +
    (popular ? `\nThe most popular is ${popular.title}.` : '')
  );
}

// 'No.' answers 'Is there a contract?', not 'cancellation policy'.
const yesNo = /^(is|are|do|does|did|can|could|will|would|must|have|has|should|am)\b/;

function contract(ctx: AnswerContext): string {
  const terms = faq(pricingFaq, /long-term contracts/);
  if (ctx.engagements.length > 0) {
    const general = terms.replace(/^No\. /, '').split(/(?<=\.)\s/)[0] ?? '';
    return `${general}\n${chosen(ctx).map((e) => `${e.title}: ${e.commitment}`).join('\n')}`;
  }
  const monthly = engagements.find((e) => e.price.billing === 'monthly');
  const notice = monthly && !/notice/.test(terms) ? ` ${monthly.title}: ${monthly.commitment}` : '';
  return `${yesNo.test(ctx.question) ? terms : terms.replace(/^No\. /, '')}${notice}`;
}

function upgrade(ctx: AnswerContext): string {
  const [audit, build, team] = engagements as readonly Engagement[] as readonly [Engagement, Engagement, Engagement];
  const inBuild = build.includes.find((i) => i.includes(audit.title));
  if (/\b(audit (first|before|plus|and more|separately)|(have|need) to (buy|do|get|start with|take) the audit|for the audit (separately|too|as well|also)|include[sd]? the audit|audit (is )?(included|part of))\b/.test(ctx.question) && inBuild) {
    return `No, you don't have to: ${build.title} includes ${lowerFirst(inBuild)}. ${faq(pricingFaq, /change plans/).replace(/^Yes\. /, '')}`;
  }
  if (/\bwho runs\b|\brun(s)? (it|the system)\b/.test(ctx.question)) {
    return `${build.title} ends with ${build.durationNote.match(/the handoff to your team/)?.[0] ?? 'a handoff to your team'}: your team runs the system day to day. With the ${team.title}, we run it: ${lowerFirst(starting(team)?.chooseIf ?? team.fitLine)}`;
  }
  return faq(pricingFaq, /change plans/);
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

function claim(ctx: AnswerContext): string {
  const costs = /30-40%|40-60%/.test(ctx.question);
  if (costs) return costComparisonNote;
  // Whole figures only: '50%' must not find the '0' of 'manual research'.
  const found = Object.values(claims).find((c) => new RegExp(`(^|[^\\d-])${c.value.toLowerCase().replace(/[$+%]/g, '\\$&')}(?![\\d-])`).test(ctx.question));
  return found ? `${found.value} ${lowerLabel(found.label)}: ${found.context}` : '';
}

function results(ctx: AnswerContext): string {
  // A claim the question names by its label ('pipeline velocity', 'conversion') leads the answer.
  const named = Object.values(claims).filter((c) => (c.label.toLowerCase().match(/[a-z]{5,}/g) ?? []).some((w) => w !== 'hours' && ctx.question.includes(w)));
  const lead = named.length > 0 && named.length <= 2 ? `${named.map((c) => `${c.value} ${lowerLabel(c.label)}: ${c.context}`).join('\n')}\n` : '';
  const stats = `${lead}Typical results:\n${bullets(landingStatCards.map((s) => `${s.value} ${s.label}`))}`;
  // The site names no clients; case studies and references are a strategist's to share.
  const references = /\b(case stud(y|ies)|client names?|references?|testimonials?|logos|who have you worked with|past clients)\b/.test(ctx.question);
  return references ? `${stats}\nFor case studies and references, ask a strategist: ${writeToUs(ctx.contactEmail)}.` : stats;
}

const channels = (contactEmail?: string) => contactChannelsFor({ email: contactEmail, address: company.address.full });
const linkedIn = channels().find((c) => c.id === 'linkedin');
const hq = channels().find((c) => c.id === 'headquarters');

/** 'write to <email> or use the form at /contact', or only the form when no email is configured. */
export const writeToUs = (contactEmail: string | undefined) => (contactEmail ? `write to ${contactEmail} or use the form at /contact` : 'use the contact form at /contact');

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
  price,
  'price-year': yearPrice,
  billing: (ctx) => chosen(ctx).map((e) => `${e.title} is ${e.price.label} ${e.price.unit}. ${e.commitment}`).join('\n'),
  duration: (ctx) => chosen(ctx).map(durationLine).join('\n'),
  launch: (ctx) => (/\b(start|begin|kick|sign|signed|signing)\b/.test(ctx.question) ? startLine() : `${claims.launch.context} ${faq(landingFaq.items, /quickly/).replace(/^First campaigns go live within 30 days of kickoff\. /, '')}`),
  includes: (ctx) =>
    ctx.engagements.length === 0
      ? `Every plan includes:\n${bullets(allPlansInclude)}`
      : chosen(ctx).map((e) => `${e.title} (${e.price.label} ${e.price.unit}): ${lead(e.description)} ${e.outcome} It includes:\n${bullets(plans.find((p) => p.title === e.title)?.features ?? e.includes)}`).join('\n'),
  'all-plans': () => `Every plan includes:\n${bullets(allPlansInclude)}`,
  compare,
  upgrade,
  ownership: () => `Yes. ${allPlansInclude.find((i) => /\bown\b/i.test(i)) ?? ''}. ${aboutValues.values.find((v) => /lock-in/i.test(v.description))?.description ?? ''}`,
  services: () => `${faq(landingFaq.items, /actually do/)}\n${bullets(engagements.map((e) => `${e.title} (${e.price.label} ${e.price.unit}): ${e.tagline}`))}`,
  fit,
  popular: () => `${engagements.find((e) => e.popular)?.title} is the most popular; most clients start with the ${engagements[0]?.title}.`,
  contract,
  notice: () => engagements.find((e) => e.price.billing === 'monthly')?.commitment ?? '',
  'time-commitment': () => faq(pricingFaq, /our time/),
  guarantee: (ctx) => `${faq(pricingFaq, /doesn't match/)}${/\bresults?\b/.test(ctx.question) && notGuaranteed ? ` ${notGuaranteed}` : ''}`,
  booking: () => `Book a ${session} with a strategist here: ${bookingLinkPlaceholder}. ${howToBook.slice(1).join(' ')}`,
  session: () => `The ${bookingConfig.eventName} is a ${session.replace(` ${bookingConfig.eventName}`, '')} ${bookingConfig.format.toLowerCase()}, no obligation. ${firstCall?.description ?? ''} ${firstCall?.points[0] ?? ''}. We cover:\n${bullets(strategySessionAgenda)}\nBook it here: ${bookingLinkPlaceholder}`,
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
    `${getStartedProcess.steps[2]?.description ?? ''}\n${bullets(howItWorksSteps.slice(0, 2).map((s) => `${s.timeframe}: ${s.title}. ${s.description}`))}`,
  ...companyAnswers,
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
