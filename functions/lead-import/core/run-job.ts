import { createPacer, type Pacer } from '../../shared/airtable/pacer.ts';
import type { ImportPorts } from '../ports.ts';
import { TextDecodeError } from './csv-decode.ts';
import { CsvFormatError, readCsvRecords, type CsvRecord } from './csv-records.ts';
import { FileChangedError, ImportStoppedError, OutOfTimeError } from './errors.ts';
import { planRows, readExisting } from './dry-run.ts';
import { importChunk } from './import-chunk.ts';
import { claimJob } from './job-session/claim.ts';
import { finishJob } from './job-session/finish.ts';
import { NotOwnerError, type JobSession } from './job-session/persist.ts';
import type { ColumnMapping } from './map.ts';
import { scanCsv } from './scan.ts';
import { batchSize } from './write.ts';

/** finished: completed or failed (lock released); paused: run again to go on; not-owner: another run has it. */
export type RunOutcome = 'finished' | 'paused' | 'not-owner';

const isJobFailure = (error: unknown) =>
  error instanceof ImportStoppedError || error instanceof FileChangedError || error instanceof CsvFormatError || error instanceof TextDecodeError;

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
  const claimed = await claimJob(jobs, jobId, runner, clock).catch((error: unknown) => {
    if (error instanceof NotOwnerError) return 'missing' as const;
    throw error;
  });
  if (claimed === 'missing') return 'not-owner';
  if (claimed === 'finished') return 'finished';
  const session = claimed;
  const finish = async (status: 'completed' | 'failed', message?: string): Promise<RunOutcome> => {
    await finishJob(session, jobs, clock, status, message);
    return 'finished';
  };

  try {
    if (session.job.phase === 'scan') {
      const result = await scanCsv(() => ports.openFile(session.job.filePath, session.job.etag), clock, deadline, session.job.chosenMapping);
      if (result.kind === 'out-of-time') return 'paused';
      if (result.kind === 'invalid') return await finish('failed', result.message);
      const { header, mapping, duplicates, repeatedContacts, total, encoding } = result;
      await session.save({ ...session.job, phase: 'write', encoding, header, mapping, duplicates: [...duplicates], repeatedContacts, total });
    }
    if (session.job.phase !== 'write') return 'finished';
    if (session.job.dryRun) return await dryRunPhase(session, ports, deadline, finish);
    return await writePhase(session, ports, deadline, options.wholeOrNothing === true, finish);
  } catch (error) {
    await session.settle();
    if (error instanceof NotOwnerError) return 'not-owner';
    if (!isJobFailure(error)) throw error;
    try {
      return await finish('failed', (error as Error).message);
    } catch (saveError) {
      if (saveError instanceof NotOwnerError) return 'not-owner';
      throw saveError;
    }
  }
}

/** Reads the table, then the whole file against it; nothing is written. Out of time, the next run starts it over. */
async function dryRunPhase(session: JobSession, ports: ImportPorts, deadline: number, finish: (status: 'completed') => Promise<RunOutcome>): Promise<RunOutcome> {
  const pacer: Pacer = ports.budget ?? createPacer(ports.pacing, ports.clock, session.job.pacer);
  const existing = await readExisting(ports.leads, pacer, ports.clock, deadline);
  if (!existing) {
    await session.save({ ...session.job, pacer: pacer.state() });
    return 'paused';
  }
  const job = session.job;
  const records = readCsvRecords(await ports.openFile(job.filePath, job.etag), job.encoding);
  await session.save({ ...(await planRows(job, records, existing, new Map(job.duplicates))), pacer: pacer.state() });
  return finish('completed');
}

/** Sends the rows from the cursor on, a chunk at a time, stopping before a chunk that could not finish in time. */
async function writePhase(
  session: JobSession,
  ports: ImportPorts,
  deadline: number,
  wholeOrNothing: boolean,
  finish: (status: 'completed') => Promise<RunOutcome>,
): Promise<RunOutcome> {
  const { clock } = ports;
  const job = session.job;
  const pacer: Pacer = ports.budget ?? createPacer(ports.pacing, clock, job.pacer);
  // A chunk's time at full pace (with 20% to spare for the whole file); a run stops before work it could not finish.
  const msPerRow = ports.pacing.windowMs / ports.pacing.requestsPerSecond / batchSize;
  const chunkEstimateMs = Math.ceil(ports.chunkSize / batchSize) * batchSize * msPerRow;
  if (wholeOrNothing && clock.now() + ((job.total ?? 0) - job.cursor) * msPerRow * 1.2 + pacer.delay() > deadline) return 'paused';
  const context = { ports, mapping: job.mapping as ColumnMapping, duplicates: new Map(job.duplicates), pacer, clock, deadline };
  const records = readCsvRecords(await ports.openFile(job.filePath, job.etag), job.encoding);
  let lastChunkMs = chunkEstimateMs;
  let chunk: CsvRecord[] = [];
  let dataRow = -1;

  const pause = async (): Promise<RunOutcome> => {
    await records.return();
    await session.save({ ...session.job, pacer: pacer.state() });
    return 'paused';
  };
  const runChunk = async (): Promise<boolean> => {
    session.checkSaved();
    if (clock.now() + Math.max(lastChunkMs, chunkEstimateMs) + pacer.delay() > deadline) return false;
    const started = clock.now();
    try {
      void session.saveInBackground(await importChunk(session.job, chunk, context));
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
}
