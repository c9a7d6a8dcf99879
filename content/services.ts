import { auditEngagement, engagements, fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import type { CtaBlock, Hero, SectionHeading, Step } from './types.ts';

export const servicesHero = {
  badge: 'SERVICES',
  title: 'Three Ways to Engineer',
  titleAccent: 'Better GTM',
  subtitle:
    'Whether you need a diagnosis, a complete system or a team to run it, every engagement has a fixed price, a clear scope and one goal: giving your people their time back.',
  actions: [
    { kind: 'link', label: 'Get Started', to: '/get-started' },
    { kind: 'link', label: 'View Pricing', to: '/pricing' },
  ],
} as const satisfies Hero;

/**
 * The three service cards show the /services durations (`coreDuration`) and the full price labels; render each
 * engagement's title, price.label + price.unit, coreDuration, fitLine, description and includes.
 */
export const servicesCards = {
  heading: {
    title: 'Our Services',
    subtitle: 'Pick the engagement that matches where you are today. Most clients start with the audit.',
  },
  engagements,
  ctaLabels: {
    [auditEngagement.id]: 'Start With an Audit',
    [orchestrationEngagement.id]: 'Build My System',
    [fractionalEngagement.id]: 'Talk to Our Team',
  },
} as const;

export const servicesHowWeWork = {
  heading: {
    title: 'How We Work',
    subtitle: 'The same four moves in every engagement, at the depth the engagement calls for.',
  },
  steps: [
    {
      number: 1,
      title: 'Assess',
      description:
        "We measure where your team's time goes, audit your stack and data, and find the work that should never have been manual.",
      points: ['Stakeholder interviews', 'Stack and CRM audit', 'Time and funnel analysis'],
      icon: 'search',
    },
    {
      number: 2,
      title: 'Design',
      description:
        'We design the target system around your people: what the machine handles, what stays human and how success is measured.',
      points: ['Target architecture', 'ICP and qualification criteria', 'Success metrics'],
      icon: 'brain',
    },
    {
      number: 3,
      title: 'Build',
      description:
        'We engineer the workflows, integrations and guardrails, test them on live segments and launch campaigns within 30 days.',
      points: ['Integrations and data flow', 'Personalized outreach', 'Quality and compliance checks'],
      icon: 'settings',
    },
    {
      number: 4,
      title: 'Evolve',
      description:
        'We review results with you every week and keep refining targeting, timing and messaging as your market and product change.',
      points: ['Weekly 30-minute check-ins', 'Continuous testing', 'Quarterly roadmap updates'],
      icon: 'refresh',
    },
  ],
} as const satisfies { heading: SectionHeading; steps: readonly Step[] };

/** The hero's picture (frontend/scripts/illustrations, kind 'brief'): your brief becomes a system of the four moves. */
export const servicesBrief = { brief: 'Your brief', system: 'Your system' } as const;

export const servicesCta = {
  title: 'Not Sure Where to Start?',
  description: 'Our Get Started guide walks you through the three engagements and helps you pick the right first step.',
  actions: [
    { kind: 'link', label: 'Get Started', to: '/get-started' },
    { kind: 'booking', label: 'Book Strategy Session' },
  ],
} as const satisfies CtaBlock;
