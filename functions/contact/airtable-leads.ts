import Airtable from 'airtable';
import type { LeadRecord } from './lead-record.ts';

export interface AirtableLeadFields {
  'Lead Name': string;
  'Contact Information': string;
  Company?: string;
  Status: 'New';
  'Lead Source': 'Website contact form' | 'Newsletter';
  Notes?: string;
}

export interface AirtableTarget {
  apiKey: string;
  baseId: string;
  table: string;
  endpointUrl?: string | undefined;
}

/** The 'Leads' row for an accepted lead. */
export function airtableLeadFields(record: LeadRecord): AirtableLeadFields {
  if (record.kind === 'newsletter') {
    return { 'Lead Name': record.lead.email, 'Contact Information': record.lead.email, Status: 'New', 'Lead Source': 'Newsletter' };
  }
  const { lead } = record;
  const notes = [
    lead.message?.trim() ? `Message:\n${lead.message.trim()}` : undefined,
    `Website: ${lead.website}`,
    lead.monthlyRevenue ? `Monthly revenue: ${lead.monthlyRevenue}` : undefined,
  ].filter(Boolean);
  return {
    'Lead Name': `${lead.firstName} ${lead.lastName}`,
    'Contact Information': lead.email,
    Company: lead.company,
    Status: 'New',
    'Lead Source': 'Website contact form',
    Notes: notes.join('\n\n'),
  };
}

/** Why an upsert failed; `rateLimited` (429) pauses Airtable for the whole sweep, not just these rows. */
export class AirtableSyncError extends Error {
  readonly status: number;
  readonly rateLimited: boolean;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AirtableSyncError';
    this.status = status;
    this.rateLimited = status === 429;
  }
}

// airtable.js rejects with an AirtableError that is not an Error: keep its status and message readable in logs.
function asError(error: unknown): AirtableSyncError {
  if (error instanceof AirtableSyncError) return error;
  if (error instanceof Error) return new AirtableSyncError(0, error.message);
  const { statusCode, error: type, message } = (error ?? {}) as { statusCode?: number; error?: string; message?: string };
  return new AirtableSyncError(statusCode ?? 0, `Airtable ${statusCode ?? '?'} ${type ?? 'error'}: ${message ?? String(error)}`);
}

/** At most 10 rows per request (Airtable's limit). */
export const airtableBatchSize = 10;

/**
 * Upserts up to 10 rows merged on 'Contact Information': a retried batch (the answer lost, the outbox save after it
 * failed) updates the rows it created the first time instead of creating them twice. Resolves when Airtable
 * accepted the batch; `timeoutMs` bounds the one request (airtable.js takes no AbortSignal).
 */
export type UpsertAirtableLeads = (rows: readonly AirtableLeadFields[], timeoutMs: number) => Promise<void>;

/**
 * The batch upsert through the real client. airtable.js's own 429 retry is off: it retries sooner than Airtable's
 * 30 s and forever; the sweep pauses itself instead. Upserts go through `base.makeRequest` because the typed
 * `update(records, { performUpsert })` is refused by airtable.js's types.
 */
export function airtableLeadUpserter(target: AirtableTarget): UpsertAirtableLeads {
  return async (rows, timeoutMs) => {
    if (rows.length === 0) return;
    if (rows.length > airtableBatchSize) throw new AirtableSyncError(0, `At most ${airtableBatchSize} rows per upsert`);
    const requestTimeout = Math.max(1, Math.min(5_000, timeoutMs));
    const base = new Airtable({ apiKey: target.apiKey, endpointUrl: target.endpointUrl, requestTimeout, noRetryIfRateLimited: true }).base(target.baseId);
    let timer: NodeJS.Timeout | undefined;
    // airtable.js stops its timer once headers arrive; a body that never ends is bounded here.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AirtableSyncError(0, `Airtable did not answer within ${requestTimeout} ms`)), requestTimeout + 250);
    });
    try {
      await Promise.race([late, base.makeRequest({
        method: 'PATCH',
        path: `/${encodeURIComponent(target.table)}`,
        body: { performUpsert: { fieldsToMergeOn: ['Contact Information'] }, records: rows.map((fields) => ({ fields: { ...fields } })) },
      })]);
    } catch (error) {
      throw asError(error);
    } finally {
      clearTimeout(timer);
    }
  };
}
