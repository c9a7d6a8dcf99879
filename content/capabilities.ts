import type { LandingCardItem } from './types.ts';

/** 'WHAT GETS ORCHESTRATED': the twelve capability cards, titles exactly as the spec lists them (section 2). */
export const capabilities = [
  {
    title: 'Prospect Research',
    description:
      'Every account and contact is researched before the first touch: company news, hiring, funding, tech stack and the problems your product solves for them.',
    details: '100+ data points per prospect, compiled into a one-page brief your sellers can read in two minutes.',
    icon: 'search',
  },
  {
    title: 'ICP & Buyer Persona Development',
    description:
      'We rebuild your ideal customer profile from closed-won data, not gut feel, and map the personas who sign, champion and block deals.',
    details: 'Scored ICP tiers, persona pain maps and disqualifiers your whole team works from.',
    icon: 'target',
  },
  {
    title: 'Lead Scoring & Data Enrichment',
    description:
      'Leads are enriched from multiple providers and scored on fit and intent, so the best accounts rise to the top automatically.',
    details: 'Fit and intent scores recalculated daily and written straight to your CRM.',
    icon: 'chart-bar',
  },
  {
    title: 'List Building & Contact Verification',
    description:
      'Targeted lists built from your ICP, with every email and phone number verified before it reaches a sequence.',
    details: 'Waterfall verification keeps bounce rates low and protects your sending domains.',
    icon: 'database',
  },
  {
    title: 'Content Creation & Personalization',
    description:
      "Messaging written around each prospect's real situation, drafted with AI and held to your voice by human editors.",
    details: '85% message relevance, with every new template reviewed by a person before it is sent.',
    icon: 'sparkles',
  },
  {
    title: 'System Integration & Data Flow',
    description:
      'Your CRM, engagement platform, enrichment sources and calendars connected into one flow instead of five disconnected tools.',
    details: 'Field mapping, sync rules and error alerts so data moves once and lands in the right place.',
    icon: 'plug',
  },
  {
    title: 'Performance Analytics & Attribution',
    description:
      'Dashboards that connect every touch, sequence and channel to meetings, pipeline and revenue.',
    details: 'Weekly reporting on reply rates, meetings, pipeline created and cost per opportunity.',
    icon: 'trending-up',
  },
  {
    title: 'Meeting Orchestration & Follow-up',
    description:
      'Interested replies become booked meetings fast, with reminders, pre-call briefs and follow-up handled for you.',
    details: "8-12 strategic meetings a month, each with a brief in the owner's inbox before the call.",
    icon: 'calendar',
  },
  {
    title: 'CRM Hygiene & Pipeline Management',
    description:
      'Duplicates merged, stale records refreshed and activities logged automatically, so your pipeline reflects reality.',
    details: '100% clean data entering the CRM, with no manual data entry for your sellers.',
    icon: 'refresh',
  },
  {
    title: 'Quality Assurance & Compliance',
    description:
      'Guardrails that protect your brand and your deliverability: sending limits, opt-out handling and consent-aware targeting.',
    details: 'Human review of messaging plus automated checks for CAN-SPAM and GDPR requirements.',
    icon: 'shield-check',
  },
  {
    title: 'Multi-Channel Campaign Coordination',
    description:
      'Email, LinkedIn and calling tasks sequenced around buying signals, so prospects hear from you in the right place at the right time.',
    details: '40% higher response rates than single-channel template sequences.',
    icon: 'message',
  },
  {
    title: 'Workflow Automation & System Health',
    description:
      'The routine steps between tools are automated and monitored, so nothing silently breaks and nobody babysits a workflow.',
    details: 'Health checks and alerts on every integration, with fixes handled by our engineers.',
    icon: 'settings',
  },
] as const satisfies readonly LandingCardItem[];
