import type { Readable } from 'node:stream';
import type { RowMessage } from '../../../contracts/lead-import.ts';
import type { LeadsTable } from '../../shared/airtable/leads-table.ts';
import { TextDecodeError } from './csv-decode.ts';
import { CsvFormatError, readCsvRecords, type CsvRecord } from './csv-records.ts';
import { maxDetails, type FailedRow, type StoredJob } from './job-state.ts';
import type { JobStore } from '../adapters/s3-job-store.ts';
import { toLead, type ColumnMapping } from './map.ts';
import { batchSize, ImportStoppedError, OutOfTimeError, writeLeads, type PendingLead } from './write.ts';
import { createPacer, type Clock, type PacingOptions } from '../../shared/airtable/pacer.ts';
import { scanCsv } from './scan.ts';

/** The file in the assets bucket is not the one the job started with (or is gone). */
export class FileChangedError extends Error {
  constructor() {
    super('The file changed or was removed during the import; start the import again');
    this.name = 'FileChangedError';
  }
}

/** Everything a job run needs from outside; tests pass the same real adapters with small settings. */
export interface ImportPorts {
  readonly jobs: JobStore;
  /** The file's bytes from the start; throws FileChangedError when its ETag is no longer `etag`. */
  readonly openFile: (path: string, etag: string) => Promise<Readable>;
  readonly leads: LeadsTable;
  readonly clock: Clock;
  readonly pacing: PacingOptions;
  /** Data rows per chunk; the job is saved after each. */
  readonly chunkSize: number;
  readonly concurrency?: number;
  readonly transientRetries?: { readonly attempts: number; readonly firstDelayMs: number };
}

/** finished: completed or failed (lock released); paused: run again to go on; not-owner: another run has it. */
export type RunOutcome = 'finished' | 'paused' | 'not-owner';

class NotOwnerError extends Error {}

function appendDetails<T>(kept: readonly T[], added: readonly T[], room: number): { kept: T[]; truncated: boolean } {
  const fits = added.slice(0, Math.max(0, room));
  return { kept: [...kept, ...fits], truncated: fits.length < added.length };
}

/**
 * Runs an import job until it ends or `deadline` (epoch ms) nears, saving after every chunk of rows, so any
 * later run (a re-invocation, or Lambda's retry after a crash) carries on from the last saved row. Rows are
 * upserted on Contact Information, so a chunk redone after a crash updates records instead of duplicating them.
 */
