import type { Clock } from '../../../shared/airtable/pacer.ts';
import type { JobStore } from '../../ports.ts';
import { JobSession } from './persist.ts';

/**
 * Takes a running job for this run: its first save names `runner`, which makes any other run of the same job
 * lose its next save and stop. Undefined when the job is missing or no longer running (nothing to do).
 */
export async function claimJob(jobs: JobStore, jobId: string, runner: string, clock: Clock): Promise<JobSession | 'missing' | 'finished'> {
  const loaded = await jobs.readJob(jobId);
  if (!loaded) return 'missing';
  if (loaded.value.status !== 'running') return 'finished';
  const session = new JobSession(jobs, clock, loaded);
  await session.save({ ...session.job, runner });
  return session;
}
