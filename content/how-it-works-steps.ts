import type { Step } from './types.ts';

/** The three steps, in their own module because the home page shows them too (it loads this, not the whole page's copy). */
export const howItWorksSteps = [
  {
    number: 1,
    title: 'Strategic Discovery',
    timeframe: 'Week 1',
    description:
      "We map your ideal customers, your current stack and where your team's hours really go, then agree on exactly what a qualified meeting means for you.",
    points: [
      'ICP and buyer persona workshop',
      'Tech stack and CRM data audit',
      'Qualification criteria you sign off on',
      'Success metrics and reporting cadence',
    ],
    icon: 'search',
  },
  {
    number: 2,
    title: 'GTM System Development',
    timeframe: 'Weeks 2-4',
    description:
      'We build the research, enrichment, outreach and booking workflows and wire them into your CRM and calendars, with human review of every message template.',
    points: [
      'Prospect intelligence and enrichment pipelines',
      'Personalized multi-channel sequences',
      'CRM integration and automated hygiene',
      'Sending-domain warm-up and deliverability set-up',
    ],
    icon: 'settings',
  },
  {
    number: 3,
    title: 'Qualified Revenue Delivery',
    timeframe: 'Ongoing',
    description:
      'Campaigns go live, qualified meetings land on your calendar with a brief attached, and the system gets sharper every week.',
    points: [
      '8-12 strategic meetings a month',
      'A pre-call brief for every meeting',
      'A weekly check-in of about 30 minutes',
      'Continuous tuning of targeting, timing and messaging',
    ],
    icon: 'rocket',
  },
] as const satisfies readonly Step[];
