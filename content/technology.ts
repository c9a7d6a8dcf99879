import { claims } from './claims.ts';
import type { ComparisonTable, CtaBlock, FeatureCard, Hero, SectionHeading, StatItem } from './types.ts';

export const technologyHero = {
  badge: 'TECHNOLOGY PLATFORM',
  title: 'AI That Does the Grunt Work',
  titleAccent: 'Humans Who Keep It Honest',
  subtitle:
    'Four engines find the right prospects, catch the right moment, write the right message and protect your brand while doing it, all connected to the tools you already use.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'link', label: 'See How It Works', to: '/how-it-works' },
  ],
} as const satisfies Hero;

export const technologyEngines = {
  heading: {
    title: 'Four Engines, One System',
    subtitle: 'Each engine does one job well and hands its output to the next, so nothing falls between tools.',
  },
  engines: [
    {
      title: 'Prospect Intelligence Engine',
      description:
        'Builds and researches your target accounts and contacts from your ICP, combining firmographic, technographic, hiring and funding data into one profile per prospect.',
      icon: 'search',
      points: ['100+ data points per prospect', 'Waterfall enrichment across providers', 'Fit scoring against your closed-won deals'],
    },
    {
      title: 'Timing Intelligence Engine',
      description:
        'Watches for buying signals such as new leadership, funding rounds, hiring surges, tech changes and content engagement, and moves prospects into outreach when the moment is right.',
      icon: 'clock',
      points: ['Daily signal monitoring', 'Intent-weighted prioritization', 'Automatic re-engagement when signals change'],
    },
    {
      title: 'Message Personalization Engine',
      description:
        "Drafts outreach around each prospect's real situation and your value proposition, then routes new templates to human editors who keep it in your voice.",
      icon: 'sparkles',
      points: ['85% message relevance', 'Persona-specific value angles', 'Human review before anything new is sent'],
    },
    {
      title: 'Brand Protection Engine',
      description:
        'Enforces the guardrails that keep your reputation and deliverability intact: sending limits, suppression lists, opt-outs and compliance checks.',
      icon: 'shield-check',
      points: ['Domain health and warm-up monitoring', 'CAN-SPAM and GDPR-aware targeting', 'Do-not-contact and customer suppression'],
    },
  ],
} as const satisfies { heading: SectionHeading; engines: readonly FeatureCard[] };

export const technologyIntegrations = {
  heading: {
    title: 'Plugs Into What You Already Run',
    subtitle: 'No rip-and-replace. We connect the stack you have and make it work as one system.',
  },
  capabilities: [
    {
      title: 'CRM Sync',
      description:
        'Two-way sync with Salesforce, HubSpot and Pipedrive: enriched records, activities and meeting outcomes written back automatically.',
      icon: 'database',
    },
    {
      title: 'Engagement Platforms',
      description: 'Sequences orchestrated across email, LinkedIn and calling tasks in the engagement tools your team already uses.',
      icon: 'message',
    },
    {
      title: 'Data Enrichment Providers',
      description: 'Multiple data providers combined in a waterfall, so each record gets the most complete and current data available.',
      icon: 'plug',
    },
    {
      title: 'Calendars and Analytics',
      description: 'Meetings booked straight into Google or Microsoft calendars, with results flowing into your dashboards and BI tools.',
      icon: 'chart-bar',
    },
  ],
} as const satisfies { heading: SectionHeading; capabilities: readonly FeatureCard[] };

export const technologyComparison = {
  caption: 'How RevRebel compares with basic sales tools and traditional agencies',
  columns: ['Basic Sales Tools', 'Traditional Agencies', 'RevRebel'],
  highlightColumn: 2,
  rows: [
    {
      feature: 'Prospect research',
      values: ['Raw contact data you research yourself', 'Junior staff with generic lists', 'Automated, 100+ data points per prospect'],
    },
    {
      feature: 'Timing',
      values: ['Static lists, no signals', 'Fixed campaign calendars', 'Outreach triggered by live buying signals'],
    },
    {
      feature: 'Personalization',
      values: ['Merge fields in templates', 'Light copy tweaks at volume', 'Signal-based messaging, human-reviewed'],
    },
    {
      feature: 'Brand protection',
      values: ['Up to you', 'Volume first, reputation second', 'Built-in guardrails and deliverability monitoring'],
    },
    {
      feature: 'CRM data quality',
      values: ['Adds more records to clean', 'Outside your CRM', '100% clean, verified data written back'],
    },
    {
      feature: 'Ownership',
      values: ['You run it all yourself', 'The agency keeps the system', 'You own the system, playbooks and data'],
    },
  ],
} as const satisfies ComparisonTable;

export const technologyImpact = {
  heading: { title: 'The Impact', subtitle: 'What the engines deliver once they run together.' },
  stats: [
    { value: claims.dataPoints.value, label: 'Data Points per Prospect' },
    { value: claims.messageRelevance.value, label: 'Message Relevance' },
    { value: claims.responseRates.value, label: 'Higher Response Rates' },
    { value: claims.conversion.value, label: 'Higher Conversion' },
  ],
} as const satisfies { heading: SectionHeading; stats: readonly StatItem[] };

export const technologyCta = {
  title: 'See the Engines Running on Your Market',
  description: 'In a 30-minute session we will show you the signals and data points available for your ideal customers.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'link', label: 'Get Started', to: '/get-started' },
  ],
} as const satisfies CtaBlock;
