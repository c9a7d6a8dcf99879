import { leadFields } from '../../contracts/lead-import.ts';
import { withinBudget } from '../shared/airtable/budget-from-settings.ts';
import { inertText } from '../shared/airtable/inert-text.ts';
import { AirtableRequestError, airtableLeadsTable, type AirtableLeads, type FoundRow } from '../shared/airtable/leads-table.ts';
import { airtablePacing, createPacer, type Pacer } from '../shared/airtable/pacer.ts';
import { activityField, appendedActivity, webLeadRow, type WebLeadRow } from './web-lead-row.ts';

/** What one web lead asks of the Leads table (the name delivery-pass.ts knows it by). */
export type AirtableLeadFields = WebLeadRow;
export const airtableLeadFields = webLeadRow;

export interface AirtableTarget {
  apiKey: string;
  baseId: string;
  table: string;
  endpointUrl?: string | undefined;
}

/** Why a sync failed; `rateLimited` (429) pauses Airtable for the whole sweep, not just these rows. */
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
 * Records up to 10 web leads (docs/decisions.md, "web leads append, staff decide"): one request finds the rows already
 * there for their addresses, one creates the missing rows, one appends an entry to the Activity of the others. Staff
 * fields are never sent for an existing row. Every entry names its lead, so a retried batch (an answer lost, the
 * outbox save after it failed) skips what the first attempt wrote. `timeoutMs` bounds the whole batch.
 */
export type UpsertAirtableLeads = (rows: readonly AirtableLeadFields[], timeoutMs: number) => Promise<void>;

/** An Airtable formula text literal. */
const literal = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** One OR() over the batch's addresses, as stored (formula-inert) or as typed, whatever their case and spacing. */
export function contactFormula(keys: readonly string[]): string {
  const values = [...new Set(keys.flatMap((key) => [key, inertText(key)]))];
  return `OR(${values.map((value) => `LOWER(TRIM({${leadFields.contact}}))=${literal(value)}`).join(',')})`;
}

const keyOf = (row: FoundRow) => {
  const contact = String(row.fields[leadFields.contact] ?? '').trim().toLowerCase();
  return contact.startsWith("'") && inertText(contact.slice(1)) === contact ? contact.slice(1) : contact;
};

/** The writes one batch needs, from the rows already there (the oldest row wins when an address is in several). */
export function planWrites(rows: readonly WebLeadRow[], found: readonly FoundRow[]) {
  const existing = new Map<string, FoundRow>();
  for (const row of [...found].sort((a, b) => a.createdTime.localeCompare(b.createdTime))) if (!existing.has(keyOf(row))) existing.set(keyOf(row), row);
  const groups = new Map<string, WebLeadRow[]>();
  for (const row of rows) groups.set(row['Contact Information'], [...(groups.get(row['Contact Information']) ?? []), row]);
  const creates: Record<string, string>[] = [];
  const updates: { id: string; fields: Record<string, string> }[] = [];
  for (const [key, group] of groups) {
    const there = existing.get(key);
    const activity = String(there?.fields[activityField] ?? '');
    const entries = group.filter((row) => !activity.includes(`lead ${row.leadId}`)).map((row) => row.entry);
    if (entries.length === 0) continue;
    if (there) updates.push({ id: there.id, fields: { [activityField]: appendedActivity(activity, entries) } });
    else creates.push({ ...(group[0] as WebLeadRow).create, [activityField]: appendedActivity('', entries) });
  }
  return { creates, updates };
}

/** Bounds one request: airtable.js stops its timer once headers arrive, so a body that never ends is cut here. */
async function bounded<T>(request: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AirtableSyncError(0, `Airtable did not answer within ${ms} ms`)), ms + 250);
  });
  try {
    return await Promise.race([late, request()]);
  } finally {
    clearTimeout(timer);
  }
}

async function findExisting(table: AirtableLeads, keys: readonly string[], send: <T>(request: () => Promise<T>) => Promise<T>): Promise<FoundRow[]> {
  const found: FoundRow[] = [];
  let offset: string | undefined;
  do {
    const page = await send(() => table.findPage(contactFormula(keys), [leadFields.contact, activityField], offset));
    found.push(...page.rows);
    offset = page.offset;
  } while (offset);
  return found;
}

/**
 * The batch sync through the one Airtable adapter (functions/shared/airtable), each request inside the base's budget
 * shared with the lead import when one is given, so a burst of leads never costs a running import a 429; without
 * one, a pacer of its own keeps its up to three requests a batch under Airtable's 5 per second.
 */
export function airtableLeadUpserter(target: AirtableTarget, sharedBudget?: Pacer): UpsertAirtableLeads {
  const budget = sharedBudget ?? createPacer(airtablePacing);
  const connection = { apiKey: target.apiKey, baseId: target.baseId, table: target.table, ...(target.endpointUrl ? { endpointUrl: target.endpointUrl } : {}) };
  return async (rows, timeoutMs) => {
    if (rows.length === 0) return;
    if (rows.length > airtableBatchSize) throw new AirtableSyncError(0, `At most ${airtableBatchSize} rows per batch`);
    const endAt = Date.now() + timeoutMs;
    const requestTimeout = () => Math.max(1, Math.min(5_000, endAt - Date.now()));
    const table = airtableLeadsTable(connection, { requestTimeoutMs: Math.max(1, Math.min(5_000, timeoutMs)) });
    const send = <T>(request: () => Promise<T>): Promise<T> => {
      // The batch's time also covers waiting for budget slots: a request that would start after it is not sent.
      const once = () => (endAt - Date.now() < 100 ? Promise.reject(new AirtableSyncError(0, `No time left for the Airtable batch (${timeoutMs} ms)`)) : bounded(request, requestTimeout()));
      return withinBudget(budget, once, isRateLimited);
    };
    try {
      const found = await findExisting(table, rows.map((row) => row['Contact Information']), send);
      const { creates, updates } = planWrites(rows, found);
      if (creates.length > 0) await send(() => table.createMany(creates));
      if (updates.length > 0) await send(() => table.updateMany(updates));
    } catch (error) {
      throw asSyncError(error);
    }
  };
}
