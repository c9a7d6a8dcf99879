import type { RowMessage } from '../../../contracts/lead-import.ts';
import type { Clock, Pacer } from '../../shared/airtable/pacer.ts';
import type { ImportPorts } from '../ports.ts';
import type { CsvRecord } from './csv-records.ts';
import { maxDetails, type FailedRow, type StoredJob } from './job-state.ts';
import type { ColumnMapping } from './map.ts';
import { appendDetails, mergedInto, type Duplicates } from './merge.ts';
import { hasRow } from './row-ranges.ts';
import { toLead } from './validate.ts';
import { writeLeads, type PendingLead } from './write.ts';

export interface ChunkContext {
  readonly ports: ImportPorts;
  readonly mapping: ColumnMapping;
  readonly duplicates: Duplicates;
  readonly pacer: Pacer;
  readonly clock: Clock;
  readonly deadline: number;
}

/**
 * Validates, merges and writes one chunk of rows; answers the job as it stands after the chunk (cursor, counts,
 * details, pace). Throws OutOfTimeError (nothing of the chunk is recorded) or ImportStoppedError.
 */
export async function importChunk(job: StoredJob, rows: readonly CsvRecord[], context: ChunkContext): Promise<StoredJob> {
  const failures: FailedRow[] = [];
  const notices: RowMessage[] = [];
  const pending: PendingLead[] = [];
  const cellsByRow = new Map<number, string[]>();
  let unchanged = 0;
  for (const record of rows) {
    // The dry run this import follows found the record already holding these values.
    if (job.unchangedRows && hasRow(job.unchangedRows, record.row)) {
      unchanged += 1;
      continue;
    }
    const result = toLead(record.fields, context.mapping);
    if (!result.ok) {
      failures.push({ row: record.row, message: result.message, cells: record.fields });
      continue;
    }
    const merged = mergedInto(context.duplicates, result.lead['Contact Information'], record.row);
    if (merged) {
      notices.push(merged);
      continue;
    }
    cellsByRow.set(record.row, record.fields);
    pending.push({ row: record.row, lead: result.lead });
  }
  // Repeats past the scan's kept list: within a chunk the last row wins (one batch must not name a contact twice).
  const lastRow = new Map(pending.map((item) => [item.lead['Contact Information'], item.row]));
  for (const item of pending) {
    const winner = lastRow.get(item.lead['Contact Information']);
    if (winner !== item.row) notices.push({ row: item.row, message: `Merged into row ${winner}, which has the same Contact Information (${item.lead['Contact Information']})` });
  }
  const sent = pending.filter((item) => lastRow.get(item.lead['Contact Information']) === item.row);
  pending.length = 0;
  pending.push(...sent);
  notices.sort((a, b) => a.row - b.row);
  const { ports } = context;
  const written = await writeLeads(pending, {
    table: ports.leads,
    pacer: context.pacer,
    clock: context.clock,
    deadline: context.deadline,
    ...(ports.concurrency === undefined ? {} : { concurrency: ports.concurrency }),
    ...(ports.transientRetries === undefined ? {} : { transientRetries: ports.transientRetries }),
  });
  for (const failure of written.failures) failures.push({ ...failure, cells: cellsByRow.get(failure.row) ?? [] });
  failures.sort((a, b) => a.row - b.row);

  const keptFailures = appendDetails(job.failures, failures, maxDetails - job.failures.length);
  const keptNotices = appendDetails(job.notices, notices, maxDetails - job.notices.length);
  return {
    ...job,
    cursor: job.cursor + rows.length,
    counts: {
      imported: job.counts.imported + pending.length - written.failures.length + unchanged,
      created: job.counts.created + written.created,
      updated: job.counts.updated + written.updated,
      failed: job.counts.failed + failures.length,
      merged: job.counts.merged + notices.length,
      unchanged: (job.counts.unchanged ?? 0) + unchanged,
    },
    failures: keptFailures.kept,
    notices: keptNotices.kept,
    detailsTruncated: job.detailsTruncated || keptFailures.truncated || keptNotices.truncated,
    pacer: context.pacer.state(),
  };
}
