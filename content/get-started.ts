import { contactFormCopy } from './contact-form.ts';
import { auditEngagement, fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import type { Engagement } from './engagements.ts';
import type { Cta, Hero, SectionHeading, Step } from './types.ts';

export const getStartedHero = {
  badge: 'GET STARTED',
  title: 'Your GTM Transformation',
  titleAccent: 'Starts With One Conversation',
  subtitle:
    'Book a free 30-minute strategy session or send us a message. Either way, you will leave with a clear picture of what to automate first.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'scroll', label: 'Send Message Instead', targetId: contactFormCopy.anchorId },
  ],
} as const satisfies Hero;

export const getStartedProcess = {
  heading: { title: 'How Getting Started Works', subtitle: 'Three steps, and the first one takes 30 minutes.' },
  steps: [
    {
      number: 1,
      title: 'Book Your Strategy Session',
      timeframe: '30 minutes',
      description:
        'A focused call with a RevRebel strategist about your market, your team and where your GTM loses time and pipeline.',
      points: ['No preparation needed', 'No obligation', 'Video call at a time that suits you'],
      icon: 'calendar',
    },
    {
      number: 2,
      title: 'Get Your Freedom Plan',
      timeframe: 'Within a week',
      description:
        'We send you a short written plan: the workflows to automate first, the engagement that fits and what it would return.',
      points: ['Top automation opportunities', 'Recommended engagement', 'Expected hours reclaimed'],
      icon: 'route',
    },
    {
      number: 3,
      title: 'Launch Your System',
      timeframe: 'Within 30 days',
      description:
        'Once you are in, we kick off with a 2-3 hour strategy session (the kickoff, after the 30-minute call) and have your first campaigns live within 30 days.',
      points: ['Kickoff strategy session', 'Weekly 30-minute check-ins', 'First campaigns live in 30 days'],
      icon: 'rocket',
    },
  ],
} as const satisfies { heading: SectionHeading; steps: readonly Step[] };

/**
 * The hero's picture (frontend/scripts/illustrations, kind 'fork'): the hero's two ways in meet in one conversation, and
 * what you leave it with (the subtitle's words). /contact draws its own way, the form's, as a road of stops.
 */
export const getStartedArt = {
  title: 'Two Ways In, One Conversation',
  ways: [getStartedHero.actions[0].label, getStartedHero.actions[1].label],
  meeting: 'One Conversation',
  length: getStartedProcess.steps[0].timeframe,
  outcome: 'What to automate first',
  label: 'Two ways in, one conversation: book a strategy session or send a message, meet for 30 minutes, leave knowing what to automate first',
} as const;

export type StartingPointOption = {
  readonly id: Engagement['id'];
  readonly title: string;
  readonly badge: string;
  readonly price: string;
  readonly unit: string;
  /** The /get-started guide shows the engagement durations (as on /pricing). */
  readonly duration: string;
  readonly chooseIf: string;
  readonly summary: string;
};

export const getStartedStartingPoints = {
  heading: {
    title: 'Choose Your Starting Point',
    subtitle: 'Not sure yet? That is what the strategy session is for. Here is how most clients decide.',
  },
  options: [
    {
      id: auditEngagement.id,
      title: auditEngagement.title,
      badge: auditEngagement.pricingBadge,
      price: auditEngagement.price.shortLabel,
      unit: auditEngagement.price.shortUnit,
      duration: auditEngagement.engagementDuration,
      chooseIf: 'You know something is broken but not exactly what, or you need a plan before committing budget.',
      summary: auditEngagement.tagline,
    },
    {
      id: orchestrationEngagement.id,
      title: orchestrationEngagement.title,
      badge: orchestrationEngagement.pricingBadge,
      price: orchestrationEngagement.price.shortLabel,
      unit: orchestrationEngagement.price.shortUnit,
      duration: orchestrationEngagement.engagementDuration,
      chooseIf: 'You are ready to replace manual prospecting with a complete system and want meetings within months.',
      summary: orchestrationEngagement.tagline,
    },
    {
      id: fractionalEngagement.id,
      title: fractionalEngagement.title,
      badge: fractionalEngagement.pricingBadge,
      price: fractionalEngagement.price.shortLabel,
      unit: fractionalEngagement.price.shortUnit,
      duration: fractionalEngagement.engagementDuration,
      chooseIf: 'You want a senior team to run and evolve your GTM system without hiring or managing one.',
      summary: fractionalEngagement.tagline,
    },
  ],
  servicesLink: { kind: 'link', label: 'Compare All Services', to: '/services' },
} as const satisfies { heading: SectionHeading; options: readonly StartingPointOption[]; servicesLink: Cta };

export const getStartedForm = {
  heading: {
    title: 'Prefer to Write?',
    subtitle: 'Tell us about your team and your biggest GTM challenges. We reply to every message.',
  },
  form: contactFormCopy,
} as const;
