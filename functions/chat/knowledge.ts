import { aboutPeople, aboutValues } from '../../content/about.ts';
import { bookingConfig, howToBook, strategySessionAgenda } from '../../content/booking.ts';
import { capabilities } from '../../content/capabilities.ts';
import { claims, landingStatCards } from '../../content/claims.ts';
import { company, contactChannels } from '../../content/company.ts';
import { contactFaq, contactPhoneBlock } from '../../content/contact-page.ts';
import { engagements, type Engagement, type EngagementId } from '../../content/engagements.ts';
import { getStartedProcess, getStartedStartingPoints } from '../../content/get-started.ts';
import { gtmOrchestrationHero, gtmOrchestrationPillars } from '../../content/gtm-orchestration.ts';
import { howItWorksSteps } from '../../content/how-it-works-steps.ts';
import { landingFaq } from '../../content/landing.ts';
import { methodologyMetrics, methodologyPhases, methodologyPrinciples } from '../../content/methodology.ts';
import { allPlansInclude, pricingFaq } from '../../content/plans.ts';
import { technologyEngines, technologyIntegrations } from '../../content/technology.ts';

/**
 * The assistant's knowledge: passages written as complete sentences, generated from `content/` so that the LLM's
 * system prompt and the offline assistant quote the very facts the pages show. Only connecting words live here;
 * every figure, name and address comes from content.
 */
export type PassageTopic =
  | 'price'
  | 'duration'
  | 'includes'
  | 'engagement'
  | 'booking'
  | 'contact'
  | 'location'
  | 'company'
  | 'results'
  | 'process'
  | 'technology'
  | 'terms';

export interface KnowledgePassage {
  readonly id: string;
  readonly topic: PassageTopic;
  /** Set when the passage is about one engagement. */
  readonly engagement?: EngagementId;
  readonly title: string;
  /** Shown to visitors (offline) and given to the model (system prompt). */
  readonly text: string;
  /** Words visitors use for this topic; searched, never shown. */
  readonly keywords: string;
}

/** Visitors' words for each topic (vocabulary, not facts). */
export const topicKeywords: Record<PassageTopic, string> = {
  price: 'price pricing cost how much fee pay charge expensive budget invest investment rate dollars usd money afford quote spend',
  duration: 'how long duration timeline time take length weeks months fast quickly when finish',
  includes: 'include included what do i get deliverables scope contain covers features inside part of',
  engagement: 'what is explain describe overview ideal for fit right for who best option choose difference compare comparison versus vs between',
  booking: 'book booking schedule call meeting appointment strategy session calendar demo consultation talk set up slot',
  contact: 'contact reach get in touch email address phone call number speak talk human person someone sales team linkedin form message',
  location: 'where located location based headquarters hq office address city visit country remote',
  company: 'who are you company about revrebel team background mission values people clients customers industries work with',
  results: 'results numbers stats roi outcomes meetings pipeline improvement expect guarantee metrics save savings cheaper cheap less compared versus hiring',
  process: 'process how does it work steps phases methodology approach start kickoff onboarding week',
  technology: 'technology tools stack support supported integrate integration crm salesforce hubspot software platform ai automation data',
  terms: 'contract long-term cancel commitment notice change plans switch upgrade terms obligation refund',
};

/** Extra names visitors use for each engagement (vocabulary, not facts). */
export const engagementAliases: Record<EngagementId, string> = {
  'gtm-audit-architecture': 'audit assessment diagnosis diagnostic architecture review',
  'funnel-orchestration': 'funnel orchestration build implementation flagship',
  'fractional-gtm-team': 'fractional retainer embedded outsourced',
};

/** 'a; b; and c', each item without its closing full stop. */
function list(items: readonly string[]): string {
  const bare = items.map((item) => item.replace(/\.$/, ''));
  if (bare.length <= 1) return bare.join('');
  return `${bare.slice(0, -1).join('; ')}; and ${bare.at(-1)}`;
}

/** Lower-cases a leading capital unless it starts an acronym ('CRM', 'ICP'). */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function priceText(e: Engagement): string {
  const { label, shortLabel, unit } = e.price;
  return shortLabel === label ? `${label} ${unit}` : `${shortLabel} (${label}) ${unit}`;
}

function durationText(e: Engagement): string {
  if (e.coreDuration === e.engagementDuration) return `${e.title} is ${e.coreDuration}. ${e.durationNote}`;
  return `${e.title} takes ${e.coreDuration} of core work, ${e.engagementDuration} from kickoff to handoff. ${e.durationNote}`;
}

