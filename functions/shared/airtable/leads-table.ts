import Airtable from 'airtable';
import { airtableLeadRecordSchema, leadFields, type AirtableLeadPage, type LeadStatus } from '../../../contracts/lead-import.ts';

/** The fields one row writes; a field left out keeps what the record holds (an import never blanks a cell). */
export interface LeadFields {
  'Lead Name': string;
  'Contact Information': string;
  Status?: LeadStatus;
  Company?: string | null;
  'Lead Source'?: string | null;
  Notes?: string | null;
}


/** What an upsert did: how many rows made new records and how many updated existing ones. */
export interface UpsertResult {
  readonly created: number;
  readonly updated: number;
}

/** The calls the import and the records page make. */
export interface LeadsTable {
  /** Up to 10 leads, merged on Contact Information: no match creates, one match updates. */
  upsert(leads: readonly LeadFields[]): Promise<UpsertResult>;
  /** One page of up to 100 records; pass the answer's offset for the next. */
  listPage(offset?: string): Promise<AirtableLeadPage>;
}

/** A row as the lead sync reads it back: its id and the cells it asked for. */
export interface FoundRow {
  readonly id: string;
  readonly createdTime: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** The Leads table for every caller (import, records page, lead sync); the only code that knows airtable.js. */
export interface AirtableLeads extends LeadsTable {
  /** One new record; answers its record id. */
  create(fields: Readonly<Record<string, string>>): Promise<string>;
  /** Up to 10 new records in one request; answers their ids in order. */
  createMany(rows: readonly Readonly<Record<string, string>>[]): Promise<string[]>;
  /** Up to 10 records changed in one request (PATCH: only the cells sent change). */
  updateMany(rows: readonly { id: string; fields: Readonly<Record<string, string>> }[]): Promise<void>;
  /**
   * One page (up to 100) of the rows matching an Airtable formula, only the `fields` named; pass the answer's offset
   * for the next. POST listRecords, so a long formula never meets the URL length limit.
   */
  findPage(formula: string, fields: readonly string[], offset?: string): Promise<{ rows: FoundRow[]; offset?: string }>;
}

export interface AirtableConnection {
  readonly apiKey: string;
  readonly baseId: string;
  readonly table: string;
  /** The local stand-in; api.airtable.com when unset. */
  readonly endpointUrl?: string;
}

/** airtable.js rejects with an AirtableError that is not an Error (no stack, fails `instanceof Error`); this is one. */
export class AirtableRequestError extends Error {
  /** The HTTP status; 0 when no answer arrived (connection error, timeout). */
  readonly status: number;
  /** Airtable's error type, e.g. INVALID_VALUE_FOR_COLUMN, TOO_MANY_REQUESTS, CONNECTION_ERROR. */
  readonly type: string;

  constructor(status: number, type: string, message: string) {
    super(`Airtable ${status || 'connection'} ${type}: ${message}`);
    this.name = 'AirtableRequestError';
    this.status = status;
    this.type = type;
  }
}

/** airtable.js's rejection as an AirtableRequestError (an Error with status and type); Errors pass through. */
export function toAirtableRequestError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const { error: type, message, statusCode } = error as { error: unknown; message?: unknown; statusCode?: unknown };
    return new AirtableRequestError(typeof statusCode === 'number' ? statusCode : 0, String(type), String(message ?? ''));
  }
  return new Error(String(error));
}

const mergeOn = [leadFields.contact];
const textFields = new Set<string>(Object.values(leadFields));

/** A Leads field of another type (someone changed the table) is shown as text instead of failing the whole page. */
function withTextFields(record: unknown): unknown {
  if (typeof record !== 'object' || record === null || !('fields' in record)) return record;
  const fields = (record as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return record;
  const text = Object.entries(fields).map(([name, value]) => [name, textFields.has(name) && typeof value !== 'string' ? JSON.stringify(value) : value]);
  return { ...record, fields: Object.fromEntries(text) };
}
const pageSize = 100;

/**
 * The Leads table through airtable.js. Its own 429 retry is off (`noRetryIfRateLimited`): it retries sooner than
 * the 30 s Airtable asks for, and forever; the import paces requests itself (request-pacer.ts).
 * Upserts go through `base.makeRequest`, airtable.js's typed request call, because `table.update(records,
 * { performUpsert })` is refused by its types and drops the `createdRecords`/`updatedRecords` lists we report.
 */
export function airtableLeadsTable(connection: AirtableConnection, options: { requestTimeoutMs?: number } = {}): AirtableLeads {
  const airtable = new Airtable({
    apiKey: connection.apiKey,
    noRetryIfRateLimited: true,
    // A write that times out is sent again; upserts make that harmless.
    requestTimeout: options.requestTimeoutMs ?? 10_000,
    ...(connection.endpointUrl ? { endpointUrl: connection.endpointUrl } : {}),
  });
  const base = airtable.base(connection.baseId);
  const path = `/${encodeURIComponent(connection.table)}`;

  return {
    async create(fields) {
      try {
        const response = await base.makeRequest({ method: 'POST', path, body: { records: [{ fields }] } });
        const body = response.body as { records?: { id?: unknown }[] };
        return String(body.records?.[0]?.id ?? '');
      } catch (error) {
        throw toAirtableRequestError(error);
      }
    },
    async createMany(rows) {
      try {
        const response = await base.makeRequest({ method: 'POST', path, body: { records: rows.map((fields) => ({ fields })) } });
        return ((response.body as { records?: { id?: unknown }[] }).records ?? []).map((record) => String(record.id ?? ''));
      } catch (error) {
        throw toAirtableRequestError(error);
      }
    },
    async updateMany(rows) {
      try {
        await base.makeRequest({ method: 'PATCH', path, body: { records: rows.map(({ id, fields }) => ({ id, fields })) } });
      } catch (error) {
        throw toAirtableRequestError(error);
      }
    },
    async findPage(formula, fields, offset) {
      try {
        const body = { filterByFormula: formula, fields, pageSize, ...(offset ? { offset } : {}) };
        const response = await base.makeRequest({ method: 'POST', path: `${path}/listRecords`, body });
        const page = response.body as { records?: FoundRow[]; offset?: unknown };
        return typeof page.offset === 'string' ? { rows: page.records ?? [], offset: page.offset } : { rows: page.records ?? [] };
      } catch (error) {
        throw toAirtableRequestError(error);
      }
    },
    async upsert(leads) {
      try {
        const response = await base.makeRequest({
          method: 'PATCH',
          path,
          // Never `typecast`: a misspelt Status would silently become a new select option.
          body: { performUpsert: { fieldsToMergeOn: mergeOn }, records: leads.map((fields) => ({ fields })) },
        });
        const body = response.body as { createdRecords?: unknown[]; updatedRecords?: unknown[] };
        const created = body.createdRecords?.length ?? 0;
        return { created, updated: body.updatedRecords?.length ?? leads.length - created };
      } catch (error) {
        throw toAirtableRequestError(error);
      }
    },
    async listPage(offset) {
      try {
        const response = await base.makeRequest({ method: 'GET', path, qs: { pageSize, ...(offset ? { offset } : {}) } });
        const body = response.body as { records?: unknown[]; offset?: unknown };
        const records = (body.records ?? []).map((record) => airtableLeadRecordSchema.parse(withTextFields(record)));
        return typeof body.offset === 'string' ? { records, offset: body.offset } : { records };
      } catch (error) {
        throw toAirtableRequestError(error);
      }
    },
  };
}
