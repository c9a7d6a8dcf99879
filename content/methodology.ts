import type { CtaBlock, FeatureCard, Hero, SectionHeading, Step } from './types.ts';

export const methodologyHero = {
  badge: 'METHODOLOGY',
  title: 'The RevRebel Method',
  titleAccent: 'Human-First GTM Engineering',
  subtitle:
    'A repeatable way to take the repetitive work off your people: four principles we never compromise on and four phases that take you from discovery to a system that keeps improving.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'link', label: 'Explore Services', to: '/services' },
  ],
} as const satisfies Hero;

export const methodologyPrinciples = {
  heading: { title: 'Our Principles', subtitle: 'The rules every system we build has to follow.' },
  principles: [
    {
      title: 'Human-First Design',
      description:
        'We start from what your people are brilliant at and design the system to protect that time. Automation serves the team, never the other way round.',
      icon: 'users',
    },
    {
      title: 'Systems Thinking',
      description:
        'Tools, data, workflows and people are one system. We fix the connections between them, not just the part that hurts most today.',
      icon: 'route',
    },
    {
      title: 'Team Enablement',
      description:
        'Every system ships with documentation, training and clear ownership, so your team understands it, trusts it and can run it without us.',
      icon: 'sparkles',
    },
    {
      title: 'Continuous Evolution',
      description:
        'Markets, products and buyers change. We measure everything and keep tuning, so the system gets better after launch instead of decaying.',
      icon: 'refresh',
    },
  ],
} as const satisfies { heading: SectionHeading; principles: readonly FeatureCard[] };

/** The implementation phases; the week ranges are the spec's (section 2). */
export const methodologyPhases = {
  heading: { title: 'Implementation Phases', subtitle: 'From first conversation to a self-improving system.' },
  phases: [
    {
      number: 1,
      title: 'Discovery',
      timeframe: 'Weeks 1-2',
      description:
        'We interview your team, audit your stack and data, and measure where time and pipeline are lost today.',
      points: ['Stakeholder interviews', 'Stack, CRM and data audit', 'Baseline metrics'],
      icon: 'search',
    },
    {
      number: 2,
      title: 'Design',
      timeframe: 'Weeks 3-4',
      description:
        'We design the target architecture, agree qualification criteria with you and plan which workflows to automate first.',
      points: ['Target architecture', 'ICP and qualification criteria', 'Automation priorities'],
      icon: 'brain',
    },
    {
      number: 3,
      title: 'Build',
      timeframe: 'Weeks 5-12',
      description:
        'We engineer and launch the workflows, integrations and campaigns in stages, testing each one on live segments before scaling it.',
      points: ['Integrations and data flow', 'Personalized multi-channel campaigns', 'Dashboards and guardrails'],
      icon: 'settings',
    },
    {
      number: 4,
      title: 'Evolve',
      timeframe: 'Ongoing',
      description:
        'We review results weekly, run experiments and refine targeting, timing and messaging as your business changes.',
      points: ['Weekly 30-minute check-ins', 'Continuous A/B testing', 'Quarterly roadmap'],
      icon: 'trending-up',
    },
  ],
} as const satisfies { heading: SectionHeading; phases: readonly Step[] };

export type MetricGroup = {
  readonly title: string;
  readonly description: string;
  readonly icon: FeatureCard['icon'];
  readonly metrics: readonly string[];
};

export const methodologyMetrics = {
  heading: { title: 'How We Measure Success', subtitle: 'Three groups of metrics, reviewed with you every week.' },
  groups: [
    {
      title: 'Team Performance',
      description: 'Is your team spending its time on the work that matters?',
      icon: 'users',
      metrics: [
        'Hours reclaimed per person each week',
        'Share of time spent selling versus on admin',
        'Meetings held per account executive',
        'Leadership hours spent managing outbound',
      ],
    },
    {
      title: 'System Efficiency',
      description: 'Is the system doing its job reliably?',
      icon: 'settings',
      metrics: [
        'CRM data accuracy and completeness',
        'Email deliverability and bounce rate',
        'Workflow uptime and error rate',
        'Message relevance and reply rate',
      ],
    },
    {
      title: 'Business Results',
      description: 'Is it turning into revenue?',
      icon: 'trending-up',
      metrics: [
        'Strategic meetings per month',
        'Pipeline created and pipeline velocity',
        'Meeting-to-opportunity conversion',
        'Cost per opportunity versus internal SDRs',
      ],
    },
  ],
} as const satisfies { heading: SectionHeading; groups: readonly MetricGroup[] };

export const methodologyCta = {
  title: 'Put the Method to Work',
  description: 'Start with a 30-minute strategy session and leave with a clear view of your Discovery phase.',
  actions: [
    { kind: 'booking', label: 'Book Strategy Session' },
    { kind: 'link', label: 'Get Started', to: '/get-started' },
  ],
} as const satisfies CtaBlock;