function engagementPassages(e: Engagement): KnowledgePassage[] {
  const startingPoint = getStartedStartingPoints.options.find((o) => o.id === e.id);
  const badges = [...new Set([e.pricingBadge, ...('landingBadge' in e && e.landingBadge ? [e.landingBadge] : [])])];
  return [
    {
      id: `${e.id}:price`,
      topic: 'price',
      engagement: e.id,
      title: `${e.title}: price`,
      text: `${e.title} costs ${priceText(e)}. ${e.commitment}`,
      keywords: `${topicKeywords.price} ${engagementAliases[e.id]}`,
    },
    {
      id: `${e.id}:duration`,
      topic: 'duration',
      engagement: e.id,
      title: `${e.title}: duration`,
      text: durationText(e),
      keywords: `${topicKeywords.duration} ${engagementAliases[e.id]}`,
    },
    {
      id: `${e.id}:includes`,
      topic: 'includes',
      engagement: e.id,
      title: `${e.title}: what it includes`,
      text: `${e.title} includes: ${list(e.includes.map(lowerFirst))}. ${sentence(e.outcome)}`,
      keywords: `${topicKeywords.includes} ${engagementAliases[e.id]}`,
    },
    {
      id: `${e.id}:overview`,
      topic: 'engagement',
      engagement: e.id,
      title: `${e.title}: overview`,
      text:
        `${e.title} (${badges.join(', ')}): ${sentence(e.tagline)} ${e.description} ${sentence(e.fitLine)} ` +
        `It suits ${list(e.idealFor.map(lowerFirst))}.` +
        (startingPoint ? ` Choose it if: ${startingPoint.chooseIf}` : ''),
      keywords: `${topicKeywords.engagement} ${engagementAliases[e.id]}`,
    },
  ];
}

function overviewPassages(): KnowledgePassage[] {
  const popular = engagements.find((e) => e.popular);
  return [
    {
      id: 'engagements:prices',
      topic: 'price',
      title: 'Prices of all engagements',
      text: `We offer three engagements: ${list(engagements.map((e) => `${e.title} at ${priceText(e)}`))}.`,
      keywords: `${topicKeywords.price} plans packages options tiers all engagements services`,
    },
    {
      id: 'engagements:durations',
      topic: 'duration',
      title: 'Durations of all engagements',
      text: engagements.map(durationText).join(' '),
      keywords: `${topicKeywords.duration} all engagements each`,
    },
    {
      id: 'engagements:overview',
      topic: 'engagement',
      title: 'The three engagements',
      text: `We sell three engagements. ${engagements
        .map((e) => `${e.title}: ${sentence(e.tagline)} ${sentence(e.fitLine)}`)
        .join(' ')} Most clients start with the ${engagements[0]?.title ?? 'first one'}.${popular ? ` The most popular is ${popular.title}.` : ''}`,
      keywords: `${topicKeywords.engagement} services offer sell engagements options packages plans products do you do help`,
    },
    {
      id: 'plans:all-include',
      topic: 'includes',
      title: 'What every plan includes',
      text: `Every plan includes: ${list(allPlansInclude.map(lowerFirst))}.`,
      keywords: `${topicKeywords.includes} every all plans each plan standard`,
    },
  ];
}

function faqPassages(): KnowledgePassage[] {
  const entries = [
    ...pricingFaq.map((f) => ({ ...f, topic: 'terms' as const, source: 'pricing' })),
    ...contactFaq.map((f) => ({ ...f, topic: 'contact' as const, source: 'contact' })),
    ...landingFaq.items.map((f) => ({ ...f, topic: 'company' as const, source: 'landing' })),
  ];
  return entries.map((f, i) => ({
    id: `faq:${f.source}:${i}`,
    topic: f.topic,
    title: f.question,
    text: f.answer,
    keywords: f.question,
  }));
}

function bookingPassages(): KnowledgePassage[] {
  return [
    {
      id: 'booking:how',
      topic: 'booking',
      title: 'How to book a strategy session',
      text: `To book a ${bookingConfig.price.toLowerCase()} ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName}: ${howToBook.join(' ')}`,
      keywords: `${topicKeywords.booking} how do i book sign up get started next step`,
    },
    {
      id: 'booking:session',
      topic: 'booking',
      title: `The ${bookingConfig.eventName}`,
      text:
        `The ${bookingConfig.eventName} is a ${bookingConfig.price.toLowerCase()} ${bookingConfig.durationMinutes}-minute ${bookingConfig.format.toLowerCase()}: ` +
        `${bookingConfig.description}. We cover ${list(strategySessionAgenda.map(lowerFirst))}.`,
      keywords: `${topicKeywords.booking} free what happens cover agenda expect first call discovery`,
    },
    {
      id: 'get-started:process',
      topic: 'process',
      title: 'How getting started works',
      text: `Getting started takes three steps: ${list(getStartedProcess.steps.map((s) => `${s.title} (${s.timeframe}): ${s.description}`))}`,
      keywords: `${topicKeywords.process} get started getting started next steps begin onboarding`,
    },
  ];
}

