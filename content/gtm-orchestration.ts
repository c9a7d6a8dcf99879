import { capabilities } from './capabilities.ts';
import { claims } from './claims.ts';
import type { CtaBlock, FeatureCard, Hero, SectionHeading, StatItem } from './types.ts';

export const gtmOrchestrationHero = {
  badge: 'GTM ORCHESTRATION',
  title: 'We Build GTM Systems That Make Your People Brilliant',
  subtitle:
    'GTM orchestration means every tool, workflow and person in your revenue engine plays its part at the right time. We design it, build it and run it, so your team stops being the glue.',
  actions: [
    { kind: 'link', label: 'Get Started', to: '/get-started' },
    { kind: 'link', label: 'Explore Services', to: '/services' },
  ],
} as const satisfies Hero;

export const gtmOrchestrationPillars = {
  heading: {
    title: 'What We Orchestrate',
    subtitle: 'Three layers of your go-to-market, engineered to work as one system.',
  },
  pillars: [
    {
      title: 'Revenue Architecture',
      description:
        'The blueprint of how revenue is created: who you sell to, which signals matter, how leads flow and how every stage is measured.',
      icon: 'chart-bar',
      points: [
        'ICP tiers and buyer personas from closed-won data',
        'Lead scoring and routing rules',
        'Funnel stages, definitions and attribution',
      ],
    },
    {
      title: 'Team Orchestration',
      description:
        'Clear lines between what your people do and what the system does, so sellers sell, leaders lead and nobody does data entry.',
      icon: 'users',
      points: [
        'Role design around human strengths',
        'Pre-call briefs and hand-offs that arrive on time',
        '15+ hours of leadership time reclaimed weekly',
      ],
    },
    {
      title: 'Process Engineering',
      description:
        'The automated workflows that do the work: research, enrichment, outreach, booking and CRM hygiene, monitored so nothing silently breaks.',
      icon: 'settings',
      points: [
        'Automated research and list building',
        'Multi-channel outreach timed by buying signals',
        'Integration health checks and alerts',
      ],
    },
  ],
} as const satisfies { heading: SectionHeading; pillars: readonly FeatureCard[] };

/**
 * The hero's picture (frontend/scripts/illustrations, kind 'layers'; design review: this page showed the home page's flow
 * unchanged): the three layers 'What We Orchestrate' names, stacked into one system, each with the jobs it takes over,
 * short forms of its points that fit one line at 12 CSS px on a phone. Titles and icons are the pillars' own.
 */
const [architecture, team, process] = gtmOrchestrationPillars.pillars;
export const gtmOrchestrationLayers = {
  title: 'Three Layers, One System',
  layers: [
    { title: architecture.title, icon: architecture.icon, jobs: ['ICP tiers', 'Lead scoring', 'Attribution'] },
    { title: team.title, icon: team.icon, jobs: ['Role design', 'Call briefs', 'Hand-offs'] },
    { title: process.title, icon: process.icon, jobs: ['Research', 'Outreach', 'CRM hygiene'] },
  ],
} as const;

/** The picture's accessible name: every layer and its jobs (the same facts as the cards below it). */
export const gtmOrchestrationLayersLabel = `${gtmOrchestrationLayers.title}: ${gtmOrchestrationLayers.layers
  .map((layer) => `${layer.title} (${layer.jobs.join(', ')})`)
  .join('; ')}`;

export const gtmOrchestrationBeforeAfter = {
  heading: { title: 'Before and After Orchestration' } satisfies SectionHeading,
  before: [
    'Sellers research every account by hand',
    'Lists built in spreadsheets and re-imported',
    'CRM full of duplicates and stale contacts',
    'Generic sequences that hurt your domain reputation',
    'Leaders managing activity instead of deals',
  ],
  after: [
    'Research delivered as a brief before every call',
    'Verified lists built from your ICP automatically',
    '100% clean data entering your CRM',
    'Signal-timed, personalized outreach with human review',
    'Leaders coaching deals with 15+ hours a week back',
  ],
} as const;

/**
 * This page's own figures (design review: the home page's 70% / 0 / 3x / 100% block repeated here and on /approach and
 * /about): how much gets orchestrated, from the twelve capability cards and the stated claims (content/claims.ts).
 */
export const gtmOrchestrationResults = [
  { value: String(capabilities.length), label: 'Jobs Orchestrated' },
  { value: claims.dataPoints.value, label: 'Data Points per Prospect' },
  { value: claims.strategicMeetings.value, label: 'Strategic Meetings / Month' },
] as const satisfies readonly StatItem[];

export const gtmOrchestrationCta = {
  title: 'Make Your People Brilliant Again',
  description: 'Find out which parts of your GTM to orchestrate first, and what it will give back to your team.',
  actions: [
    { kind: 'link', label: 'Get Started', to: '/get-started' },
    { kind: 'link', label: 'View Services', to: '/services' },
  ],
} as const satisfies CtaBlock;
