import { z } from 'zod';
import type { Attribution } from '../../contracts/attribution.ts';

export const leadKinds = ['contact', 'newsletter', 'chat'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** One delivery channel. 'skipped' means the channel does not apply (newsletter email, Airtable not configured). */
const stepSchema = z.object({
  status: z.enum(['pending', 'done', 'skipped']),
  at: z.string().optional(),
  /** SES message id or Airtable record id, for tracing a lead to where it landed. */
  ref: z.string().optional(),
  lastError: z.string().optional(),
});
export type DeliveryStep = z.infer<typeof stepSchema>;

// Stored leads were validated when accepted; reading them back checks only their shape, so a later change of the
// form's rules never strands records already in the outbox.
const storedContactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  email: z.string(),
  website: z.string(),
  monthlyRevenue: z.string().optional(),
  message: z.string().optional(),
});
const storedNewsletterSchema = z.object({ email: z.string() });
// `verified`: the capture checked this assistant turn's signature (functions/contact/chat-turn-check.ts); absent on
// records from before the check, which read as unverified.
const storedChatEntrySchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string(), verified: z.boolean().optional() });
const storedChatSchema = z.object({ email: z.string(), transcript: z.array(storedChatEntrySchema) });

// Stored attribution was cleaned when accepted (contracts/attribution.ts); read back by shape only.
const storedTouchSchema = z.object({
  landingPage: z.string().optional(),
  referrerHost: z.string().optional(),
  source: z.string().optional(),
  medium: z.string().optional(),
  campaign: z.string().optional(),
  term: z.string().optional(),
  content: z.string().optional(),
});
const storedAttributionSchema = z.object({ first: storedTouchSchema.optional(), last: storedTouchSchema.optional(), sentFrom: z.string().optional() });

const common = {
  version: z.literal(1),
  id: z.string().min(1),
  receivedAt: z.iso.datetime(),
  /** Failed delivery attempts so far; the backoff grows with it. */
  attempts: z.number().int().min(0),
  /** Before this instant no sender touches the record: the backoff, or the lease of the sender working on it. */
  nextAttemptAt: z.iso.datetime(),
  steps: z.object({ email: stepSchema, airtable: stepSchema }),
  /** Where the visitor came from (issue 20); absent on records from before it, or when the browser sent none usable. */
  attribution: storedAttributionSchema.optional(),
};

/**
 * The durable record of an accepted lead, one S3 object per lead. Email and Airtable are tracked separately so a
 * retry never repeats a channel that already succeeded.
 */
export const leadRecordSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('contact'), lead: storedContactSchema }),
  z.object({ ...common, kind: z.literal('newsletter'), lead: storedNewsletterSchema }),
  z.object({ ...common, kind: z.literal('chat'), lead: storedChatSchema }),
]);
export type LeadRecord = z.infer<typeof leadRecordSchema>;
export type ContactLeadRecord = Extract<LeadRecord, { kind: 'contact' }>;

export type ChatLeadRecord = Extract<LeadRecord, { kind: 'chat' }>;

export type NewLead =
  | Pick<ContactLeadRecord, 'kind' | 'lead'>
  | Pick<Extract<LeadRecord, { kind: 'newsletter' }>, 'kind' | 'lead'>
  | Pick<ChatLeadRecord, 'kind' | 'lead'>;

export function newLeadRecord(id: string, input: NewLead, now: Date, leaseSeconds: number, attribution?: Attribution): LeadRecord {
  const base = {
    version: 1 as const,
    id,
    receivedAt: now.toISOString(),
    attempts: 0,
    nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
    ...(attribution ? { attribution } : {}),
  };
  switch (input.kind) {
    case 'contact':
      return { ...base, kind: 'contact', lead: input.lead, steps: { email: { status: 'pending' }, airtable: { status: 'pending' } } };
    case 'chat':
      return { ...base, kind: 'chat', lead: input.lead, steps: { email: { status: 'pending' }, airtable: { status: 'pending' } } };
    case 'newsletter':
      return { ...base, kind: 'newsletter', lead: input.lead, steps: { email: { status: 'skipped' }, airtable: { status: 'pending' } } };
  }
}

export interface RetryPolicy {
  baseSeconds: number;
  maxSeconds: number;
  deadLetterAfterSeconds: number;
  /** How long a sender owns a record it is working on before another may take it over. */
  leaseSeconds: number;
}

/** Exponential backoff: base, 2x base, 4x base ... capped. */
export function backoffSeconds(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.max(0, attempts - 1));
}