function companyPassages(): KnowledgePassage[] {
  const email = contactChannels.find((c) => c.id === 'email');
  const hq = contactChannels.find((c) => c.id === 'headquarters');
  const linkedIn = contactChannels.find((c) => c.id === 'linkedin');
  return [
    {
      id: 'company:location',
      topic: 'location',
      title: 'Where we are',
      text: `${company.name} is headquartered in ${company.headquarters}, at ${company.address.full}.${hq ? ` ${hq.description}` : ''}`,
      keywords: topicKeywords.location,
    },
    {
      id: 'company:contact',
      topic: 'contact',
      title: 'How to get in touch',
      text:
        `You can email us at ${company.email}${email ? ` (${email.description})` : ''}, send a message through the contact form on the Contact page (/contact), ` +
        `or find us on LinkedIn at ${linkedIn?.value ?? company.linkedInUrl}. ${contactPhoneBlock.title}: ${contactPhoneBlock.status}. ${contactPhoneBlock.description}`,
      keywords: topicKeywords.contact,
    },
    {
      id: 'company:about',
      topic: 'company',
      title: `About ${company.name}`,
      text: `${company.summary} We work with ${list(company.audience.map(lowerFirst))}. Our mission: ${company.mission}. ${aboutPeople.paragraphs.join(' ')}`,
      keywords: topicKeywords.company,
    },
    {
      id: 'company:gtm-orchestration',
      topic: 'company',
      title: 'What GTM orchestration means',
      text: `${gtmOrchestrationHero.subtitle} We orchestrate three layers: ${list(gtmOrchestrationPillars.pillars.map((p) => `${p.title}: ${p.description}`))}.`,
      keywords: 'gtm orchestration what is meaning define mean go-to-market',
    },
    {
      id: 'company:values',
      topic: 'company',
      title: 'What we believe',
      text: `Our values: ${list(aboutValues.values.map((v) => `${v.title}: ${v.description}`))}.`,
      keywords: `${topicKeywords.company} values believe principles culture lock-in own ownership`,
    },
  ];
}

function resultPassages(): KnowledgePassage[] {
  const claimPassages: KnowledgePassage[] = Object.entries(claims).map(([id, c]) => ({
    id: `claim:${id}`,
    topic: 'results',
    title: `${c.value} ${c.label}`,
    text: `${c.value} ${lowerFirst(c.label)}: ${c.context}`,
    keywords: topicKeywords.results,
  }));
  return [
    {
      id: 'results:overview',
      topic: 'results',
      title: 'Typical results',
      text: `Typical results: ${list(landingStatCards.map((s) => `${s.value} ${s.label}`))}.`,
      keywords: topicKeywords.results,
    },
    ...claimPassages,
  ];
}

function processPassages(): KnowledgePassage[] {
  return [
    {
      id: 'process:how-it-works',
      topic: 'process',
      title: 'How it works',
      text: `How it works: ${list(howItWorksSteps.map((s) => `${s.title} (${s.timeframe}): ${s.description}`))}`,
      keywords: `${topicKeywords.process} how it works launch live 30 days`,
    },
    {
      id: 'process:phases',
      topic: 'process',
      title: 'Implementation phases',
      text: `Our implementation phases: ${list(methodologyPhases.phases.map((p) => `${p.title} (${p.timeframe}): ${p.description}`))}`,
      keywords: `${topicKeywords.process} implementation phases discovery design build evolve`,
    },
    {
      id: 'process:principles',
      topic: 'process',
      title: 'Our principles',
      text: `Our principles: ${list(methodologyPrinciples.principles.map((p) => `${p.title}: ${p.description}`))}`,
      keywords: `${topicKeywords.process} principles philosophy human-first`,
    },
    {
      id: 'process:metrics',
      topic: 'results',
      title: 'How we measure success',
      text: `We measure success in three groups, reviewed with you every week: ${list(methodologyMetrics.groups.map((g) => `${g.title} (${g.metrics.map(lowerFirst).join(', ')})`))}.`,
      keywords: `${topicKeywords.results} measure measurement success kpi reporting track`,
    },
  ];
}

function technologyPassages(): KnowledgePassage[] {
  return [
    {
      id: 'technology:integrations',
      topic: 'technology',
      title: 'Integrations',
      text: `${technologyIntegrations.heading.subtitle} ${technologyIntegrations.capabilities.map((c) => `${c.title}: ${c.description}`).join(' ')}`,
      keywords: `${topicKeywords.technology} replace existing tools work with connect`,
    },
    {
      id: 'technology:engines',
      topic: 'technology',
      title: 'The technology platform',
      text: `${technologyEngines.heading.subtitle} ${technologyEngines.engines.map((e) => `${e.title}: ${e.description}`).join(' ')}`,
      keywords: `${topicKeywords.technology} ai engines personalization brand protection timing signals`,
    },
    ...capabilities.map((c, i) => ({
      id: `capability:${i}`,
      topic: 'technology' as const,
      title: c.title,
      text: `${c.title}: ${c.description} ${c.details}`,
      keywords: 'do you handle can you help with service capability',
    })),
  ];
}

export function buildKnowledge(): KnowledgePassage[] {
  return [
    ...engagements.flatMap(engagementPassages),
    ...overviewPassages(),
    ...bookingPassages(),
    ...companyPassages(),
    ...faqPassages(),
    ...resultPassages(),
    ...processPassages(),
    ...technologyPassages(),
  ];
}

export const knowledgePassages: readonly KnowledgePassage[] = buildKnowledge();
