import type { Deadline } from '../shared/deadline.ts';
import { airtableBatchSize, airtableLeadFields, type AirtableLeadFields, type UpsertAirtableLeads } from './airtable-leads.ts';
import { errorText, sendPendingEmail, settleLead, withAirtable, withAirtableError, type DeliveryPorts } from './deliver-lead.ts';
import { leadKinds, type LeadKind, type LeadRecord } from './lead-record.ts';

export interface DeliveryPassResult {
  delivered: number;
  retried: number;
  deadLettered: number;
  /** Waiting for their backoff, or owned by another sender. */
  waiting: number;
  /** Age of the oldest lead still in the outboxes that could be listed (0 when empty): the `OldestPendingLeadAgeSeconds` metric. */
  oldestPendingSeconds: number;
  /** False when an outbox could not be listed (logged `outboxUnreadable`, which pages); the others were still worked. */
  complete: boolean;
  /** The lead kinds whose outbox could not be listed this pass. */
  unreadable: LeadKind[];
  /** Sweep errors logged (`outboxUnreadable: true` or `sweepError: true`, each counted by a metric filter that pages). */
  errors: number;
}

// Records worked on at once (S3 reads, claims, emails); Airtable goes one request at a time.
const concurrency = 8;
// Left at the end of the pass to save what was claimed: 5 s, or a quarter of a short pass.
const settleReserveCapMs = 5_000;

async function forEachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Batches of up to 10 rows with distinct contact values (two rows merging on one value in one request fail it). */
function batches(records: readonly LeadRecord[]): LeadRecord[][] {
  const out: LeadRecord[][] = [];
  let rest = [...records];
  while (rest.length > 0) {
    const batch: LeadRecord[] = [];
    const seen = new Set<string>();
    const later: LeadRecord[] = [];
    for (const record of rest) {
      const contact = airtableLeadFields(record)['Contact Information'];
      if (batch.length < airtableBatchSize && !seen.has(contact)) {
        seen.add(contact);
        batch.push(record);
      } else later.push(record);
    }
    out.push(batch);
    rest = later;
  }
  return out;
}

interface AirtableRun {
  records: LeadRecord[];
  /** How long the records left unsynced wait: the sweep's pause after a failure, not a per-lead backoff. */
  waitSeconds: number;
}

/** Sends the pending rows in paced batches; the first failure stops Airtable for the rest of this pass. */
async function syncAirtable(records: LeadRecord[], ports: DeliveryPorts, deadline: Deadline, settleReserveMs: number): Promise<AirtableRun> {
  const sync = ports.airtable;
  const due = records.filter((record) => record.steps.airtable.status === 'pending');
  if (due.length === 0) return { records, waitSeconds: 0 };
  const now = ports.now();
  if (!sync) return { records: records.map((r) => (r.steps.airtable.status === 'pending' ? withAirtable(r, 'skipped', now) : r)), waitSeconds: 0 };
  const updated = new Map<string, LeadRecord>();
  let waitSeconds = ports.policy.baseSeconds;
  let upsert: UpsertAirtableLeads | undefined;
  try {
    upsert = await sync.resolve(deadline);
    if (!upsert) return { records: records.map((r) => (r.steps.airtable.status === 'pending' ? withAirtable(r, 'skipped', now) : r)), waitSeconds: 0 };
    for (const [index, batch] of batches(due).entries()) {
      if (deadline.remaining() < sync.spacingMs + settleReserveMs + 1_000) break;
      if (index > 0) await deadline.sleep(sync.spacingMs);
      const rows: AirtableLeadFields[] = batch.map(airtableLeadFields);
      await upsert(rows, deadline.remaining() - settleReserveMs);
      for (const record of batch) updated.set(record.id, withAirtable(record, 'done', ports.now()));
    }
  } catch (error) {
    const rateLimited = (error as { rateLimited?: boolean }).rateLimited === true;
    if (rateLimited) waitSeconds = Math.max(waitSeconds, sync.penaltySeconds);
    const unsent = due.filter((record) => !updated.has(record.id));
    ports.log.warn('Airtable lead sync failed', { deliveryFailed: true, channel: 'airtable', leads: unsent.length, rateLimited, error: errorText(error) });
    for (const record of unsent) updated.set(record.id, withAirtableError(record, errorText(error)));
  }
  return { records: records.map((record) => updated.get(record.id) ?? record), waitSeconds };
}

