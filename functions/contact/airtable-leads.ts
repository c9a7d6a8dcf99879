import Airtable from 'airtable';
import type { LeadRecord } from './lead-record.ts';

export interface AirtableLeadFields {
  'Lead Name': string;
  'Contact Information': string;
  Company?: string;
  Status: 'New';
  'Lead Source': 'Website contact form' | 'Newsletter' | 'Website chat';
  Notes?: string;
}

export type CreateAirtableLead = (fields: AirtableLeadFields) => Promise<string>;

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

// airtable.js rejects with an AirtableError that is not an Error: keep its status and message readable in logs.
function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  const { statusCode, error: type, message } = (error ?? {}) as { statusCode?: number; error?: string; message?: string };
  return new Error(`Airtable ${statusCode ?? '?'} ${type ?? 'error'}: ${message ?? String(error)}`);
}

/**
 * Creates the lead through the real client. Our own retry schedule handles 429s and slow answers, so the client neither
 * waits on a 429 nor holds the capture function (15 s timeout) for long.
 */
export function airtableLeadCreator(target: AirtableTarget): CreateAirtableLead {
  const base = new Airtable({ apiKey: target.apiKey, endpointUrl: target.endpointUrl, requestTimeout: 5_000, noRetryIfRateLimited: true }).base(target.baseId);
  return async (fields) => {
    try {
      const created = await base(target.table).create({ ...fields });
      return created.id;
    } catch (error) {
      throw asError(error);
    }
  };
}
