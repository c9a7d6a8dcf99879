import type { Claim, StatItem } from './types.ts';

/**
 * Every marketing figure the site states (spec sections 1 and 9), each with the context it is meant in, so pages
 * and the chat assistant quote the same numbers the same way.
 *
 * Two cost figures coexist on purpose: the landing stat card compares against a fully loaded in-house BDR team
 * (40-60%), while `costReduction` compares against the cost of SDR salaries and tooling alone (30-40%).
 */
export const claims = {
  timeReclaimed: {
    value: '70%',
    label: 'Time reclaimed',
    context: 'Share of the hours your team spent on research, list building and data entry that the system takes over.',
  },
  manualResearch: {
    value: '0',
    label: 'Manual research',
    context: 'Prospect research is done by the system; your sellers open a brief, not a browser tab.',
  },
  pipelineVelocity: {
    value: '3x',
    label: 'Pipeline velocity',
    context: 'Speed from first touch to qualified opportunity compared with manual prospecting.',
  },
  cleanData: {
    value: '100%',
    label: 'Clean data',
    context: 'Every record that enters your CRM is verified, de-duplicated and enriched before anyone relies on it.',
  },
  strategicMeetings: {
    value: '8-12',
    label: 'Strategic meetings per month',
    context: 'Qualified meetings with decision-makers who match the criteria you approve.',
  },
  launch: {
    value: '30-day',
    label: 'Launch',
    context: 'First campaigns go live within 30 days of kickoff.',
  },
  conversion: {
    value: '60%',
    label: 'Higher conversion',
    context: 'Meeting-to-opportunity conversion compared with meetings booked from generic, unresearched outreach.',
  },
  costReduction: {
    value: '30-40%',
    label: 'Cost reduction versus internal SDRs',
    context: 'Compared with the salaries, tools and ramp time of building an internal SDR team.',
  },
  leadershipHours: {
    value: '15+',
    label: 'Hours of leadership time reclaimed weekly',
    context: 'Time founders and sales leaders stop spending on hiring, coaching and supervising outbound.',
  },
  dataPoints: {
    value: '100+',
    label: 'Data points per prospect',
    context: 'Firmographic, technographic, hiring, funding and engagement signals gathered before the first touch.',
  },
  productivityLoss: {
    value: '65%',
    label: 'Productivity loss',
    context: "The share of a seller's week lost to non-selling work such as research, list building and data entry.",
  },
  messageRelevance: {
    value: '85%',
    label: 'Message relevance',
    context: 'Share of messages that cite a real, current reason for this prospect to talk now, checked in quality review.',
  },
  responseRates: {
    value: '40%',
    label: 'Higher response rates',
    context: 'Reply rates of signal-timed, personalized outreach compared with template sequences.',
  },
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;

/** Why two cost-reduction figures appear on the site; for the chat assistant and any page that shows both. */
export const costComparisonNote =
  'The 30-40% figure compares with the salaries, tools and ramp time of an internal SDR team; the 40-60% figure compares with a fully loaded in-house BDR team, including management time and turnover.';

/** The hero's three figures. */
export const heroClaims = [
  { value: claims.timeReclaimed.value, label: 'Time Reclaimed' },
  { value: claims.manualResearch.value, label: 'Manual Research' },
  { value: claims.pipelineVelocity.value, label: 'Pipeline Velocity' },
] as const satisfies readonly StatItem[];

/** The landing section that repeats 70%, 0 and 100% clean data. */
export const freedomClaims = [
  { value: claims.timeReclaimed.value, label: 'Time Reclaimed' },
  { value: claims.manualResearch.value, label: 'Manual Research' },
  { value: claims.cleanData.value, label: 'Clean Data' },
] as const satisfies readonly StatItem[];

/** 'GTM ENGINEERING RESULTS': exactly the five cards of spec section 9; `${value} ${label}` is the spec's line. */
export const landingStatCards = [
  { value: '10-15', label: 'hours reclaimed weekly', note: 'Per seller, from research, lists and data entry' },
  { value: '8-12', label: 'strategic meetings monthly' },
  { value: '30-40%', label: 'increase in sales pipeline' },
  { value: '40-60%', label: 'cost reduction vs. internal BDRs', note: 'Against a fully loaded BDR team, management and turnover included' },
  { value: 'ZERO', label: 'executive time lost to management' },
] as const satisfies readonly StatItem[];
