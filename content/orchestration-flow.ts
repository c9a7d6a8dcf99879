/**
 * What RevRebel builds, as one flow: the home page's diagram is drawn from these stages (and their
 * accessible name lists them). Kept apart from the pages' copy so the home page loads only this; each stage's
 * one-line detail, drawn in the diagram only, is in orchestration-flow-details.ts.
 */
export const orchestrationFlow = {
  title: 'The Orchestration Flow',
  stages: ['Buying Signals', 'Prospect Research', 'Fit & Timing Scoring', 'Personalized Outreach', 'Strategic Meetings', 'Clean CRM'],
} as const;
