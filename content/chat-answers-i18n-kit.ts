import { getStartedProcess } from './get-started.ts';
import { claims } from './claims.ts';
import { auditEngagement, fractionalEngagement, orchestrationEngagement, type Engagement, type EngagementId } from './engagements.ts';
import { allPlansInclude, pricingFaq } from './plans.ts';
import { technologyIntegrations } from './technology.ts';

/**
 * The figures and names the translated rows (chat-answers-fr/es/de.ts) need, read from the English content so a
 * translation never carries a copied figure: when a fact changes in content/, every language changes with it.
 */
const figure = (texts: readonly string[], pattern: RegExp) => texts.map((t) => t.match(pattern)?.[1]).find(Boolean) ?? '';

export const i18nFacts = {
  roadmapDays: figure(auditEngagement.includes, /(\d+)-day roadmap/),
  launchDays: figure([claims.launch.context], /(\d+) days/),
  checkInMinutes: figure(fractionalEngagement.includes, /(\d+) minutes/),
  noticeDays: figure([pricingFaq[1].answer], /(\d+) days/),
  kickoffHours: figure(allPlansInclude, /(\d+-\d+) hours/),
  dataPoints: claims.dataPoints.value,
  /** 'Salesforce, HubSpot and Pipedrive' as a list of names, joined in each language. */
  crms: (technologyIntegrations.capabilities[0].description.match(/with ([^:]+):/)?.[1] ?? '').split(/, | and /),
  /** The written plan the free call leads to ('Freedom Plan'). */
  planName: getStartedProcess.steps[1].title.split(' ').slice(-2).join(' '),
} as const;

/** 'A, B y C' in the visitor's language. */
export const joinIn = (items: readonly string[], and: string) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`);

/** What each engagement includes, in the visitor's language: a translation of `includes`, figures by reference. */
export type IncludesText = Readonly<Record<EngagementId, readonly string[]>>;

/** The engagement a translated 'what's included' answers about; none named, the flagship (as the English row). */
export const includedOf = (e: Engagement | undefined) => e ?? orchestrationEngagement;
