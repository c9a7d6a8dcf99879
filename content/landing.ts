import { capabilities } from './capabilities.ts';
import { claims, freedomClaims, heroClaims, landingStatCards } from './claims.ts';
import { contactFormCopy } from './contact-form.ts';
import { auditFacts as auditEngagement, fractionalFacts as fractionalEngagement, orchestrationFacts as orchestrationEngagement } from './engagement-facts.ts';
import type { Engagement } from './engagements.ts';
import { howItWorksSteps } from './how-it-works-steps.ts';
import type { Cta, FaqEntry, FeatureCard, Hero, SectionHeading, StatItem } from './types.ts';

/** The home page, top to bottom. */

export const landingHero = {
  badge: 'GTM ENGINEERING FOR B2B TEAMS',
  title: 'BRILLIANT PEOPLE DO BRILLIANT WORK',
  titleAccent: 'We Handle Everything Else',
  subtitle:
    'Your best people were hired to build relationships and close deals, not to research prospects, build lists and feed the CRM. We engineer the AI-powered systems that do that work, so they can do theirs.',
  actions: [
    { kind: 'link', label: 'Start Your GTM Transformation', to: '/get-started' },
    { kind: 'link', label: 'EXPLORE SERVICES', to: '/services' },
  ],
} as const satisfies Hero;

/** Smaller buttons under the hero's main pair. */
export const landingHeroSecondaryActions = [
  { kind: 'link', label: "LET'S TALK", to: '/contact' },
  { kind: 'booking', label: 'Book Strategy Session' },
] as const satisfies readonly Cta[];

export const landingHeroClaims = heroClaims;

export const landingProblem = {
  heading: {
    eyebrow: 'THE PROBLEM',
    title: 'YOUR BEST PEOPLE ARE DOING YOUR WORST WORK',
    subtitle: `${claims.productivityLoss.value} productivity loss: that is how much of a seller's week disappears into research, list building and data entry instead of selling.`,
  },
  cards: [
    {
      title: 'Research Rabbit Holes',
      description:
        'Account executives spend hours on company websites, LinkedIn and news searches before every call, then do it again for the next one.',
      icon: 'search',
    },
    {
      title: 'Spreadsheet Purgatory',
      description:
        'Lists are exported, cleaned, de-duplicated and re-imported by hand, and the CRM still fills up with stale, conflicting records.',
      icon: 'database',
    },
    {
      title: 'Tool Sprawl',
      description:
        'Five platforms that do not talk to each other, each with its own logins and licenses, and someone on your team holding it all together with copy and paste.',
      icon: 'alert-triangle',
    },
  ],
} as const satisfies { heading: SectionHeading; cards: readonly FeatureCard[] };

export type LandingServiceCard = {
  readonly id: Engagement['id'];
  readonly title: string;
  readonly badge?: string;
  readonly price: string;
  readonly unit: string;
  readonly duration: string;
  readonly fitLine: string;
  readonly description: string;
  readonly highlights: readonly string[];
  readonly icon: Engagement['icon'];
  readonly cta: Cta;
};

export const landingServices = {
  heading: {
    title: 'THREE WAYS WE ENGINEER BETTER GTM',
    subtitle: 'Start with a diagnosis, build the full system, or hand us the keys. Every path ends with your people doing brilliant work.',
  },
  cards: [
    {
      id: auditEngagement.id,
      title: auditEngagement.title,
      price: auditEngagement.price.label,
      unit: auditEngagement.price.unit,
      duration: auditEngagement.coreDuration,
      fitLine: auditEngagement.fitLine,
      description: auditEngagement.tagline,
      highlights: [
        'Stack, data and workflow audit',
        'ICP validated against closed-won deals',
        'Target architecture blueprint',
        'Prioritized 90-day roadmap',
      ],
      icon: auditEngagement.icon,
      cta: { kind: 'link', label: 'Explore the GTM Audit', to: '/services' },
    },
    {
      id: orchestrationEngagement.id,
      title: orchestrationEngagement.title,
      badge: orchestrationEngagement.landingBadge,
      price: orchestrationEngagement.price.label,
      unit: orchestrationEngagement.price.unit,
      duration: orchestrationEngagement.coreDuration,
      fitLine: orchestrationEngagement.fitLine,
      description: orchestrationEngagement.tagline,
      highlights: [
        'Prospect intelligence with 100+ data points',
        'Personalized multi-channel outreach',
        'CRM integration and automated hygiene',
        '8-12 strategic meetings a month',
      ],
      icon: orchestrationEngagement.icon,
      cta: { kind: 'link', label: 'Explore Funnel Orchestration', to: '/services' },
    },
    {
      id: fractionalEngagement.id,
      title: fractionalEngagement.title,
      price: fractionalEngagement.price.label,
      unit: fractionalEngagement.price.unit,
      duration: fractionalEngagement.coreDuration,
      fitLine: fractionalEngagement.fitLine,
      description: fractionalEngagement.tagline,
      highlights: [
        'Dedicated strategist, engineer and operator',
        'Continuous testing and optimization',
        'Monthly reviews and a quarterly roadmap',
        'Zero executive time spent managing it',
      ],
      icon: fractionalEngagement.icon,
      cta: { kind: 'link', label: 'Explore the Fractional GTM Team', to: '/services' },
    },
  ],
} as const satisfies { heading: SectionHeading; cards: readonly LandingServiceCard[] };

