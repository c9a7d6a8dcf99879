import { withinBudget } from '../shared/airtable/budget-from-settings.ts';
import { AirtableRequestError, airtableLeadsTable } from '../shared/airtable/leads-table.ts';
import type { Pacer } from '../shared/airtable/pacer.ts';
import type { LeadRecord } from './lead-record.ts';

export interface AirtableLeadFields {
  'Lead Name': string;
  'Contact Information': string;
  Company?: string;
  Status: 'New';
  'Lead Source': 'Website contact form' | 'Newsletter' | 'Website chat';
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
  if (record.kind === 'chat') {
    const transcript = record.lead.transcript.map((e) => `${e.role === 'user' ? 'Visitor' : 'Assistant'}: ${e.content}`).join('\n\n');
    return { 'Lead Name': record.lead.email, 'Contact Information': record.lead.email, Status: 'New', 'Lead Source': 'Website chat', Notes: `Chat transcript:\n${transcript}` };
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

function asSyncError(error: unknown): AirtableSyncError {
  if (error instanceof AirtableSyncError) return error;
  if (error instanceof AirtableRequestError) return new AirtableSyncError(error.status, error.message);
  return new AirtableSyncError(0, error instanceof Error ? error.message : String(error));
}

const isRateLimited = (error: unknown) => error instanceof AirtableRequestError && error.status === 429;

/** At most 10 rows per request (Airtable's limit). */
export const airtableBatchSize = 10;

/**
 * Upserts up to 10 rows merged on 'Contact Information': a retried batch (the answer lost, the outbox save after it
 * failed) updates the rows it created the first time instead of creating them twice. Resolves when Airtable
 * accepted the batch; `timeoutMs` bounds the one request (airtable.js takes no AbortSignal).
 */
export type UpsertAirtableLeads = (rows: readonly AirtableLeadFields[], timeoutMs: number) => Promise<void>;

/**
 * The batch upsert through the one Airtable adapter (functions/shared/airtable), inside the base's request budget
 * shared with the lead import when one is given, so a burst of leads never costs a running import a 429.
 */
export function airtableLeadUpserter(target: AirtableTarget, budget?: Pacer): UpsertAirtableLeads {
  const connection = { apiKey: target.apiKey, baseId: target.baseId, table: target.table, ...(target.endpointUrl ? { endpointUrl: target.endpointUrl } : {}) };
  return async (rows, timeoutMs) => {
    if (rows.length === 0) return;
    if (rows.length > airtableBatchSize) throw new AirtableSyncError(0, `At most ${airtableBatchSize} rows per upsert`);
    const requestTimeout = Math.max(1, Math.min(5_000, timeoutMs));
    const table = airtableLeadsTable(connection, { requestTimeoutMs: requestTimeout });
    const send = async () => {
      let timer: NodeJS.Timeout | undefined;
      // airtable.js stops its timer once headers arrive; a body that never ends is bounded here.
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AirtableSyncError(0, `Airtable did not answer within ${requestTimeout} ms`)), requestTimeout + 250);
      });
      try {
        await Promise.race([late, table.upsert(rows.map((fields) => ({ ...fields })))]);
      } finally {
        clearTimeout(timer);
      }
    };
    try {
      await (budget ? withinBudget(budget, send, isRateLimited) : send());
    } catch (error) {
      throw asSyncError(error);
    }
  };
}
