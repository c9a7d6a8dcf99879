import { airtableLeadFields, type CreateAirtableLead } from './airtable-leads.ts';
import { chatLeadEmail } from './chat-lead-email.ts';
import { leadEmail } from './lead-email.ts';
import { backoffSeconds, leadKinds, type DeliveryStep, type LeadRecord, type RetryPolicy } from './lead-record.ts';
import type { LeadStore } from './lead-store.ts';
import type { SendLeadEmail } from './ses-lead-mailer.ts';

export interface LeadLog {
  info(message: string, extra: Record<string, unknown>): void;
  warn(message: string, extra: Record<string, unknown>): void;
  error(message: string, extra: Record<string, unknown>): void;
}

export interface DeliveryPorts {
  store: LeadStore;
  sendEmail: SendLeadEmail;
  /** Undefined when Airtable is not configured: the Airtable step is then skipped. */
  createAirtableLead: CreateAirtableLead | undefined;
  policy: RetryPolicy;
  now: () => Date;
  log: LeadLog;
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'dead-letter';

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

async function attempt(step: DeliveryStep, now: () => Date, run: () => Promise<string>): Promise<DeliveryStep> {
  if (step.status !== 'pending') return step;
  try {
    return { status: 'done', at: now().toISOString(), ref: await run() };
  } catch (error) {
    return { ...step, lastError: message(error) };
  }
}

/**
 * One delivery attempt of a record the caller owns (fresh, or claimed from the outbox): sends what is still
 * pending, saving after each success so a later attempt never repeats it. Completed records move to `delivered`;
 * records failing past the policy's age move to `dead-letter` with an error log that raises the alarm.
 */
export async function deliverLead(initial: LeadRecord, ports: DeliveryPorts): Promise<DeliveryOutcome> {
  let record = initial;

  if (record.kind !== 'newsletter' && record.steps.email.status === 'pending') {
    const current = record;
    const email = await attempt(record.steps.email, ports.now, () => ports.sendEmail(current.kind === 'chat' ? chatLeadEmail(current) : leadEmail(current)));
    record = { ...record, steps: { ...record.steps, email } };
    if (email.status === 'done') await ports.store.save(record);
  }

  if (record.steps.airtable.status === 'pending') {
    const create = ports.createAirtableLead;
    const current = record;
    const airtable = create ? await attempt(record.steps.airtable, ports.now, () => create(airtableLeadFields(current))) : ({ status: 'skipped' } as const);
    record = { ...record, steps: { ...record.steps, airtable } } as LeadRecord;
  }

  const pending = Object.entries(record.steps).filter(([, step]) => step.status === 'pending');
  if (pending.length === 0) {
    await ports.store.finish(record, 'delivered');
    ports.log.info('Lead delivered', { id: record.id, kind: record.kind, attempts: record.attempts + 1 });
    return 'delivered';
  }

  const now = ports.now();
  const attempts = record.attempts + 1;
  const failures = Object.fromEntries(pending.map(([name, step]) => [name, step.lastError]));
  const ageSeconds = (now.getTime() - Date.parse(record.receivedAt)) / 1000;
  if (ageSeconds >= ports.policy.deadLetterAfterSeconds) {
    await ports.store.finish({ ...record, attempts }, 'dead-letter');
    ports.log.error('Lead delivery dead-lettered', { deadLetter: true, id: record.id, kind: record.kind, attempts, failures });
    return 'dead-letter';
  }
  const nextAttemptAt = new Date(now.getTime() + backoffSeconds(attempts, ports.policy) * 1000).toISOString();
  await ports.store.save({ ...record, attempts, nextAttemptAt });
  ports.log.warn('Lead delivery failed, will retry', { id: record.id, kind: record.kind, attempts, nextAttemptAt, failures });
  return 'retry';
}

export interface DeliveryPassResult {
  delivered: number;
  retried: number;
  deadLettered: number;
  /** Waiting for their backoff, or owned by another sender. */
  waiting: number;
}

/**
 * The retrying sender's run: every outbox record whose time has come is claimed (a lease written with the
 * record's ETag, so two overlapping runs never both send) and attempted once more.
 */
export async function runDeliveryPass(ports: DeliveryPorts): Promise<DeliveryPassResult> {
  const result: DeliveryPassResult = { delivered: 0, retried: 0, deadLettered: 0, waiting: 0 };
  for (const kind of leadKinds) {
    for (const id of await ports.store.listOutbox(kind)) {
      try {
        const stored = await ports.store.read(kind, id);
        if (!stored) continue;
        if (!stored.ok) {
          await ports.store.quarantine(kind, id);
          ports.log.error('Lead delivery dead-lettered', { deadLetter: true, id, kind, reason: stored.reason });
          result.deadLettered += 1;
          continue;
        }
        const now = ports.now();
        if (Date.parse(stored.record.nextAttemptAt) > now.getTime()) {
          result.waiting += 1;
          continue;
        }
        const claimed = { ...stored.record, nextAttemptAt: new Date(now.getTime() + ports.policy.leaseSeconds * 1000).toISOString() };
        if ((await ports.store.save(claimed, stored.etag)) === 'conflict') {
          result.waiting += 1;
          continue;
        }
        const outcome = await deliverLead(claimed, ports);
        if (outcome === 'delivered') result.delivered += 1;
        else if (outcome === 'retry') result.retried += 1;
        else result.deadLettered += 1;
      } catch (error) {
        // S3 trouble with one record must not stop the others; the record stays in the outbox for the next run.
        ports.log.warn('Lead delivery pass could not process a record', { id, kind, error: message(error) });
      }
    }
  }
  return result;
}