/**
 * The retrying sender's run: every outbox record whose time has come is claimed (a lease written with the
 * record's ETag, so two overlapping runs never both send), its email retried, and the Airtable rows of all of them
 * sent together in batches of 10, paced. Bounded by `deadline`; what it cannot reach waits for the next run.
 */
export async function runDeliveryPass(ports: DeliveryPorts, deadline: Deadline): Promise<DeliveryPassResult> {
  const settleReserveMs = Math.min(settleReserveCapMs, deadline.remaining() / 4);
  const result: DeliveryPassResult = { delivered: 0, retried: 0, deadLettered: 0, waiting: 0, oldestPendingSeconds: 0, complete: true, unreadable: [], errors: 0 };
  // Every sweep error is logged with an alarmed field (an unreadable outbox, or `sweepError` for a record that could not
  // be worked or saved): a metric filter counts it and an alarm pages within two minutes (infra/lib/function-wiring.ts).
  const sweepError = (message: string, fields: Record<string, unknown>) => {
    result.errors += 1;
    ports.log.error(message, { sweepError: true, ...fields });
  };
  const started = ports.now().getTime();
  let oldestWaiting = Number.POSITIVE_INFINITY;
  const claimed: LeadRecord[] = [];
  for (const kind of leadKinds) {
    if (deadline.remaining() < settleReserveMs * 2) break;
    let ids: string[];
    try {
      ids = await ports.store.listOutbox(kind);
    } catch (error) {
      // One prefix failing (a missing grant, a throttle) must not stop the others nor the age metric of what was read.
      result.errors += 1;
      ports.log.error('Lead outbox unreadable', { outboxUnreadable: true, kind, error: errorText(error) });
      result.complete = false;
      result.unreadable.push(kind);
      continue;
    }
    await forEachLimited(ids, concurrency, async (id) => {
      if (deadline.remaining() < settleReserveMs * 2) return;
      try {
        const stored = await ports.store.read(kind, id);
        if (!stored) return;
        if (!stored.ok) {
          await ports.store.quarantine(kind, id);
          ports.log.error('Lead delivery dead-lettered', { deadLetter: true, id, kind, reason: stored.reason });
          result.deadLettered += 1;
          return;
        }
        const now = ports.now();
        const received = Date.parse(stored.record.receivedAt);
        if (Date.parse(stored.record.nextAttemptAt) > now.getTime()) {
          result.waiting += 1;
          oldestWaiting = Math.min(oldestWaiting, received);
          return;
        }
        const lease = { ...stored.record, nextAttemptAt: new Date(now.getTime() + ports.policy.leaseSeconds * 1000).toISOString() };
        if ((await ports.store.save(lease, stored.etag)) === 'conflict') {
          result.waiting += 1;
          oldestWaiting = Math.min(oldestWaiting, received);
          return;
        }
        // The email may use the time up to the reserve, never the reserve: the claimed record must still be saved.
        claimed.push(await sendPendingEmail(lease, ports, deadline.within(Math.max(0, deadline.remaining() - settleReserveMs))));
      } catch (error) {
        // S3 trouble with one record must not stop the others; the record stays in the outbox for the next run.
        sweepError('Lead delivery pass could not process a record', { id, kind, error: errorText(error) });
      }
    });
  }
  const airtable = await syncAirtable(claimed, ports, deadline, settleReserveMs);
  let oldestLeft = Number.POSITIVE_INFINITY;
  await forEachLimited(airtable.records, concurrency, async (record) => {
    try {
      const outcome = await settleLead(record, ports, airtable.waitSeconds);
      if (outcome === 'delivered') result.delivered += 1;
      else if (outcome === 'dead-letter') result.deadLettered += 1;
      else {
        result.retried += 1;
        oldestLeft = Math.min(oldestLeft, Date.parse(record.receivedAt));
      }
    } catch (error) {
      oldestLeft = Math.min(oldestLeft, Date.parse(record.receivedAt));
      sweepError('Lead delivery pass could not save a record', { id: record.id, kind: record.kind, error: errorText(error) });
    }
  });
  // The oldest of what is still waiting: records not due yet, and those this pass could not finish.
  const oldestAll = Math.min(oldestWaiting, oldestLeft);
  result.oldestPendingSeconds = Number.isFinite(oldestAll) ? Math.max(0, Math.round((started - oldestAll) / 1000)) : 0;
  return result;
}
