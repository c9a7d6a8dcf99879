import type { Context } from 'aws-lambda';
import { invocationDeadline } from '../shared/deadline.ts';
import { loadSettings } from '../shared/settings.ts';
import { importPorts } from './adapters/ports-from-settings.ts';
import { lambdaWorkerInvoker, workerEventSchema } from './adapters/lambda-worker.ts';
import { runImportJob } from './core/run-job.ts';

// The work stops this long before the timeout: more than one Airtable request timeout (10 s), the last save and the hand-over.
const reserveMs = 30_000;
// Every outside call (S3, the secret, the hand-over) ends this long before the timeout, so a hang fails the run in time.
const hardReserveMs = 2_000;

/**
 * Runs an import job until its time is nearly up, then hands it to a fresh invocation of itself. The job lives in
 * S3, saved after every chunk: when S3, the secret or the hand-over fails, the run throws before its timeout and
 * Lambda's retry of the async event (twice) resumes from the last save; a job nobody resumes is settled as failed.
 */
export async function handler(event: unknown, context: Context): Promise<void> {
  const { jobId } = workerEventSchema.parse(event);
  const settings = loadSettings();
  const hard = invocationDeadline(context, { reserveMs: hardReserveMs, capMs: 15 * 60_000 });
  const deadline = Date.now() + context.getRemainingTimeInMillis() - reserveMs;
  const outcome = await runImportJob(jobId, context.awsRequestId, await importPorts(settings, context.awsRequestId, hard), deadline);
  // Its own name from the context: putting the function's name in its own environment would be a CDK cycle.
  if (outcome === 'paused') await lambdaWorkerInvoker(settings, context.functionName, hard)({ jobId });
}
