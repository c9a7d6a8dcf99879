import type { Deadline } from '../shared/deadline.ts';
import type { UpsertAirtableLeads } from './airtable-leads.ts';
import { chatLeadEmail } from './chat-lead-email.ts';
import { leadEmail } from './lead-email.ts';
import { backoffSeconds, type LeadRecord, type RetryPolicy } from './lead-record.ts';
import type { LeadStore } from './lead-store.ts';
import type { SendLeadEmail } from './ses-lead-mailer.ts';

export interface LeadLog {
  info(message: string, extra: Record<string, unknown>): void;
  warn(message: string, extra: Record<string, unknown>): void;
  error(message: string, extra: Record<string, unknown>): void;
}

/**
 * The Airtable side of lead delivery. `upsert` is undefined when Airtable is not configured at all (no base id, no
 * token setting); `resolve` reads the token (a secret) and answers undefined when it is empty: the step is skipped.
 */
export interface AirtableSync {
  resolve(deadline: Deadline): Promise<UpsertAirtableLeads | undefined>;
  /** Pause between two requests of one sweep, so the sweep alone stays under Airtable's 5 requests/s per base. */
  spacingMs: number;
  /** How long the sweep leaves Airtable alone after a 429 (Airtable asks for 30 s). */
  penaltySeconds: number;
}

export interface DeliveryPorts {
  store: LeadStore;
  sendEmail: SendLeadEmail;
  /** Undefined when Airtable is not configured: the Airtable step is then skipped. */
  airtable: AirtableSync | undefined;
  policy: RetryPolicy;
  now: () => Date;
  log: LeadLog;
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'dead-letter';

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Sends the email of a record the caller owns, if still pending, and saves the success at once so no later attempt
 * repeats it. A failure is recorded on the step (`lastError`) and logged with `deliveryFailed: true`.
 */
export async function sendPendingEmail(record: LeadRecord, ports: DeliveryPorts, deadline: Deadline): Promise<LeadRecord> {
  if (record.kind === 'newsletter' || record.steps.email.status !== 'pending') return record;
  try {
    const ref = await ports.sendEmail(record.kind === 'chat' ? chatLeadEmail(record) : leadEmail(record), deadline.signal());
    const done: LeadRecord = { ...record, steps: { ...record.steps, email: { status: 'done', at: ports.now().toISOString(), ref } } };
    await ports.store.save(done);
    return done;
  } catch (error) {
    ports.log.warn('Lead email attempt failed', { deliveryFailed: true, channel: 'email', id: record.id, kind: record.kind, error: errorText(error) });
    return { ...record, steps: { ...record.steps, email: { ...record.steps.email, lastError: errorText(error) } } };
  }
}

/** Marks the Airtable step skipped (not configured) or done (upserted, `ref` = the contact value it merged on). */
export function withAirtable(record: LeadRecord, status: 'done' | 'skipped', at: Date): LeadRecord {
  const step = status === 'done' ? { status, at: at.toISOString(), ref: record.lead.email } : { status };
  return { ...record, steps: { ...record.steps, airtable: step } } as LeadRecord;
}

export function withAirtableError(record: LeadRecord, error: string): LeadRecord {
  return { ...record, steps: { ...record.steps, airtable: { ...record.steps.airtable, lastError: error } } } as LeadRecord;
}

/**
 * Ends one attempt at a record the caller owns: delivered when nothing is pending; dead-lettered (with the
 * `deadLetter: true` alarm log) past the policy's age; else saved to wait. An email failure backs off per lead;
 * a record that only waits for Airtable is due again after `airtableWaitSeconds` (the sweep's own pause).
 */
export async function settleLead(record: LeadRecord, ports: DeliveryPorts, airtableWaitSeconds: number): Promise<DeliveryOutcome> {
  const pending = Object.entries(record.steps).filter(([, step]) => step.status === 'pending');
  if (pending.length === 0) {
    await ports.store.finish(record, 'delivered');
    ports.log.info('Lead delivered', { id: record.id, kind: record.kind, attempts: record.attempts + 1 });
    return 'delivered';
  }
  const now = ports.now();
  const emailFailed = record.steps.email.status === 'pending' && record.steps.email.lastError !== undefined;
  const attempts = record.attempts + 1;
  const failures = Object.fromEntries(pending.map(([name, step]) => [name, step.lastError]));
  if ((now.getTime() - Date.parse(record.receivedAt)) / 1000 >= ports.policy.deadLetterAfterSeconds) {
    await ports.store.finish({ ...record, attempts }, 'dead-letter');
    ports.log.error('Lead delivery dead-lettered', { deadLetter: true, id: record.id, kind: record.kind, attempts, failures });
    return 'dead-letter';
  }
  const waitSeconds = emailFailed ? backoffSeconds(attempts, ports.policy) : airtableWaitSeconds;
  const nextAttemptAt = new Date(now.getTime() + waitSeconds * 1000).toISOString();
  await ports.store.save({ ...record, attempts: emailFailed ? attempts : record.attempts, nextAttemptAt });
  return 'retry';
}

/**
 * The capture function's own, bounded first attempt: the email only. Airtable rows are left to the sweep, which
 * sends them in batches at Airtable's pace (a burst of submissions would otherwise race for its 5 requests/s).
 */
export async function firstDeliveryAttempt(record: LeadRecord, ports: DeliveryPorts, deadline: Deadline): Promise<DeliveryOutcome> {
  let current = await sendPendingEmail(record, ports, deadline);
  if (current.steps.airtable.status === 'pending' && !ports.airtable) current = withAirtable(current, 'skipped', ports.now());
  return settleLead(current, ports, 0);
}
