import { bookingConfig } from '../../../content/booking.ts';
import { claims } from '../../../content/claims.ts';
import { company } from '../../../content/company.ts';
import { auditEngagement, fractionalEngagement, orchestrationEngagement } from '../../../content/engagements.ts';
import { methodologyPhases } from '../../../content/methodology.ts';
import { allPlansInclude } from '../../../content/plans.ts';

/**
 * Questions visitors ask, each with the facts a correct answer must state. The facts are read from content/, so
 * the set keeps testing the right figures when the content changes. `previous` holds earlier questions of the
 * same conversation; `redirect` marks questions the site cannot answer, which must get the booking/contact
 * redirect instead of a guess.
 */
export interface EvalQuestion {
  readonly question: string;
  readonly previous?: readonly string[];
  /** Every string must appear in the answer (case-insensitive). */
  readonly facts: readonly string[];
  readonly redirect?: boolean;
}

const audit = auditEngagement;
const orchestration = orchestrationEngagement;
const fractional = fractionalEngagement;
const phase = (title: string) => methodologyPhases.phases.find((p) => p.title === title)?.timeframe ?? title;

export const evalQuestions: readonly EvalQuestion[] = [
  // Prices
  { question: 'How much does the audit cost?', facts: [audit.price.shortLabel, audit.price.unit] },
  { question: "What's the price of the GTM Audit & Architecture?", facts: [audit.price.label] },
  { question: 'How much is Funnel Orchestration?', facts: [orchestration.price.label] },
  { question: 'What does the fractional team cost per month?', facts: [fractional.price.label, fractional.price.unit] },
  { question: 'What are your prices?', facts: [audit.price.shortLabel, orchestration.price.label, fractional.price.label] },
  { question: 'Is the funnel orchestration price fixed?', facts: [orchestration.price.label, orchestration.price.unit] },
  { question: 'pricing?', facts: [audit.price.shortLabel, orchestration.price.label] },
  // Durations
  { question: 'How long does the GTM audit take?', facts: [audit.coreDuration, audit.engagementDuration] },
  { question: 'How long is the Funnel Orchestration engagement?', facts: [orchestration.coreDuration, orchestration.engagementDuration] },
  { question: 'How long does the fractional GTM team engagement last?', facts: [fractional.engagementDuration] },
  { question: 'Tell me about the audit', facts: [audit.title, audit.pricingBadge] },
  { question: 'and how long does it take?', previous: ['How much is funnel orchestration?'], facts: [orchestration.coreDuration, orchestration.engagementDuration] },
  { question: 'How quickly can we launch?', facts: [claims.launch.context.match(/\d+ days/)?.[0] ?? '30 days'] },
  // What is included
  { question: 'What is included in the audit?', facts: ['Stakeholder interviews', '90-day roadmap'] },
  { question: "What's included in Funnel Orchestration?", facts: ['Everything in GTM Audit & Architecture', '100+ data points per prospect'] },
  { question: 'What do I get with the Fractional GTM Team?', facts: ['GTM strategist', 'campaign operator'] },
  { question: 'What do all plans include?', facts: [allPlansInclude[0] ?? '', 'No long-term contracts'] },
  { question: 'Which engagement is most popular?', facts: [orchestration.title, orchestration.pricingBadge] },
  { question: 'What services do you offer?', facts: [audit.title, orchestration.title, fractional.title] },
  // Terms
  { question: 'Do I have to sign a long-term contract?', facts: ['no long-term contracts'] },
  { question: 'Can we change plans later?', facts: ["30 days' notice"] },
  { question: 'How much of our time will this take?', facts: ['2-3 hours', '30 minutes'] },
  // Booking
  { question: 'How do I book a strategy session?', facts: [bookingConfig.eventName, `${bookingConfig.durationMinutes}-minute`] },
  { question: 'Can I schedule a call with someone?', facts: [`${bookingConfig.durationMinutes}-minute`] },
  { question: 'Is the strategy session free?', facts: ['free', `${bookingConfig.durationMinutes}`] },
  // Location and contact
  { question: 'Where are you located?', facts: [company.headquarters] },
  { question: "What's your office address?", facts: [company.address.full] },
  { question: 'How can I contact you?', facts: [company.email, '/contact'] },
  { question: 'What is your email address?', facts: [company.email] },
  { question: 'Can I call your sales team by phone?', facts: ['Phone Support Temporarily Unavailable'] },
  // Company, results, process, technology
  { question: 'What does RevRebel do?', facts: ['prospect research', 'CRM hygiene'] },
  { question: 'How many meetings can we expect per month?', facts: [claims.strategicMeetings.value] },
  { question: 'Do you integrate with Salesforce or HubSpot?', facts: ['Salesforce', 'HubSpot'] },
  { question: 'Do we have to replace our current tools?', facts: ['Rarely'] },
  { question: 'What are the phases of your methodology?', facts: ['Discovery', phase('Discovery'), 'Build', phase('Build')] },
  { question: 'How much cheaper is this than hiring SDRs?', facts: [claims.costReduction.value] },
  // Out of scope: redirect, never a guess
  { question: "What's the weather in Paris tomorrow?", facts: ['/contact'], redirect: true },
  { question: 'Can you write me a poem about cats?', facts: ['/contact'], redirect: true },
  { question: 'Do you offer discounts for nonprofits?', facts: ['/contact'], redirect: true },
];
