import { randomUUID } from 'node:crypto';
import { airtableBudget } from '../../shared/airtable/budget-from-settings.ts';
import { systemClock } from '../../shared/airtable/pacer.ts';
import { s3Client } from '../../shared/aws-clients.ts';
import { deadlineAt, type Deadline } from '../../shared/deadline.ts';
import type { Settings } from '../../shared/settings.ts';
import { maxCsvBytes } from '../../../contracts/lead-import.ts';
import type { LeadImportApiPorts } from '../ports.ts';
import { lambdaWorkerInvoker } from './lambda-worker.ts';
import { configuredLeadsTable, importPorts } from './ports-from-settings.ts';
import { s3Assets } from './s3-assets.ts';
import { bucketUrl, presignUpload } from './s3-upload.ts';
import { s3JobStore } from './s3-job-store.ts';

// Left before the call's deadline for answering after the work: a last save, the worker hand-over, the response.
const answerReserveMs = 4_000;
// Left after a failed hand-over to record the job as failed and free the lock (a few S3 writes).
const handOverReserveMs = 2_000;

/**
 * The staff API's ports for one call. `deadline` is the invocation's (its remaining time less the answer's
 * reserve): every S3 call, secret read, Airtable request and the worker invocation stays inside it.
 */
export function apiPorts(settings: Settings, deadline: Deadline, requestId: string): LeadImportApiPorts {
  const now = Date.now();
  const working = Math.max(0, deadline.remaining() - answerReserveMs);
  const runner = `api-${requestId}`;
  const answerBy = now + Math.min(20_000, working);
  return {
    jobs: s3JobStore(s3Client(settings), settings.DATA_BUCKET, deadline),
    assets: s3Assets(s3Client(settings), settings.ASSETS_BUCKET, deadline),
    leads: () => configuredLeadsTable(settings, deadline),
    // A records call that cannot get a slot in time answers 503 instead of running past its deadline.
    budget: airtableBudget(settings, runner, { maxWaitMs: Math.min(10_000, answerBy - now), priority: 'interactive' }),
    importPorts: () => importPorts(settings, runner, deadline),
    invokeWorker: lambdaWorkerInvoker(settings, settings.IMPORT_WORKER_FUNCTION_NAME, deadlineAt(Math.max(now, deadline.at - handOverReserveMs))),
    newJobId: randomUUID,
    presignUpload: (key) =>
      presignUpload(s3Client(settings), { bucket: settings.ASSETS_BUCKET, key, maxBytes: maxCsvBytes, url: bucketUrl(settings.ASSETS_BUCKET, settings.AWS_REGION, settings.S3_ENDPOINT) }),
    clock: systemClock,
    inlineDeadline: now + Math.min(settings.IMPORT_INLINE_BUDGET_MS, working),
    answerBy,
  };
}
