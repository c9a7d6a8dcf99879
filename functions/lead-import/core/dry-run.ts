import { AirtableRequestError, type LeadFields, type LeadsTable } from '../../shared/airtable/leads-table.ts';
import type { Clock, Pacer } from '../../shared/airtable/pacer.ts';
import type { CsvRecord } from './csv-records.ts';
import { ImportStoppedError } from './errors.ts';
import { maxDetails, type FailedRow, type StoredJob } from './job-state.ts';
import type { ColumnMapping } from './map.ts';
import { mergedInto, type Duplicates } from './merge.ts';
import { addRow, type RowRanges } from './row-ranges.ts';
import { toLead } from './validate.ts';

/** The table's records by exact Contact Information (Airtable's merge compares exactly), with how many share it. */
export type Existing = Map<string, { fields: Readonly<Record<string, unknown>>; count: number }>;

/**
 * Reads the whole Leads table within the base's budget (one request per 100 records); undefined when the
 * deadline comes first. A 429 waits out the penalty; any other refusal stops the dry run with Airtable's reason.
 */
export async function readExisting(table: LeadsTable, pacer: Pacer, clock: Clock, deadline: number): Promise<Existing | undefined> {
  const existing: Existing = new Map();
  let offset: string | undefined;
  do {
    if (clock.now() + pacer.delay() > deadline) return undefined;
    const release = await pacer.acquire();
    let page;
    try {
      page = await table.listPage(offset);
    } catch (error) {
      if (error instanceof AirtableRequestError && error.status === 429) {
        pacer.penalize();
        continue;
      }
      if (error instanceof AirtableRequestError) throw new ImportStoppedError(`Airtable refused to list the table: ${error.message}`);
      throw error;
    } finally {
      release();
    }
    for (const record of page.records) {
      const key = record.fields['Contact Information'];
      if (key === undefined) continue;
      const seen = existing.get(key);
      existing.set(key, { fields: seen?.fields ?? record.fields, count: (seen?.count ?? 0) + 1 });
    }
    offset = page.offset;
  } while (offset !== undefined);
  return existing;
}

const differs = (lead: LeadFields, fields: Readonly<Record<string, unknown>>) => Object.entries(lead).some(([name, value]) => fields[name] !== value);

/**
 * What importing `records` would do, row by row, as the import decides it (same validation, same merge of
 * repeated contacts, same fields sent: an empty cell is left out), against the table as it stands: a contact
 * not in it is created, one whose values all match is unchanged (recorded so the import can skip it), else
 * updated. A contact on several records is a row the import could not write.
 */
export async function planRows(job: StoredJob, records: AsyncIterable<CsvRecord>, existing: Existing, duplicates: Duplicates): Promise<StoredJob> {
  const mapping = job.mapping as ColumnMapping;
  const counts = { imported: 0, created: 0, updated: 0, failed: 0, merged: 0, unchanged: 0 };
  const failures: FailedRow[] = [];
  const notices: StoredJob['notices'] = [];
  const unchangedRows: RowRanges = [];
  let truncated = false;
  let cursor = 0;
  const fail = (failure: FailedRow) => {
    counts.failed += 1;
    if (failures.length < maxDetails) failures.push(failure);
    else truncated = true;
  };
  let first = true;
  for await (const record of records) {
    if (first) {
      first = false;
      continue;
    }
    cursor += 1;
    const result = toLead(record.fields, mapping);
    if (!result.ok) {
      fail({ row: record.row, message: result.message, cells: record.fields });
      continue;
    }
    const contact = result.lead['Contact Information'];
    const merged = mergedInto(duplicates, contact, record.row);
    if (merged) {
      counts.merged += 1;
      if (notices.length < maxDetails) notices.push(merged);
      else truncated = true;
      continue;
    }
    const found = existing.get(contact);
    if (found && found.count > 1) {
      fail({ row: record.row, message: `${found.count} Airtable records share this Contact Information (${contact}); merge them in Airtable first`, cells: record.fields });
      continue;
    }
    if (!found) {
      counts.created += 1;
      existing.set(contact, { fields: { ...result.lead }, count: 1 });
    } else if (differs(result.lead, found.fields)) {
      counts.updated += 1;
      found.fields = { ...found.fields, ...result.lead };
    } else {
      counts.unchanged += 1;
      addRow(unchangedRows, record.row);
    }
  }
  counts.imported = counts.created + counts.updated + counts.unchanged;
  return { ...job, cursor, counts, failures, notices, unchangedRows, detailsTruncated: truncated };
}
