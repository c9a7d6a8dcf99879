import type { Engagement, EngagementId } from '../../content/engagements.ts';

/**
 * The assistant's knowledge: passages written as complete sentences, generated from `content/` so that the LLM's
 * system prompt and the offline assistant quote the very facts the pages show. Only connecting words live here;
 * every figure, name and address comes from content.
 */
export type PassageTopic =
  | 'price'
  | 'duration'
  | 'includes'
  | 'engagement'
  | 'booking'
  | 'contact'
  | 'location'
  | 'company'
  | 'results'
  | 'process'
  | 'technology'
  | 'terms';

export interface KnowledgePassage {
  readonly id: string;
  readonly topic: PassageTopic;
  /** Set when the passage is about one engagement. */
  readonly engagement?: EngagementId;
  readonly title: string;
  /** Shown to visitors (offline) and given to the model (system prompt). */
  readonly text: string;
  /** Words visitors use for this topic; searched, never shown. */
  readonly keywords: string;
}

/** Visitors' words for each topic (vocabulary, not facts). */
export const topicKeywords: Record<PassageTopic, string> = {
  price: 'price pricing cost how much fee pay charge expensive budget invest investment rate dollars usd money afford quote spend',
  duration: 'how long duration timeline time take length weeks months fast quickly when finish',
  includes: 'include included what do i get deliverables scope contain covers features inside part of',
  engagement: 'what is explain describe overview ideal for fit right for who best option choose difference compare comparison versus vs between',
  booking: 'book booking schedule call meeting appointment strategy session calendar demo consultation talk set up slot',
  contact: 'contact reach get in touch email address phone call number speak talk human person someone sales team linkedin form message',
  location: 'where located location based headquarters hq office address city visit country remote',
  company: 'who are you company about revrebel team background mission values people clients customers industries work with',
  results: 'results numbers stats roi outcomes meetings pipeline improvement expect guarantee metrics save savings cheaper cheap less compared versus hiring',
  process: 'process how does it work steps phases methodology approach start kickoff onboarding week',
  technology: 'technology tools stack support supported integrate integration crm salesforce hubspot software platform ai automation data',
  terms: 'contract long-term cancel commitment notice change plans switch upgrade terms obligation refund',
};

/** Extra names visitors use for each engagement (vocabulary, not facts). */
export const engagementAliases: Record<EngagementId, string> = {
  'gtm-audit-architecture': 'audit assessment diagnosis diagnostic architecture review',
  'funnel-orchestration': 'funnel orchestration build implementation flagship',
  'fractional-gtm-team': 'fractional retainer embedded outsourced',
};

/** 'a; b; and c', each item without its closing full stop. */
export function list(items: readonly string[]): string {
  const bare = items.map((item) => item.replace(/\.$/, ''));
  if (bare.length <= 1) return bare.join('');
  return `${bare.slice(0, -1).join('; ')}; and ${bare.at(-1)}`;
}

/** Lower-cases a leading capital unless it starts an acronym ('CRM', 'ICP'). */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function priceText(e: Engagement): string {
  const { label, shortLabel, unit } = e.price;
  return shortLabel === label ? `${label} ${unit}` : `${shortLabel} (${label}) ${unit}`;
}

export function durationText(e: Engagement): string {
  if (e.coreDuration === e.engagementDuration) return `${e.title} is ${e.coreDuration}. ${e.durationNote}`;
  return `${e.title} takes ${e.coreDuration} of core work, ${e.engagementDuration} from kickoff to handoff. ${e.durationNote}`;
}

