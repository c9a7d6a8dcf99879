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

/**
 * Creates the lead through the one Airtable adapter (functions/shared/airtable), inside the base's shared request
 * budget when one is given. Our own retry schedule handles 429s and slow answers, so the request times out after
 * 5 s and a 429 is not waited out here.
 */
export function airtableLeadCreator(target: AirtableTarget, budget?: Pacer): CreateAirtableLead {
  const table = airtableLeadsTable({ apiKey: target.apiKey, baseId: target.baseId, table: target.table, ...(target.endpointUrl ? { endpointUrl: target.endpointUrl } : {}) }, { requestTimeoutMs: 5_000 });
  const create = (fields: AirtableLeadFields) => table.create({ ...fields });
  return budget ? (fields) => withinBudget(budget, () => create(fields), isRateLimited) : create;
}

const isRateLimited = (error: unknown) => error instanceof AirtableRequestError && error.status === 429;
