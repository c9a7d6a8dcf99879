import { defaultLeadStatus, leadFields, leadStatuses, type LeadStatus } from '../../../contracts/lead-import.ts';
import type { LeadFields } from '../../shared/airtable/leads-table.ts';

/** Column indexes of the file for each Leads field; `name` joins several columns (First + Last). */
export interface ColumnMapping {
  readonly columns: number;
  readonly name: number[];
  readonly contact: number;
  readonly company?: number;
  readonly status?: number;
  readonly source?: number;
  readonly notes?: number;
}

export type HeaderResult = { ok: true; mapping: ColumnMapping; ignored: string[] } | { ok: false; message: string };
export type RowResult = { ok: true; lead: LeadFields } | { ok: false; message: string };

/** Header names compare ignoring case, spaces and punctuation: "E-mail Address" is "emailaddress". */
export function normalizeHeader(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

// First alias found wins, so "Contact Information" beats "Email", which beats "Phone".
const aliases = {
  name: ['leadname', 'name', 'fullname', 'contactname', 'lead'],
  firstName: ['firstname', 'first', 'givenname', 'fname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  contact: ['contactinformation', 'contactinfo', 'contact', 'email', 'emailaddress', 'mail', 'phone', 'phonenumber', 'telephone', 'mobile'],
  company: ['company', 'companyname', 'organization', 'organisation', 'org', 'account', 'accountname', 'business'],
  status: ['status', 'leadstatus', 'stage'],
  source: ['leadsource', 'source', 'channel', 'origin'],
  notes: ['notes', 'note', 'comments', 'comment', 'description'],
} as const;

export function mapHeader(header: readonly string[]): HeaderResult {
  const normalized = header.map(normalizeHeader);
  const used = new Set<number>();
  const find = (names: readonly string[]): number | undefined => {
    for (const name of names) {
      const index = normalized.indexOf(name);
      if (index >= 0) {
        used.add(index);
        return index;
      }
    }
    return undefined;
  };
  const fullName = find(aliases.name);
  const nameParts = fullName === undefined ? [find(aliases.firstName), find(aliases.lastName)].filter((i) => i !== undefined) : [fullName];
  const contact = find(aliases.contact);
  const missing: string[] = [];
  if (nameParts.length === 0) missing.push(`${leadFields.name} (a Name, Full Name or First Name and Last Name column)`);
  if (contact === undefined) missing.push(`${leadFields.contact} (a Contact Information, Email or Phone column)`);
  if (contact === undefined || missing.length > 0) return { ok: false, message: `The file has no column for ${missing.join(' or ')}` };
  const mapping: ColumnMapping = {
    columns: header.length,
    name: nameParts,
    contact,
    company: find(aliases.company),
    status: find(aliases.status),
    source: find(aliases.source),
    notes: find(aliases.notes),
  };
  return { ok: true, mapping, ignored: header.filter((_, index) => !used.has(index)) };
}

const statusByKey = new Map<string, LeadStatus>(leadStatuses.map((status) => [normalizeHeader(status), status]));
const statusList = leadStatuses.join(', ');

/** "in progress", "IN-PROGRESS" and "In_Progress" are In Progress; empty is New; anything else is refused. */
export function matchStatus(value: string): LeadStatus | undefined {
  if (value.trim() === '') return defaultLeadStatus;
  return statusByKey.get(normalizeHeader(value));
}

// Airtable's cell limit.
const maxCellLength = 100_000;
const singleLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
const multiLine = (value: string) => value.replace(/\r\n?/g, '\n').trim();

/**
 * The key rows merge on. Emails compare and are written in lower case (mail systems ignore case, and Airtable's
 * merge compares exactly); other contact values (phone numbers) are written as given.
 */
export function contactKey(value: string): string {
  const line = singleLine(value);
  return /^[^\s@]+@[^\s@]+$/.test(line) ? line.toLowerCase() : line;
}

/** Validates one data row against the mapping; every failure names what is wrong in words staff can act on. */
export function toLead(fields: readonly string[], mapping: ColumnMapping): RowResult {
  if (fields.length !== mapping.columns) {
    return { ok: false, message: `The row has ${fields.length} cells but the header has ${mapping.columns}` };
  }
  const cell = (index: number | undefined) => (index === undefined ? undefined : (fields[index] ?? ''));
  const name = singleLine(mapping.name.map((index) => cell(index) ?? '').join(' '));
  const contact = contactKey(cell(mapping.contact) ?? '');
  if (name === '') return { ok: false, message: `${leadFields.name} is empty` };
  if (contact === '') return { ok: false, message: `${leadFields.contact} is empty` };
  const statusText = cell(mapping.status) ?? '';
  const status = matchStatus(statusText);
  if (!status) return { ok: false, message: `Status "${singleLine(statusText)}" is not one of ${statusList}` };

  const lead: LeadFields = { 'Lead Name': name, 'Contact Information': contact, Status: status };
  const optional = (index: number | undefined, clean: (value: string) => string) => {
    const value = cell(index);
    return value === undefined ? undefined : clean(value) || null;
  };
  const company = optional(mapping.company, singleLine);
  const source = optional(mapping.source, singleLine);
  const notes = optional(mapping.notes, multiLine);
  if (company !== undefined) lead.Company = company;
  if (source !== undefined) lead['Lead Source'] = source;
  if (notes !== undefined) lead.Notes = notes;

  for (const [field, value] of Object.entries(lead)) {
    if (typeof value === 'string' && value.length > maxCellLength) {
      return { ok: false, message: `${field} is longer than ${maxCellLength.toLocaleString('en-US')} characters` };
    }
  }
  return { ok: true, lead };
}
