import { company } from './company.ts';
import type { CtaBlock, FeatureCard, Hero, SectionHeading, StatItem } from './types.ts';
import { claims } from './claims.ts';
import { engagements } from './engagements.ts';

export const aboutHero = {
  badge: 'ABOUT REVREBEL',
  title: 'Rebels With a Cause:',
  // Not the mission: it is the next section's heading, ~300 px below (design review: the same words twice).
  titleAccent: 'Built by People Who Carried a Quota',
  subtitle:
    'We are GTM engineers who got tired of watching talented sellers drown in spreadsheets. So we build the systems that pull them out.',
  actions: [
    { kind: 'link', label: 'Meet Our Methodology', to: '/methodology' },
    { kind: 'link', label: 'Contact Us', to: '/contact' },
  ],
} as const satisfies Hero;

export const aboutMission = {
  heading: { eyebrow: 'OUR MISSION', title: company.mission } satisfies SectionHeading,
  paragraphs: [
    'Somewhere along the way, B2B sales turned into a data-entry job. Sellers hired for their judgment and their relationships spend most of their week researching accounts, building lists and updating the CRM. Leaders spend theirs managing the activity instead of coaching the deals. We think that is a waste of brilliant people, and we started RevRebel to end it.',
    'We engineer go-to-market systems that take over the repetitive work: prospect research, enrichment, list building, personalized outreach, meeting booking and CRM hygiene. What is left for your team is the work only people can do well: understanding a buyer, shaping a deal and earning trust.',
  ],
} as const;

export const aboutPeople = {
  heading: { eyebrow: 'OUR PEOPLE', title: 'Operators, Engineers and Recovering SDRs' } satisfies SectionHeading,
  paragraphs: [
    'Our team is a mix of former SDR and sales leaders, revenue operations engineers, data specialists and writers. Every one of us has carried a quota, owned a messy CRM or rebuilt a broken pipeline, which is why we design for the people who will use the system, not for a slide. We are headquartered in Santa Cruz, California, and work remotely with B2B technology teams wherever they are.',
  ],
} as const;

/**
 * The hero's picture (frontend/scripts/illustrations, kind 'crew'): the disciplines 'Our People' names, one figure each
 * (no names, faces or headcount), and the home base (company.ts).
 */
export const aboutArt = {
  title: 'Who We Are',
  roles: ['Sales leaders', 'RevOps engineers', 'Data specialists', 'Writers'],
  home: company.headquarters,
  reach: 'Working remotely with B2B teams',
  label: `Who we are: sales leaders, RevOps engineers, data specialists and writers, headquartered in ${company.headquarters}, working remotely with B2B teams`,
} as const;

export const aboutValues = {
  heading: { title: 'What We Believe' } satisfies SectionHeading,
  values: [
    {
      title: 'People First, Always',
      description: 'Automation exists to give people time back for judgment and relationships, never to replace them.',
      icon: 'users',
    },
    {
      title: 'Engineering Over Hacks',
      description: 'We build measured, documented systems, not clever one-off tricks that break when the person who built them leaves.',
      icon: 'settings',
    },
    {
      title: 'Radical Transparency',
      description: 'Fixed prices, clear scopes and reporting that shows exactly what the system delivered and what it did not.',
      icon: 'chart-bar',
    },
    {
      title: 'You Own It',
      description: 'Every workflow, playbook and data set we build belongs to you, with no lock-in and no hostage situations.',
      icon: 'shield-check',
    },
  ],
} as const satisfies { heading: SectionHeading; values: readonly FeatureCard[] };

/** Why the company exists and what it commits to (the mission's waste, the launch promise, the fixed-price offers). */
export const aboutStats = [
  { value: claims.productivityLoss.value, label: "Of a Seller's Week Lost to Non-Selling Work" },
  { value: claims.launch.value, label: 'Launch of Your First Campaigns' },
  { value: String(engagements.length), label: 'Fixed-Price Ways to Work With Us' },
] as const satisfies readonly StatItem[];

export const aboutCta = {
  title: 'JOIN THE REBELLION',
  description: 'Give your people their week back. Start with a free 30-minute strategy session.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'link', label: 'Get Started', to: '/get-started' },
  ],
} as const satisfies CtaBlock;
