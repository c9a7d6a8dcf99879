import { claims } from './claims.ts';
import type { ComparisonTable, CtaBlock, Hero, StatItem } from './types.ts';

export const howItWorksHero = {
  badge: 'HOW IT WORKS',
  title: 'From Manual Grind to Qualified Pipeline',
  titleAccent: 'in 30 Days',
  subtitle:
    'Three steps take you from a team buried in research and data entry to a system that books strategic meetings while your people sell.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'link', label: 'See Pricing', to: '/pricing' },
  ],
} as const satisfies Hero;

export const howItWorksComparison = {
  caption: 'The traditional approach vs. RevRebel',
  columns: ['Traditional Approach', 'RevRebel'],
  highlightColumn: 1,
  rows: [
    { feature: 'Time to first meetings', values: ['3-6 months to hire and ramp SDRs', 'Campaigns live within 30 days'] },
    {
      feature: 'Prospect research',
      values: ['Hours of manual research per rep, every day', 'Automated, with 100+ data points per prospect'],
    },
    { feature: 'Data quality', values: ['Duplicates, decayed contacts and empty fields', '100% clean data entering your CRM'] },
    {
      feature: 'Personalization',
      values: ['Templates with a first-name merge field', 'Signal-based messaging with 85% relevance'],
    },
    {
      feature: 'Leadership time',
      values: ['Hiring, coaching and supervising SDRs', '15+ hours of leadership time reclaimed weekly'],
    },
    { feature: 'Cost', values: ['Salaries, tools, turnover and ramp time', '30-40% lower than an internal SDR team’s salaries, tools and ramp time'] },
    { feature: 'Meeting volume', values: ['Unpredictable, tied to individual reps', '8-12 strategic meetings a month'] },
  ],
} as const satisfies ComparisonTable;

export const howItWorksResults = [
  { value: claims.launch.value, label: 'Launch' },
  { value: claims.strategicMeetings.value, label: 'Strategic Meetings / Month' },
  { value: claims.pipelineVelocity.value, label: 'Pipeline Velocity' },
  { value: claims.conversion.value, label: 'Higher Conversion' },
] as const satisfies readonly StatItem[];

export const howItWorksCta = {
  title: 'Ready to Stop Doing Everything by Hand?',
  description:
    'Book a 30-minute strategy session. We will map your current GTM and show you what the first 30 days would look like.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'link', label: 'Get Started', to: '/get-started' },
  ],
} as const satisfies CtaBlock;
