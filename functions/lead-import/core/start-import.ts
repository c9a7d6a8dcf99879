import { Logger } from '@aws-lambda-powertools/logger';
import type { ImportJob } from '../../../contracts/lead-import.ts';
import type { ImportPorts, InvokeWorker, JobStore, Versioned } from '../ports.ts';
import { newJob, toImportJob, type JobOptions, type StoredJob } from './job-state.ts';
import { runImportJob, type RunOutcome } from './run-job.ts';

const logger = new Logger({ serviceName: 'lead-import-api' });

/** A running job whose last save is older than this has died (a run saves every few seconds, or after a 30 s 429 wait). */
export const staleAfterMs = 5 * 60_000;

export type StartOutcome =
  | { kind: 'started'; job: ImportJob }
  | { kind: 'busy'; filePath: string }
  | { kind: 'missing' }
  /** The worker could not be invoked: the job is recorded as failed and the lock is free, so the import can be started again. */
  | { kind: 'not-handed-over'; message: string };

export interface StartImportDeps {
  readonly ports: ImportPorts;
  /** The file's ETag in the assets bucket, undefined when it does not exist. */
  readonly fileVersion: (key: string) => Promise<string | undefined>;
  readonly invokeWorker: InvokeWorker;
  readonly newJobId: () => string;
  /** Epoch ms until which this call imports itself (small files finish here) before handing over to the worker. */
  readonly inlineDeadline: number;
  /** A dry run, staff's mapping, rows a dry run found unchanged. */
  readonly job?: JobOptions;
}

/** Marks a running job that stopped saving as failed and frees the lock; answers the job as it now stands. */
export async function settleIfStale(jobs: JobStore, loaded: Versioned<StoredJob>, now: number): Promise<StoredJob> {
  const job = loaded.value;
  if (job.status !== 'running' || now - Date.parse(job.updatedAt) < staleAfterMs) return job;
  const stopped: StoredJob = {
    ...job,
    status: 'failed',
    phase: 'done',
    finishedAt: new Date(now).toISOString(),
    message: `The import stopped making progress after row ${job.cursor} of ${job.total ?? '?'}; start it again (rows already imported are updated, not duplicated)`,
  };
  const saved = await jobs.saveJob(stopped, loaded.version);
  await jobs.releaseLock(job.jobId);
  return saved === undefined ? ((await jobs.readJob(job.jobId))?.value ?? stopped) : stopped;
}

/** The job holding the import lock, after clearing a dead one. */
export async function currentJob(jobs: JobStore, now: number): Promise<StoredJob | undefined> {
  const lock = await jobs.readLock();
  if (!lock) return undefined;
  const loaded = await jobs.readJob(lock.value.jobId);
  if (!loaded) {
    // The lock outlived a job that was never written: free it once it is clearly abandoned.
    if (now - Date.parse(lock.value.acquiredAt) >= staleAfterMs) await jobs.releaseLock(lock.value.jobId);
    return undefined;
  }
  const job = await settleIfStale(jobs, loaded, now);
  return job.status === 'running' ? job : undefined;
}

/**
 * Starts an import of `key`: one at a time (the lock), a job document first, then as much of the import as fits
 * in this call, then the worker for the rest. Small files come back finished.
 */
export async function startImport(key: string, deps: StartImportDeps): Promise<StartOutcome> {
  const { jobs, clock } = deps.ports;
  const etag = await deps.fileVersion(key);
  if (etag === undefined) return { kind: 'missing' };
  const running = await currentJob(jobs, clock.now());
  if (running) return { kind: 'busy', filePath: running.filePath };

  const jobId = deps.newJobId();
  const runner = `api-${jobId}`;
  const now = new Date(clock.now());
  if (!(await jobs.acquireLock({ jobId, filePath: key, acquiredAt: now.toISOString() }))) {
    const other = await jobs.readLock();
    return { kind: 'busy', filePath: other?.value.filePath ?? key };
  }
  try {
    await jobs.createJob(newJob(jobId, key, etag, runner, now, deps.job));
  } catch (error) {
    await jobs.releaseLock(jobId);
    throw error;
  }

  let outcome: RunOutcome;
  try {
    outcome = await runImportJob(jobId, runner, deps.ports, deps.inlineDeadline, { wholeOrNothing: true });
  } catch (error) {
    // The worker resumes from the last saved chunk, with Lambda's retries behind it.
    logger.warn('Inline import run failed; handing the job to the worker', { jobId, error });
    outcome = 'paused';
  }
  if (outcome === 'paused') {
    const failure = await handOver(jobs, jobId, deps.invokeWorker);
    if (failure) return { kind: 'not-handed-over', message: failure };
  }
  const job = await jobs.readJob(jobId);
  if (!job) throw new Error(`Job ${jobId} vanished`);
  return { kind: 'started', job: toImportJob(job.value) };
}

/**
 * Asks the worker to go on; if that fails the job is failed at once rather than left to go stale, and the answer
 * is the message (undefined when the worker took it).
 */
async function handOver(jobs: JobStore, jobId: string, invokeWorker: InvokeWorker): Promise<string | undefined> {
  try {
    await invokeWorker({ jobId });
    return undefined;
  } catch (error) {
    logger.error('Could not invoke the import worker', { jobId, error });
    const loaded = await jobs.readJob(jobId);
    if (loaded && loaded.value.status === 'running') {
      const message = `The background import could not be started (${(error as Error).message}); start the import again`;
      await jobs.saveJob({ ...loaded.value, status: 'failed', phase: 'done', finishedAt: new Date().toISOString(), message }, loaded.version);
      await jobs.releaseLock(jobId);
    }
    return 'The background import could not be started; rows already imported stay, and starting the import again updates them';
  }
}
