import type { Clock } from '../../../shared/airtable/pacer.ts';
import type { JobStore } from '../../ports.ts';
import type { JobSession } from './persist.ts';

/**
 * Frees the import lock, then records the job's end (completed, or failed with the reason): whoever sees the job
 * ended can start the next import at once. A crash in between leaves a job whose heartbeat goes stale.
 */
export async function finishJob(session: JobSession, jobs: JobStore, clock: Clock, status: 'completed' | 'failed', message?: string): Promise<void> {
  const finishedAt = new Date(clock.now()).toISOString();
  // A save first proves this run still owns the job (a run that lost it must not free the lock of the one that won).
  await session.save(session.job);
  await jobs.releaseLock(session.job.jobId);
  await session.save({ ...session.job, status, phase: 'done', finishedAt, ...(message === undefined ? {} : { message }) });
}
