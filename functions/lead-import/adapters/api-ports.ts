import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { airtableBudget } from '../../shared/airtable/budget-from-settings.ts';
import { systemClock } from '../../shared/airtable/pacer.ts';
import { s3Client } from '../../shared/aws-clients.ts';
import type { Settings } from '../../shared/settings.ts';
import type { LeadImportApiPorts } from '../ports.ts';
import { lambdaWorkerInvoker } from './lambda-worker.ts';
import { configuredLeadsTable, importPorts } from './ports-from-settings.ts';
import { s3Assets } from './s3-assets.ts';
import { s3JobStore } from './s3-job-store.ts';

// Left of the invocation for answering (a last save, the worker hand-over, the response).
const answerReserveMs = 5_000;

/** The staff API's ports for one call; its deadlines come from the invocation's remaining time. */
export function apiPorts(settings: Settings, context: Context): LeadImportApiPorts {
  const now = Date.now();
  const remaining = Math.max(0, context.getRemainingTimeInMillis() - answerReserveMs);
  const runner = `api-${context.awsRequestId}`;
  return {
    jobs: s3JobStore(s3Client(settings), settings.DATA_BUCKET),
    assets: s3Assets(s3Client(settings), settings.ASSETS_BUCKET),
    leads: () => configuredLeadsTable(settings),
    // A records call that cannot get a slot in time answers 503 instead of running into API Gateway's 30 s.
    budget: airtableBudget(settings, runner, { maxWaitMs: 10_000, priority: 'interactive' }),
    importPorts: () => importPorts(settings, runner),
    invokeWorker: lambdaWorkerInvoker(settings, settings.IMPORT_WORKER_FUNCTION_NAME),
    newJobId: randomUUID,
    clock: systemClock,
    inlineDeadline: now + Math.min(settings.IMPORT_INLINE_BUDGET_MS, remaining),
    answerBy: now + Math.min(20_000, remaining),
  };
}
