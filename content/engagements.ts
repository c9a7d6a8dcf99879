import type { IconName } from './icon-name.ts';
import { auditFacts, fractionalFacts, orchestrationFacts } from './engagement-facts.ts';

/**
 * The three paid engagements: the single source for prices, durations and badges (spec section 9).
 *
 * The spec shows two durations per engagement and they disagree. We keep both, exactly, and give each a meaning:
 * `coreDuration` (shown on /services and the landing page) is the hands-on delivery time; `engagementDuration`
 * (shown on /pricing and in the /get-started guide) is kickoff to handoff, including access set-up, interviews
 * and review. `durationNote` says this in words, for the chat assistant.
 */
export type Engagement = {
  readonly id: 'gtm-audit-architecture' | 'funnel-orchestration' | 'fractional-gtm-team';
  readonly title: string;
  readonly tagline: string;
  readonly description: string;
  readonly icon: IconName;
  readonly price: {
    readonly usd: number;
    readonly billing: 'one-time' | 'fixed' | 'monthly';
    /** Shown on /services and the landing page, with `unit`. */
    readonly label: string;
    readonly unit: string;
    /** Shown on /pricing and in the /get-started guide, with `shortUnit`. */
    readonly shortLabel: string;
    readonly shortUnit: string;
    /** One phrase for prose and the chat assistant. */
    readonly summary: string;
  };
  /** Shown on /services and the landing page. */
  readonly coreDuration: string;
  /** Shown on /pricing and in the /get-started guide. */
  readonly engagementDuration: string;
  readonly durationNote: string;
  readonly commitment: string;
  /** Landing-page badge. */
  readonly landingBadge?: string;
  /** /pricing badge. */
  readonly pricingBadge: string;
  /** Highlighted as the most popular plan on /pricing. */
  readonly popular: boolean;
  /** The landing page's "ideal for" line. */
  readonly fitLine: string;
  readonly idealFor: readonly string[];
  readonly includes: readonly string[];
  readonly outcome: string;
};

export const auditEngagement = {
  ...auditFacts,
  description:
    'A forensic review of your go-to-market stack, data and workflows that ends in a target architecture and a prioritized 90-day roadmap. We interview the people doing the work, trace leads from first touch to closed-won, and show which hours are being burned on work a system should do.',
  durationNote:
    'Two weeks of hands-on audit work inside a 4-6 week engagement from kickoff to the final readout, which leaves time for tool access, stakeholder interviews and reviewing the roadmap with your leadership.',
  commitment: 'One-time fixed fee. No retainer and no obligation to continue with us.',
  pricingBadge: 'START HERE',
  popular: false,
  idealFor: [
    'Teams that know their GTM is leaking but not where',
    'Companies about to hire SDRs or buy yet another tool',
    'Leaders who need a board-ready plan before committing budget',
  ],
  includes: [
    'Stakeholder interviews across sales, marketing, RevOps and leadership',
    'Tech stack and integration audit of your CRM, engagement, enrichment and analytics tools',
    'CRM data-quality assessment: duplicates, decay, missing fields and ownership gaps',
    'Funnel conversion analysis from first touch to closed-won',
    'ICP and buyer persona validation against your closed-won deals',
    "Time study of where your team's hours actually go",
    'Target GTM architecture blueprint',
    'Prioritized 90-day roadmap with effort and impact for every item',
    'Executive readout session with your leadership team',
  ],
  outcome:
    'A clear picture of your current state and a plan you can execute with us, with another partner or in-house.',
} as const satisfies Engagement;

export const orchestrationEngagement = {
  ...orchestrationFacts,
  description:
    'We design, build and launch the whole system: prospect intelligence, enrichment, personalized multi-channel outreach, meeting booking and CRM hygiene, wired into the tools you already use. First campaigns go live within 30 days, and by the end of the build your team is taking 8-12 strategic meetings a month without doing the research, list building or data entry.',
  durationNote:
    'A 12-week build inside a 3-4 month engagement that also covers discovery, launch and the handoff to your team. First campaigns go live within 30 days, long before the build is finished.',
  commitment: 'Fixed-price project with a defined scope. No long-term contract.',
  pricingBadge: 'MOST POPULAR',
  popular: true,
  idealFor: [
    'Companies ready to replace manual prospecting with a system',
    'Teams scaling past founder-led sales',
    'Revenue leaders who want 8-12 strategic meetings a month without hiring an SDR team',
  ],
  includes: [
    'Everything in GTM Audit & Architecture',
    'ICP and persona engineering with lead-scoring models',
    'Prospect intelligence engine with 100+ data points per prospect',
    'Automated list building and contact verification',
    'Personalized multi-channel sequences across email, LinkedIn and calling tasks',
    'CRM integration, field mapping and automated data hygiene',
    'Meeting orchestration: booking, reminders, pre-call briefs and follow-up',
    'Brand-protection guardrails with human review of every new message template',
    'Performance dashboards with source-to-revenue attribution',
    'Team enablement sessions and a documented handoff',
    'First campaigns live within 30 days',
  ],
  outcome:
    'A working GTM system that delivers 8-12 strategic meetings a month and gives your team back the hours they spent on research and data entry.',
} as const satisfies Engagement;

export const fractionalEngagement = {
  ...fractionalFacts,
  description:
    'An embedded team of a GTM strategist, a GTM engineer and a campaign operator that runs, measures and keeps improving your system month after month. You get senior talent for less than building the team internally, and nobody on your side has to manage it.',
  durationNote: 'Ongoing and billed monthly, for as long as it keeps paying for itself.',
  commitment: "Month to month with no long-term contract; significant plan changes need 30 days' notice.",
  pricingBadge: 'ENTERPRISE',
  popular: false,
  idealFor: [
    'Teams that want results without building an internal GTM operations function',
    'Companies whose market, product or ICP keeps moving',
    'Leaders who want zero executive time lost to managing outbound',
  ],
  includes: [
    'A dedicated GTM strategist, GTM engineer and campaign operator',
    'Day-to-day running of prospecting, outreach and meeting orchestration',
    'Continuous testing of targeting, messaging and timing',
    'A weekly check-in of about 30 minutes',
    'A monthly performance review and a quarterly roadmap',
    'System health monitoring and integration maintenance',
    'Experiments with new channels and segments',
    'CRM hygiene and data enrichment that run on their own',
    'Priority support by email and a shared Slack channel',
  ],
  outcome:
    'A GTM system that keeps getting better while your leaders spend zero time managing it.',
} as const satisfies Engagement;

/** In display order: entry point, flagship, ongoing. */
export const engagements = [auditEngagement, orchestrationEngagement, fractionalEngagement] as const;

export type EngagementId = (typeof engagements)[number]['id'];
