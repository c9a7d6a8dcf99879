import { claims } from './claims.ts';
import type { orchestrationFlow } from './orchestration-flow.ts';

type Stage = (typeof orchestrationFlow.stages)[number];

/** The line under each stage in the orchestration diagram (frontend/scripts/illustrations). */
export const orchestrationStageDetails = {
  'Buying Signals': 'Hiring, funding, tech changes',
  'Prospect Research': '100+ data points each',
  'Fit & Timing Scoring': 'Against your closed-won deals',
  'Personalized Outreach': 'Human-reviewed, multi-channel',
  'Strategic Meetings': `${claims.strategicMeetings.value} a month, briefed`,
  'Clean CRM': 'Every touch logged',
} as const satisfies Record<Stage, string>;
