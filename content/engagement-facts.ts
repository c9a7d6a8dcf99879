import { formatUsd, formatUsdShort } from './price-format.ts';

/**
 * The engagements' short facts (name, price, both durations, badges): what cards show. engagements.ts adds the long
 * text to each; the home page loads only this module.
 */
export const auditFacts = {
  id: 'gtm-audit-architecture',
  title: 'GTM Audit & Architecture',
  tagline: 'Find out exactly where your GTM leaks time and revenue',
  icon: 'search',
  price: {
    usd: 25_000,
    billing: 'one-time',
    label: formatUsd(25_000),
    unit: 'one-time',
    shortLabel: formatUsdShort(25_000),
    shortUnit: 'one-time',
    summary: `${formatUsd(25_000)} one-time`,
  },
  coreDuration: '2 weeks',
  engagementDuration: '4-6 weeks',
  fitLine: 'Ideal for understanding your current state',
} as const;

export const orchestrationFacts = {
  id: 'funnel-orchestration',
  title: 'Funnel Orchestration',
  tagline: 'We engineer, build and launch your complete GTM system',
  icon: 'route',
  price: {
    usd: 150_000,
    billing: 'fixed',
    label: formatUsd(150_000),
    unit: 'fixed price',
    shortLabel: formatUsd(150_000),
    shortUnit: 'fixed',
    summary: `${formatUsd(150_000)} fixed price`,
  },
  coreDuration: '12 weeks',
  engagementDuration: '3-4 months',
  landingBadge: 'MOST POWERFUL',
  fitLine: 'Ideal for complete system engineering',
} as const;

export const fractionalFacts = {
  id: 'fractional-gtm-team',
  title: 'Fractional GTM Team',
  tagline: 'A senior GTM engineering team, without the hiring',
  icon: 'users',
  price: {
    usd: 25_000,
    billing: 'monthly',
    label: formatUsd(25_000),
    unit: 'per month',
    shortLabel: formatUsd(25_000),
    shortUnit: 'per month',
    summary: `${formatUsd(25_000)} per month`,
  },
  coreDuration: 'ongoing',
  engagementDuration: 'ongoing',
  fitLine: 'Ideal for ongoing system evolution',
} as const;
