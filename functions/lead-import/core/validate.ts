import { defaultLeadStatus, leadFields, leadStatuses, type LeadStatus } from '../../../contracts/lead-import.ts';
import type { LeadFields } from '../../shared/airtable/leads-table.ts';
import { normalizeHeader, type ColumnMapping } from './map.ts';
import { stripFormulaGuard } from './formula-guard.ts';

export type RowResult = { ok: true; lead: LeadFields } | { ok: false; message: string };

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
  const cell = (index: number | undefined) => (index === undefined ? undefined : stripFormulaGuard(fields[index] ?? ''));
  const name = singleLine(mapping.name.map((index) => cell(index) ?? '').join(' '));
  const contact = contactKey(cell(mapping.contact) ?? '');
  if (name === '') return { ok: false, message: `${leadFields.name} is empty` };
  if (contact === '') return { ok: false, message: `${leadFields.contact} is empty` };
  const statusText = cell(mapping.status) ?? '';
  const status = matchStatus(statusText);
  if (!status) return { ok: false, message: `Status "${singleLine(statusText)}" is not one of ${statusList}` };

  // An empty cell is left out, never sent as null: an import fills and updates fields, it never blanks what staff
  // filled in Airtable, and an empty Status never resets one (a new record without Status reads New, spec section 4).
  const lead: LeadFields = { 'Lead Name': name, 'Contact Information': contact };
  if (statusText.trim() !== '') lead.Status = status;
  const optional = (index: number | undefined, clean: (value: string) => string) => {
    const value = cell(index);
    return value === undefined ? undefined : clean(value) || undefined;
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
