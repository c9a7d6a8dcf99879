import { auditEngagement, fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import type { FaqEntry, PlanCard } from './types.ts';

/**
 * The /pricing plan cards. Prices, durations and badges come from engagements.ts, so /pricing, /services and the
 * chat assistant cannot drift apart. Every plan button goes to /contact (spec section 2).
 */
export const plans = [
  {
    title: auditEngagement.title,
    subtitle: auditEngagement.tagline,
    popular: auditEngagement.popular,
    badge: auditEngagement.pricingBadge,
    price: auditEngagement.price.shortLabel,
    unit: auditEngagement.price.shortUnit,
    timeframe: auditEngagement.engagementDuration,
    meetings: 'A roadmap to 8-12 strategic meetings a month',
    mainBenefit: 'Know exactly what to fix, in what order, and what each fix returns',
    features: [
      'Stakeholder interviews and time study',
      'Tech stack, integration and CRM data audit',
      'Funnel conversion analysis',
      'ICP validated against your closed-won deals',
      'Target GTM architecture blueprint',
      'Prioritized 90-day roadmap',
      'Executive readout with your leadership team',
    ],
    cta: { kind: 'link', label: 'Start With an Audit', to: '/contact' },
  },
  {
    title: orchestrationEngagement.title,
    subtitle: orchestrationEngagement.tagline,
    popular: orchestrationEngagement.popular,
    badge: orchestrationEngagement.pricingBadge,
    price: orchestrationEngagement.price.shortLabel,
    unit: orchestrationEngagement.price.shortUnit,
    timeframe: orchestrationEngagement.engagementDuration,
    meetings: '8-12 strategic meetings a month',
    mainBenefit: 'A complete GTM system built, launched and handed over to your team',
    features: [
      'Everything in GTM Audit & Architecture',
      'Prospect intelligence with 100+ data points per prospect',
      'Automated list building and contact verification',
      'Personalized multi-channel sequences',
      'CRM integration and automated data hygiene',
      'Meeting orchestration with pre-call briefs',
      'Performance dashboards and attribution',
      'First campaigns live within 30 days',
    ],
    cta: { kind: 'link', label: 'Build My System', to: '/contact' },
  },
  {
    title: fractionalEngagement.title,
    subtitle: fractionalEngagement.tagline,
    popular: fractionalEngagement.popular,
    badge: fractionalEngagement.pricingBadge,
    price: fractionalEngagement.price.shortLabel,
    unit: fractionalEngagement.price.shortUnit,
    timeframe: fractionalEngagement.engagementDuration,
    meetings: '8-12 strategic meetings a month, every month',
    mainBenefit: 'A senior GTM team that runs and evolves your system while you lead',
    features: [
      'Dedicated GTM strategist, engineer and campaign operator',
      'Day-to-day running of prospecting and outreach',
      'Continuous testing of targeting, messaging and timing',
      'Monthly performance review and quarterly roadmap',
      'System health monitoring and maintenance',
      'Priority support by email and shared Slack channel',
    ],
    cta: { kind: 'link', label: 'Talk to Our Team', to: '/contact' },
  },
] as const satisfies readonly PlanCard[];

export const allPlansInclude = [
  'Initial strategy session of 2-3 hours at kickoff, after signing',
  'Weekly check-in of about 30 minutes',
  'Pay only for meetings that match your criteria',
  'No long-term contracts',
  'A dedicated RevRebel strategist',
  'Transparent reporting on hours saved, meetings and pipeline',
  'You own every system, playbook and data set we build',
] as const;

/** The four-question /pricing FAQ; also the chat assistant's source for commercial terms. */
export const pricingFaq = [
  {
    question: 'Are there long-term contracts?',
    answer:
      'No. There are no long-term contracts. The GTM Audit & Architecture is a one-time fee, Funnel Orchestration is a fixed-price project, and the Fractional GTM Team runs month to month.',
  },
  {
    question: 'Can we change plans later?',
    answer:
      "Yes. Many clients start with the audit and move on to Funnel Orchestration or the Fractional GTM Team. We ask for 30 days' notice for significant plan changes, so we can adjust your team and campaigns without disrupting results.",
  },
  {
    question: 'How much of our time will this take?',
    answer:
      'Very little. After you sign, we begin with an initial strategy session of 2-3 hours (the kickoff, not the free 30-minute call) to map your goals, ideal customers and qualification criteria. After that, a weekly check-in of about 30 minutes keeps everyone aligned.',
  },
  {
    question: "What if a meeting doesn't match our criteria?",
    answer:
      'You pay only for meetings that match your criteria. We agree the qualification criteria with you in the initial strategy session; a meeting that misses them does not count toward your delivery and is replaced at no extra cost.',
  },
] as const satisfies readonly FaqEntry[];
