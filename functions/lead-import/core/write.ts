import type { RowMessage } from '../../../contracts/lead-import.ts';
import { AirtableRequestError, type LeadsTable } from '../../shared/airtable/leads-table.ts';
import type { LeadFields } from '../../shared/airtable/leads-table.ts';
import type { Clock, Pacer } from '../../shared/airtable/pacer.ts';
import { ImportStoppedError, OutOfTimeError } from './errors.ts';

/** A validated row waiting to be written. */
export interface PendingLead {
  readonly row: number;
  readonly lead: LeadFields;
}

export interface WriteResult {
  created: number;
  updated: number;
  failures: RowMessage[];
}

export interface WriterOptions {
  readonly table: LeadsTable;
  readonly pacer: Pacer;
  readonly clock: Clock;
  /** Epoch ms; no request starts after it. */
  readonly deadline: number;
  /** Batches in flight at once; the pacer still holds the rate. Several, so Airtable's latency does not cut the rate. */
  readonly concurrency?: number;
  /** Retries of a batch that got no answer or a 5xx, with doubling waits. */
  readonly transientRetries?: { readonly attempts: number; readonly firstDelayMs: number };
}

/** Airtable's limit per create/update request. */
export const batchSize = 10;

function describeFatal(error: AirtableRequestError): string | undefined {
  if (error.status === 401) return 'Airtable did not accept the API token (AIRTABLE_API_KEY)';
  if (error.status === 403) return 'Airtable refused access to the base or table: check AIRTABLE_BASE_ID, AIRTABLE_TABLE and the token scopes';
  if (error.status === 404) return 'Airtable could not find the base or table (AIRTABLE_BASE_ID, AIRTABLE_TABLE)';
  // The table lacks a column we write: every row would fail the same way.
  if (error.type === 'UNKNOWN_FIELD_NAME') return `The Airtable table does not match the import: ${error.message.replace(/^Airtable \S+ \S+: /, '')}`;
  return undefined;
}

const isRateLimited = (error: AirtableRequestError) => error.status === 429;
const isRowProblem = (error: AirtableRequestError) => error.status === 422 || error.status === 413;
const reason = (error: AirtableRequestError) => error.message.replace(/^Airtable \S+ \S+: /, '');

/**
 * Writes validated rows in batches of 10, upserting on Contact Information, at the pacer's rate. A 429 pauses
 * every batch for the penalty and the batch is sent again. A refused batch is retried one record at a time, so
 * each failure names its own row (Airtable rejects the whole batch of 10 for one bad record).
 */
export async function writeLeads(pending: readonly PendingLead[], options: WriterOptions): Promise<WriteResult> {
  const { table, pacer, clock, deadline } = options;
  const retries = options.transientRetries ?? { attempts: 4, firstDelayMs: 1000 };
  const result: WriteResult = { created: 0, updated: 0, failures: [] };

  async function send(leads: readonly PendingLead[]): Promise<void> {
    for (let attempt = 0; ; ) {
      if (clock.now() + pacer.delay() > deadline) throw new OutOfTimeError();
      const release = await pacer.acquire();
      try {
        const done = await table.upsert(leads.map((item) => item.lead));
        release();
        result.created += done.created;
        result.updated += done.updated;
        return;
      } catch (error) {
        release();
        if (!(error instanceof AirtableRequestError)) throw error;
        const fatal = describeFatal(error);
        if (fatal) throw new ImportStoppedError(fatal);
        if (isRateLimited(error)) {
          pacer.penalize();
          continue;
        }
        if (isRowProblem(error)) {
          if (leads.length === 1) {
            result.failures.push({ row: (leads[0] as PendingLead).row, message: `Airtable refused the row: ${reason(error)}` });
            return;
          }
          for (const lead of leads) await send([lead]);
          return;
        }
        attempt += 1;
        if (attempt > retries.attempts) throw new ImportStoppedError(`Airtable did not answer after ${attempt} attempts: ${reason(error)}`);
        // A retry that could not start before the deadline is left to the next run.
        const backoffMs = retries.firstDelayMs * 2 ** (attempt - 1);
        if (clock.now() + backoffMs > deadline) throw new OutOfTimeError();
        await clock.sleep(backoffMs);
      }
    }
  }

  const batches: PendingLead[][] = [];
  for (let i = 0; i < pending.length; i += batchSize) batches.push(pending.slice(i, i + batchSize));
  let next = 0;
  let stop: unknown;
  const worker = async () => {
    while (stop === undefined && next < batches.length) {
      const batch = batches[next++] as PendingLead[];
      try {
        await send(batch);
      } catch (error) {
        stop ??= error;
      }
    }
  };
  // Every started request settles before we return, so nothing is still writing once the caller records the chunk.
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 5, batches.length) }, worker));
  if (stop !== undefined) throw stop;
  result.failures.sort((a, b) => a.row - b.row);
  return result;
}
