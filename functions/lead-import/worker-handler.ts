import type { Context } from 'aws-lambda';
import { loadSettings } from '../shared/settings.ts';
import { importPorts } from './adapters/ports-from-settings.ts';
import { lambdaWorkerInvoker, workerEventSchema } from './adapters/lambda-worker.ts';
import { runImportJob } from './core/run-job.ts';

// Left for the last save and the hand-over; more than one Airtable request timeout (10 s) plus an S3 write.
const reserveMs = 30_000;

/** Runs an import job until its time is nearly up, then hands it to a fresh invocation of itself. */
export async function handler(event: unknown, context: Context): Promise<void> {
  const { jobId } = workerEventSchema.parse(event);
  const settings = loadSettings();
  const deadline = Date.now() + context.getRemainingTimeInMillis() - reserveMs;
  const outcome = await runImportJob(jobId, context.awsRequestId, await importPorts(settings, context.awsRequestId), deadline);
  // Its own name from the context: putting the function's name in its own environment would be a CDK cycle.
  if (outcome === 'paused') await lambdaWorkerInvoker(settings, context.functionName)({ jobId });
}
