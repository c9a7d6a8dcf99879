import { auditFacts, fractionalFacts, orchestrationFacts } from './engagement-facts.ts';
import type { BreadcrumbItem, CtaBlock, Hero, SectionHeading } from './types.ts';

/** /pricing page furniture; the plans, the all-plans list and the FAQ are in plans.ts. */

export const pricingBreadcrumb = [{ label: 'Home', to: '/' }, { label: 'Pricing Plans' }] as const satisfies readonly BreadcrumbItem[];

export const pricingHero = {
  badge: 'PRICING PLANS',
  title: 'Transparent Pricing for',
  titleAccent: 'GTM Transformation',
  subtitle:
    'Three ways to work with us, each with a fixed price and a clear scope. No long-term contracts, no surprise invoices.',
  actions: [],
} as const satisfies Hero;

export const pricingSections = {
  plans: { title: 'Choose Your Engagement', subtitle: 'Start with a diagnosis, build the full system, or bring in a team to run it.' },
  allPlansInclude: { title: 'All Plans Include' },
  faq: { title: 'Frequently Asked Questions' },
} as const satisfies Record<string, SectionHeading>;

export const pricingCta = {
  title: 'Not Sure Which Plan Fits?',
  description:
    'Tell us about your team, your stack and your targets. We will recommend the right starting point, even if that is not us.',
  actions: [{ kind: 'link', label: 'SCHEDULE A CONSULTATION', to: '/contact' }],
} as const satisfies CtaBlock;

const pricingArtOutcomes = {
  'gtm-audit-architecture': 'A 90-day roadmap',
  'funnel-orchestration': 'A working GTM system',
  'fractional-gtm-team': 'An embedded GTM team',
} as const;

/**
 * The hero's picture (frontend/scripts/illustrations, kind 'commitment'): the three engagements side by side on what a
 * buyer weighs, how long, how you pay (once or every month) and what you have at the end. Prices, billing and durations
 * come from engagement-facts.ts; the outcomes are the plans' own words (engagements.ts).
 */
export const pricingArt = {
  title: 'What Each Engagement Takes and Gives',
  axisUnit: 'months',
  outcomes: pricingArtOutcomes,
  /** The picture's accessible name. */
  label: `The three engagements compared: ${[auditFacts, orchestrationFacts, fractionalFacts]
    .map((facts) => `${facts.title}, ${facts.price.summary}, ${facts.engagementDuration}, ${pricingArtOutcomes[facts.id].toLowerCase()}`)
    .join('; ')}`,
} as const;
