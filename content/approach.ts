import { claims } from './claims.ts';
import type { CtaBlock, FeatureCard, Hero, SectionHeading, StatItem, Step } from './types.ts';

export const approachHero = {
  badge: 'OUR APPROACH',
  title: 'Engineering, Not Guesswork',
  subtitle:
    'Most GTM problems are systems problems wearing a people costume. We fix the system, and your people get to be as good as you hired them to be.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'link', label: 'Explore Our Methodology', to: '/methodology' },
  ],
} as const satisfies Hero;

export const approachProblems = {
  heading: {
    title: 'Why GTM Breaks',
    subtitle: 'Three failures we find in almost every audit, and none of them is solved by hiring more people.',
  },
  cards: [
    {
      title: 'Disconnected Tools',
      description:
        'The CRM, engagement platform, enrichment provider and calendar each hold part of the truth. Nobody trusts the data, so everyone keeps their own spreadsheet.',
      icon: 'plug',
      points: ['Data re-entered in three places', 'Reports that disagree with each other', 'Licenses paid for and half used'],
    },
    {
      title: 'Talent Inefficiency',
      description: `Skilled sellers lose ${claims.productivityLoss.value} of their week to research, list building and admin. You are paying closer salaries for data-entry output.`,
      icon: 'users',
      points: ['Hours of research before every call', 'Senior reps building their own lists', 'Leaders managing activity instead of deals'],
    },
    {
      title: 'Automation Failure',
      description:
        'Tools bought to save time end up blasting generic sequences that burn domains and damage the brand, so teams quietly go back to doing it by hand.',
      icon: 'alert-triangle',
      points: ['Template spam with merge fields', 'Falling reply and deliverability rates', 'Automations nobody owns or monitors'],
    },
  ],
} as const satisfies { heading: SectionHeading; cards: readonly FeatureCard[] };

export const approachSteps = {
  heading: {
    title: 'How We Engineer Better GTM',
    subtitle: 'Four steps, each one building on the last, each one measured.',
  },
  steps: [
    {
      number: 1,
      title: 'Diagnose the System',
      description:
        "We trace how leads, data and work actually move through your team and tools, and measure where the hours go before we touch anything.",
      points: ['Workflow and time study', 'Stack and data audit', 'Funnel conversion analysis'],
      icon: 'search',
    },
    {
      number: 2,
      title: 'Design Around Your People',
      description:
        'We decide what the system should do and what your people should keep: judgment, relationships and strategy stay human; repetitive work goes to the machine.',
      points: ['Human-first role design', 'Target architecture', 'Qualification criteria you approve'],
      icon: 'brain',
    },
    {
      number: 3,
      title: 'Engineer and Integrate',
      description:
        'We build research, enrichment, outreach and booking workflows into the tools you already own, with guardrails that protect your brand and deliverability.',
      points: ['Integrations and data flow', 'Personalization engine', 'Quality and compliance checks'],
      icon: 'settings',
    },
    {
      number: 4,
      title: 'Measure and Evolve',
      description:
        'Every workflow reports on itself. We review the numbers with you weekly and keep tuning targeting, timing and messaging as your market moves.',
      points: ['Weekly 30-minute check-ins', 'Attribution from touch to revenue', 'Continuous optimization'],
      icon: 'trending-up',
    },
  ],
} as const satisfies { heading: SectionHeading; steps: readonly Step[] };

/**
 * The hero's picture (frontend/scripts/illustrations, kind 'split'): the page's idea, not its steps. The work is sorted:
 * judgment, relationships and strategy stay with your people; research, list building and admin go to the system (the
 * words of 'Design Around Your People' and 'Talent Inefficiency' above).
 */
const splitPeople = { title: 'Your people keep', items: ['Judgment', 'Relationships', 'Strategy'] } as const;
const splitSystem = { title: 'The system takes', items: ['Research', 'List building', 'Admin'] } as const;
const splitList = (group: { title: string; items: readonly string[] }) => `${group.title.toLowerCase()} ${group.items.join(', ').toLowerCase()}`;

export const approachSplit = {
  title: 'Who Does What',
  work: 'Your GTM work',
  people: splitPeople,
  system: splitSystem,
  /** The picture's accessible name. */
  label: `Who does what: ${splitList(splitPeople)}; ${splitList(splitSystem)}`,
} as const;

/** What the engineered approach changes against hiring (the page's subject), not the home page's hero figures again. */
export const approachResults = [
  { value: claims.costReduction.value, label: 'Cost Reduction vs. Internal SDRs' },
  { value: claims.leadershipHours.value, label: 'Leadership Hours Back Each Week' },
  { value: claims.conversion.value, label: 'Higher Conversion' },
  { value: claims.cleanData.value, label: 'Clean Data' },
] as const satisfies readonly StatItem[];

export const approachCta = {
  title: 'See What Your System Could Look Like',
  description: 'A 30-minute strategy session is enough to find your biggest time sinks and the first workflows to automate.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'link', label: 'View Pricing', to: '/pricing' },
  ],
} as const satisfies CtaBlock;
