import { bookingConfig, howToBook, strategySessionAgenda } from '../../content/booking.ts';
import { contactFaq } from '../../content/contact-page.ts';
import { engagements, type Engagement } from '../../content/engagements.ts';
import { getStartedProcess, getStartedStartingPoints } from '../../content/get-started.ts';
import { landingFaq } from '../../content/landing.ts';
import { allPlansInclude, pricingFaq } from '../../content/plans.ts';
import { companyPassages, processPassages, resultPassages, technologyPassages } from './knowledge-site.ts';
import { durationText, engagementAliases, list, lowerFirst, priceText, sentence, topicKeywords, type KnowledgePassage } from './knowledge-types.ts';

/**
 * The assistant's knowledge: passages written as complete sentences, generated from `content/` so that the LLM's
 * system prompt and the offline assistant quote the very facts the pages show. Only connecting words live here;
 * every figure, name and address comes from content.
 */
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

/** The passages for one CONTACT_EMAIL setting (unset: no email address anywhere in them). */
export function buildKnowledge(contactEmail?: string): KnowledgePassage[] {
  return [
    ...engagements.flatMap(engagementPassages),
    ...overviewPassages(),
    ...bookingPassages(),
    ...companyPassages(contactEmail),
    ...faqPassages(),
    ...resultPassages(),
    ...processPassages(),
    ...technologyPassages(),
  ];
}

/** Without a contact email: what the figure checks and tests read (an email holds no figure). */
export const knowledgePassages: readonly KnowledgePassage[] = buildKnowledge();

