import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { importRequestSchema } from '../../../contracts/lead-import.ts';
import { AirtableRequestError } from '../../shared/airtable/leads-table.ts';
import { TextDecodeError } from '../core/csv-decode.ts';
import { CsvFormatError } from '../core/csv-records.ts';
import { importPorts, leadsTableFromSettings } from '../adapters/ports-from-settings.ts';
import { toImportJob } from '../core/job-state.ts';
import { jobIdPattern, s3JobStore } from '../adapters/s3-job-store.ts';
import { lambdaWorkerInvoker } from '../adapters/lambda-worker.ts';
import { ImportStoppedError } from '../core/write.ts';
import { airtablePacing, systemClock } from '../../shared/airtable/pacer.ts';
import { s3Client } from '../../shared/aws-clients.ts';
import { errorResponse, jsonResponse, parseJsonBody, type HttpEvent, type HttpResult } from '../../shared/http.ts';
import type { Settings } from '../../shared/settings.ts';
import { assetsFileVersion, listCsvFiles } from '../adapters/s3-assets.ts';
import { previewCsv } from '../core/preview.ts';
import { failedRowsCsv, failedRowsFileName } from '../core/failed-rows-csv.ts';
import { checkCsvKey } from '../core/file-path.ts';
import { currentJob, settleIfStale, startImport } from '../core/start-import.ts';
import { readLeadPages } from '../core/read-records.ts';

export interface AdminEnv {
  readonly settings: Settings;
  readonly context: Context;
}

type AdminRoute = (event: HttpEvent, env: AdminEnv) => Promise<HttpResult>;

const jobs = (settings: Settings) => s3JobStore(s3Client(settings), settings.DATA_BUCKET);

function openAsset(settings: Settings, key: string) {
  return async () => {
    const out = await s3Client(settings).send(new GetObjectCommand({ Bucket: settings.ASSETS_BUCKET, Key: key }));
    return out.Body as Readable;
  };
}

async function loadJob(event: HttpEvent, settings: Settings) {
  const jobId = event.pathParameters?.jobId ?? '';
  if (!jobIdPattern.test(jobId)) return undefined;
  const store = jobs(settings);
  const loaded = await store.readJob(jobId);
  return loaded && (await settleIfStale(store, loaded, Date.now()));
}

const noSuchJob = () => errorResponse(404, 'No such import job');

/** Every /api/admin/* route by API Gateway route key; the staff credential is checked before any of them runs. */
export const adminRoutes: Readonly<Record<string, AdminRoute>> = {
  'GET /api/admin/csv/files': async (_event, { settings }) => jsonResponse(200, await listCsvFiles(settings)),

  'GET /api/admin/csv/preview': async (event, { settings }) => {
    const checked = checkCsvKey(event.queryStringParameters?.file ?? '');
    if (!checked.ok) return errorResponse(400, checked.message, { file: checked.message });
    if ((await assetsFileVersion(settings, checked.key)) === undefined) return errorResponse(404, 'No such CSV file', { file: 'No such CSV file' });
    try {
      // Counting a very large file could outlast API Gateway's 30 s: past 20 s the count is a lower bound.
      return jsonResponse(200, await previewCsv(checked.key, openAsset(settings, checked.key), Date.now() + 20_000));
    } catch (error) {
      if (error instanceof CsvFormatError || error instanceof TextDecodeError) return errorResponse(422, error.message);
      throw error;
    }
  },

  'POST /api/admin/csv/import': async (event, { settings }) => {
    const parsed = parseJsonBody(event, importRequestSchema, 4 * 1024);
    if (!parsed.ok) return parsed.response;
    const checked = checkCsvKey(parsed.value.filePath);
    if (!checked.ok) return errorResponse(400, checked.message, { filePath: checked.message });
    const outcome = await startImport(checked.key, {
      ports: await importPorts(settings),
      fileVersion: (key) => assetsFileVersion(settings, key),
      invokeWorker: lambdaWorkerInvoker(settings, settings.IMPORT_WORKER_FUNCTION_NAME),
      newJobId: randomUUID,
      inlineDeadline: Date.now() + settings.IMPORT_INLINE_BUDGET_MS,
    });
    if (outcome.kind === 'missing') return errorResponse(404, 'No such CSV file', { filePath: 'No such CSV file' });
    if (outcome.kind === 'busy') return errorResponse(409, `An import of ${outcome.filePath} is running; wait for it to finish`, { filePath: 'Another import is running' });
    return jsonResponse(outcome.job.status === 'running' ? 202 : 200, outcome.job);
  },

  'GET /api/admin/csv/import/current': async (_event, { settings }) => {
    const job = await currentJob(jobs(settings), Date.now());
    return jsonResponse(200, { job: job ? toImportJob(job) : null });
  },

  'GET /api/admin/csv/import/{jobId}': async (event, { settings }) => {
    const job = await loadJob(event, settings);
    return job ? jsonResponse(200, toImportJob(job)) : noSuchJob();
  },

  'GET /api/admin/csv/import/{jobId}/failed-rows': async (event, { settings }) => {
    const job = await loadJob(event, settings);
    if (!job) return noSuchJob();
    return {
      statusCode: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${failedRowsFileName(job.filePath)}"`,
        'cache-control': 'no-store',
      },
      body: failedRowsCsv(job),
    };
  },

  'GET /api/admin/airtable/Leads/records': async (event, { settings }) => {
    const running = await currentJob(jobs(settings), Date.now());
    // The import uses the base's whole rate limit; reading now would draw 429s and stall it for 30 s.
    if (running) return errorResponse(409, `An import of ${running.filePath} is running; the records can be loaded when it ends`);
    try {
      const page = await readLeadPages(await leadsTableFromSettings(settings), {
        ...(event.queryStringParameters?.offset ? { offset: event.queryStringParameters.offset } : {}),
        maxPages: 40,
        deadline: Date.now() + 15_000,
        pacing: airtablePacing,
        clock: systemClock,
      });
      return jsonResponse(200, page);
    } catch (error) {
      if (error instanceof ImportStoppedError) return errorResponse(503, error.message);
      if (!(error instanceof AirtableRequestError)) throw error;
      if (error.status === 429) return errorResponse(503, 'Airtable is rate limiting requests; try again in 30 seconds', undefined, { 'retry-after': '30' });
      if (error.type === 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE') return errorResponse(400, 'The records list expired; load it again', { offset: 'Expired' });
      return errorResponse(502, error.message);
    }
  },
};
