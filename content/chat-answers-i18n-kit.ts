import { getStartedProcess } from './get-started.ts';
import { newsletterCopy } from './blog-page.ts';
import { claims, landingStatCards } from './claims.ts';
import { contactFormCopy } from './contact-form.ts';
import { auditEngagement, engagements, fractionalEngagement, orchestrationEngagement, type Engagement, type EngagementId } from './engagements.ts';
import { allPlansInclude, pricingFaq } from './plans.ts';
import { formatUsd } from './price-format.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { technologyIntegrations } from './technology.ts';
import { humanTechnologyEngineeringPost } from './blog-posts/human-technology-engineering.ts';

/**
 * The figures and names the translated rows (chat-answers-fr/es/de.ts and their -more files) need, read from the English content so a
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
  /** The privacy policy's answer time for a rights request and how long enquiry data is kept. */
  rightsReplyDays: figure([JSON.stringify(privacyPolicy)], /respond within (\d+) days/),
  retentionMonths: figure([JSON.stringify(privacyPolicy)], /anonymized within (\d+) months/),
  /** 'Salesforce, HubSpot and Pipedrive' as a list of names, joined in each language. */
  crms: (technologyIntegrations.capabilities[0].description.match(/with ([^:]+):/)?.[1] ?? '').split(/, | and /),
  /** The written plan the free call leads to ('Freedom Plan'). */
  planName: getStartedProcess.steps[1].title.split(' ').slice(-2).join(' '),
  /** The size of the company in the blog's composite story ('a 40-person SaaS company'). */
  storyPeople: figure([humanTechnologyEngineeringPost.excerpt], /(\d+)-person/),
  /** The landing card's saving against a fully loaded BDR team (the other figure is `claims.costReduction`). */
  bdrSaving: landingStatCards.find((c) => c.label.includes('BDR'))?.value ?? '',
  /** 'CRM Sync': the technology page's name for the CRM integration. */
  crmSync: technologyIntegrations.capabilities[0].title,
  /** 'Rebel Insights': the newsletter's name. */
  newsletter: newsletterCopy.title.replace(/^Get /, '').replace(/ in Your Inbox$/, ''),
  /** 'company.com': the contact form's example domain. */
  websiteExample: contactFormCopy.fields.website.hint.split('like ')[1] ?? '',
} as const;

/** The smallest paid start: the cheapest one-off engagement (as the English 'cheapest' row). */
export const smallestStart = [...engagements].filter((e) => e.price.billing !== 'monthly').sort((a, b) => a.price.usd - b.price.usd)[0] ?? auditEngagement;

/** A year of a monthly engagement: the one derived amount the English 'year-cost' row states too. */
export const yearOf = (e: Engagement) => formatUsd(e.price.usd * 12);

/** 'A, B y C' in the visitor's language. */
export const joinIn = (items: readonly string[], and: string) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`);

/** What each engagement includes, in the visitor's language: a translation of `includes`, figures by reference. */
export type IncludesText = Readonly<Record<EngagementId, readonly string[]>>;

/** The engagement a translated 'what's included' answers about; none named, the flagship (as the English row). */
export const includedOf = (e: Engagement | undefined) => e ?? orchestrationEngagement;
