import { aboutPeople } from '../../content/about.ts';
import { bookingConfig } from '../../content/booking.ts';
import { capabilities } from '../../content/capabilities.ts';
import { claims } from '../../content/claims.ts';
import { company } from '../../content/company.ts';
import { engagements } from '../../content/engagements.ts';
import { getStartedProcess } from '../../content/get-started.ts';
import { allPlansInclude } from '../../content/plans.ts';
import { gtmOrchestrationHero, gtmOrchestrationPillars } from '../../content/gtm-orchestration.ts';
import { landingFaq } from '../../content/landing.ts';
import { methodologyMetrics, methodologyPrinciples } from '../../content/methodology.ts';
import { technologyComparison, technologyEngines, technologyIntegrations } from '../../content/technology.ts';
import { bullets, faq, lowerLabel, writeToUs, type AnswerContext } from './answer-kit.ts';
import type { IntentId } from './intents.ts';
import { lowerFirst } from './knowledge-types.ts';

/** Answers about the company and how it works, composed from content/ like answers.ts. */
const capability = (words: RegExp) => capabilities.filter((c) => words.test(c.title)).map((c) => `${c.title}: ${c.description}`);
const engine = (words: RegExp) => technologyEngines.engines.find((e) => words.test(e.title));

function integrations(ctx: AnswerContext): string {
  const crm = technologyIntegrations.capabilities[0];
  const named = ['salesforce', 'hubspot', 'pipedrive'].filter((tool) => ctx.question.includes(tool));
  if (named.length > 0 || /\bcrms?\b/.test(ctx.question)) return `${named.length > 0 ? 'Yes. ' : ''}${crm?.title}: ${crm?.description}`;
  const writing = engine(/personali/i);
  const writes = /\b(who writes|writ\w* the (emails|messages|copy))\b/.test(ctx.question);
  if (writing && (writes || (/\b(ai|chatgpt|gpt|llm|automated|automation|bot)\b/.test(ctx.question) && /\b(write|writes|writing|written|emails?|messages?|copy)\b/.test(ctx.question)))) {
    return `${writing.title}: ${writing.description}`;
  }
  if (/\b(ai|chatgpt|gpt|llm|engines?|tech|tech stack|technology|platform|under the hood)\b/.test(ctx.question)) {
    return `${technologyEngines.heading.subtitle}\n${bullets(technologyEngines.engines.map((e) => `${e.title}: ${e.description}`))}`;
  }
  return `${technologyIntegrations.heading.subtitle}\n${bullets(technologyIntegrations.capabilities.map((c) => `${c.title}: ${c.description}`))}`;
}

export const companyAnswers: Partial<Record<IntentId, (ctx: AnswerContext) => string>> = {
  technology: integrations,
  audience: () => `${faq(landingFaq.items, /who is it for/i)} ${company.summary.split('. ')[0]}.`,
  about: () => `${company.summary} The company is ${company.legalName}, based in ${company.headquarters}. Our mission: ${company.mission}. ${aboutPeople.paragraphs.join(' ')}`,
  'vs-agency': () =>
    `${technologyComparison.caption}:\n${bullets(technologyComparison.rows.map((r) => `${r.feature}: ${r.values[2]} (agencies: ${lowerFirst(r.values[1])})`))}`,
  'brand-safety': () => {
    const brand = engine(/brand/i);
    return brand ? `${brand.title}: ${brand.description}\n${bullets(brand.points)}` : '';
  },
  outreach: () => `Yes, we run it for you:\n${bullets(capability(/personali|multi-channel|campaign|meeting/i))}`,
  'gtm-orchestration': () => `${gtmOrchestrationHero.subtitle} ${gtmOrchestrationPillars.heading.subtitle}\n${bullets(gtmOrchestrationPillars.pillars.map((p) => `${p.title}: ${p.description}`))}`,
  capabilities: () => `${faq(landingFaq.items, /actually do/i)} Ask me about our engagements, pricing or timelines.`,
  value: (ctx) =>
    `What it returns:\n${bullets((ctx.engagements.length > 0 ? engagements.filter((e) => ctx.engagements.includes(e.id)) : [...engagements]).map((e) => `${e.title} (${e.price.label} ${e.price.unit}): ${e.outcome}`))}\n` +
    `${claims.costReduction.value} ${lowerLabel(claims.costReduction.label)}: ${claims.costReduction.context}`,
  metrics: () => `${allPlansInclude.find((i) => /report/i.test(i)) ?? ''}. ${methodologyMetrics.heading.subtitle}\n${bullets(methodologyMetrics.groups.map((g) => `${g.title}: ${g.metrics.join(', ')}`))}`,
  assistant: (ctx) => `I'm ${company.name}'s automated website assistant: I answer from the site's own content. For a person, ${writeToUs(ctx.contactEmail)}.`,
  'after-call': () => {
    const [, plan, launch] = getStartedProcess.steps;
    return `${plan?.title} (${plan?.timeframe.toLowerCase()}): ${plan?.description}\n${launch?.title} (${launch?.timeframe.toLowerCase()}): ${launch?.description}`;
  },
  documents: (ctx) => `A strategist shares contracts, statements of work and security or data-handling details on request: ${writeToUs(ctx.contactEmail)}.`,
  legal: () => `Yes: ${company.name} is ${company.legalName}, headquartered in ${company.headquarters} (${company.address.full}).`,
  principles: () => `${methodologyPrinciples.heading.subtitle}\n${bullets(methodologyPrinciples.principles.map((p) => `${p.title}: ${p.description.split('. ')[0]}.`.replace(/\.\.$/, '.')))}`,
  trial: () => `The free first step is a ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName}, with no obligation; engagement prices are fixed and public.`,
};