export async function runImportJob(
  jobId: string,
  runner: string,
  ports: ImportPorts,
  deadline: number,
  /** Write only if the whole rest of the file fits before the deadline (the API's own run: a big file goes to the worker at once, so the page shows progress from the start). */
  options: { wholeOrNothing?: boolean } = {},
): Promise<RunOutcome> {
  const { jobs, clock } = ports;
  const loaded = await jobs.readJob(jobId);
  if (!loaded) return 'not-owner';
  let job = loaded.value;
  let version = loaded.version;
  if (job.status !== 'running') return 'finished';

  // Saves go out one after another; a chunk's save runs while the next chunk is written, so S3 never stalls the
  // Airtable pace. `job` is always this run's latest state; the first failed save stops the run at its next step.
  let saving: Promise<void> = Promise.resolve();
  let saveFailure: unknown;
  const persist = (next: StoredJob): Promise<void> => {
    job = next;
    const run = saving.then(async () => {
      const saved = await jobs.saveJob({ ...next, updatedAt: new Date(clock.now()).toISOString() }, version);
      if (saved === undefined) throw new NotOwnerError();
      version = saved;
    });
    run.catch((error: unknown) => (saveFailure ??= error));
    saving = run;
    return run;
  };
  const save = (next: StoredJob) => persist(next);
  const finish = async (status: 'completed' | 'failed', message?: string): Promise<RunOutcome> => {
    const finishedAt = new Date(clock.now()).toISOString();
    await save({ ...job, status, phase: 'done', finishedAt, ...(message === undefined ? {} : { message }) });
    await jobs.releaseLock(jobId);
    return 'finished';
  };

  try {
    // Claiming the job makes any other run of it lose its next save and stop.
    await save({ ...job, runner });

    if (job.phase === 'scan') {
      const result = await scanCsv(() => ports.openFile(job.filePath, job.etag), clock, deadline);
      if (result.kind === 'out-of-time') return 'paused';
      if (result.kind === 'invalid') return await finish('failed', result.message);
      const { header, mapping, duplicates, total, encoding } = result;
      await save({ ...job, phase: 'write', encoding, header, mapping, duplicates, total });
    }
    if (job.phase !== 'write') return 'finished';
    return await writePhase();
  } catch (error) {
    // Let a save still on its way land (or fail) first, so what is stored is settled when this run ends.
    await saving.catch(() => undefined);
    if (error instanceof NotOwnerError) return 'not-owner';
    if (error instanceof ImportStoppedError || error instanceof FileChangedError || error instanceof CsvFormatError || error instanceof TextDecodeError) {
      try {
        return await finish('failed', error.message);
      } catch (saveError) {
        if (saveError instanceof NotOwnerError) return 'not-owner';
        throw saveError;
      }
    }
    throw error;
  }

  async function writePhase(): Promise<RunOutcome> {
    const mapping = job.mapping as ColumnMapping;
    const pacer = createPacer(ports.pacing, clock, job.pacer);
    // A chunk's time at full pace (with 20% to spare for the whole file); a run stops before work it could not finish.
    const msPerRow = ports.pacing.windowMs / ports.pacing.requestsPerSecond / batchSize;
    const chunkEstimateMs = Math.ceil(ports.chunkSize / batchSize) * batchSize * msPerRow;
    if (options.wholeOrNothing && clock.now() + ((job.total ?? 0) - job.cursor) * msPerRow * 1.2 + pacer.delay() > deadline) return 'paused';
    const records = readCsvRecords(await ports.openFile(job.filePath, job.etag), job.encoding);
    let lastChunkMs = chunkEstimateMs;
    let chunk: CsvRecord[] = [];
    let dataRow = -1;

    const pause = async (): Promise<RunOutcome> => {
      await records.return();
      await save({ ...job, pacer: pacer.state() });
      return 'paused';
    };
    const runChunk = async (): Promise<boolean> => {
      if (saveFailure !== undefined) throw saveFailure;
      if (clock.now() + Math.max(lastChunkMs, chunkEstimateMs) + pacer.delay() > deadline) return false;
      const started = clock.now();
      try {
        await writeChunk(chunk, mapping, pacer);
      } catch (error) {
        if (error instanceof OutOfTimeError) return false;
        throw error;
      }
      lastChunkMs = clock.now() - started;
      chunk = [];
      return true;
    };

    for await (const record of records) {
      dataRow += 1;
      // The header, then the rows earlier runs have done.
      if (dataRow === 0 || dataRow <= job.cursor) continue;
      chunk.push(record);
      if (chunk.length >= ports.chunkSize && !(await runChunk())) return pause();
    }
    if (chunk.length > 0 && !(await runChunk())) return pause();
    return finish('completed');

    async function writeChunk(rows: readonly CsvRecord[], columns: ColumnMapping, jobPacer: ReturnType<typeof createPacer>) {
      const failures: FailedRow[] = [];
      const notices: RowMessage[] = [];
      const pending: PendingLead[] = [];
      const cellsByRow = new Map<number, string[]>();
      for (const record of rows) {
        const result = toLead(record.fields, columns);
        if (!result.ok) {
          failures.push({ row: record.row, message: result.message, cells: record.fields });
          continue;
        }
        const contact = result.lead['Contact Information'];
        const winner = job.duplicates[contact];
        if (winner !== undefined && winner !== record.row) {
          notices.push({ row: record.row, message: `Merged into row ${winner}, which has the same Contact Information (${contact})` });
          continue;
        }
        cellsByRow.set(record.row, record.fields);
        pending.push({ row: record.row, lead: result.lead });
      }
      const written = await writeLeads(pending, {
        table: ports.leads,
        pacer: jobPacer,
        clock,
        deadline,
        ...(ports.concurrency === undefined ? {} : { concurrency: ports.concurrency }),
        ...(ports.transientRetries === undefined ? {} : { transientRetries: ports.transientRetries }),
      });
      for (const failure of written.failures) failures.push({ ...failure, cells: cellsByRow.get(failure.row) ?? [] });
      failures.sort((a, b) => a.row - b.row);

      const keptFailures = appendDetails(job.failures, failures, maxDetails - job.failures.length);
      const keptNotices = appendDetails(job.notices, notices, maxDetails - job.notices.length);
      const imported = pending.length - written.failures.length;
      void persist({
        ...job,
        cursor: job.cursor + rows.length,
        counts: {
          imported: job.counts.imported + imported,
          created: job.counts.created + written.created,
          updated: job.counts.updated + written.updated,
          failed: job.counts.failed + failures.length,
          merged: job.counts.merged + notices.length,
        },
        failures: keptFailures.kept,
        notices: keptNotices.kept,
        detailsTruncated: job.detailsTruncated || keptFailures.truncated || keptNotices.truncated,
        pacer: jobPacer.state(),
      });
    }
  }
}