export const landingCapabilities = {
  heading: {
    title: 'WHAT GETS ORCHESTRATED',
    subtitle: 'Twelve jobs your people should never have to do by hand again. We engineer, run and monitor every one of them.',
  },
  items: capabilities,
} as const;

export const landingResults = {
  heading: {
    title: 'GTM ENGINEERING RESULTS',
    subtitle: 'What changes when the busywork runs itself.',
  },
  stats: landingStatCards,
} as const satisfies { heading: SectionHeading; stats: readonly StatItem[] };

export const landingFreedom = {
  heading: {
    eyebrow: 'THE FREEDOM EQUATION',
    title: 'MORE SELLING. ZERO BUSYWORK.',
    subtitle:
      'When research, enrichment and data entry run on their own, your team gets its week back and your CRM finally tells the truth.',
  },
  stats: freedomClaims,
} as const satisfies { heading: SectionHeading; stats: readonly StatItem[] };

export const landingProcess = {
  heading: {
    title: 'LIVE IN 30 DAYS',
    subtitle: 'No six-month implementation. Discovery in week one, a working system by week four, qualified meetings after that.',
  },
  steps: howItWorksSteps.map(({ number, title, timeframe, description, icon }) => ({ number, title, timeframe, description, icon })),
  cta: { kind: 'link', label: 'See How It Works', to: '/how-it-works' },
} as const satisfies { heading: SectionHeading; steps: readonly unknown[]; cta: Cta };

export const landingFaq = {
  heading: { title: 'STRAIGHT ANSWERS' },
  items: [
    {
      question: 'What does RevRebel actually do?',
      answer:
        'We build and run the systems behind your go-to-market: prospect research, list building, data enrichment, personalized outreach, meeting booking and CRM hygiene. Your people get qualified meetings and clean data; we handle everything else.',
    },
    {
      question: 'Who is it for?',
      answer:
        'B2B technology companies, founders and sales and revenue teams who are tired of paying skilled people to do research and data entry.',
    },
    {
      question: 'How quickly will we see results?',
      answer:
        'First campaigns go live within 30 days of kickoff. Once the system is running, clients typically see 8-12 strategic meetings a month.',
    },
    {
      question: 'Do we have to replace our current tools?',
      answer:
        'Rarely. We connect the CRM, engagement, enrichment and calendar tools you already pay for, and only recommend a change when a tool is costing you more than it returns.',
    },
    {
      question: 'How do we get started?',
      answer:
        'Book a free 30-minute GTM Strategy Session or send us a message through the contact form. We will map your current GTM and recommend the right starting point.',
    },
  ],
} as const satisfies { heading: SectionHeading; items: readonly FaqEntry[] };

/** The closing contact section; its element id is the `#contact` anchor. */
export const landingContact = {
  sectionId: 'contact',
  advantage: {
    heading: {
      title: 'The advantage',
      subtitle: 'Thirty minutes with us gets you a clear plan and a path to a system that does the busywork for good.',
    },
    benefits: [
      {
        title: '30-Minute Strategy Call',
        description:
          'A focused conversation with a GTM engineer about where your team loses time and pipeline. No slide deck, no hard sell.',
        icon: 'clock',
      },
      {
        title: 'Your Custom Freedom Plan',
        description:
          'A strategy tailored to your market, stack and team that shows which work to automate first and what it will return.',
        icon: 'route',
      },
      {
        title: 'AI Orchestration System',
        description:
          'A system that automates research, enrichment, outreach and data entry, so your people can focus on strategy and relationships.',
        icon: 'robot',
      },
    ],
  },
  scheduleCard: {
    title: 'Schedule a Strategy Call',
    description: 'Pick a time that suits you for a free 30-minute GTM Strategy Session with a RevRebel strategist.',
    action: { kind: 'booking', label: 'BOOK NOW' },
    icon: 'calendar',
  },
  infoCards: [
    {
      title: 'Get Your Freedom Plan',
      description:
        'Within a week of your call you get a short written plan: the workflows to automate first and the hours each one gives back.',
      icon: 'target',
    },
    {
      title: 'Activate Your AI Orchestration System',
      description:
        'When you are ready, we build and launch the system in 30 days and run it so your team never goes back to manual prospecting.',
      icon: 'bolt',
    },
  ],
  form: contactFormCopy,
} as const satisfies {
  sectionId: string;
  advantage: { heading: SectionHeading; benefits: readonly FeatureCard[] };
  scheduleCard: { title: string; description: string; action: Cta; icon: FeatureCard['icon'] };
  infoCards: readonly FeatureCard[];
  form: typeof contactFormCopy;
};
