import { importRequestSchema } from '../../../contracts/lead-import.ts';
import { airtablePacing } from '../../shared/airtable/pacer.ts';
import { errorResponse, jsonResponse, parseJsonBody, type HttpEvent, type HttpResult } from '../../shared/http.ts';
import { jobIdPattern } from '../adapters/s3-job-store.ts';
import { failedRowsCsv, failedRowsFileName } from '../core/failed-rows-csv.ts';
import { checkCsvKey } from '../core/file-path.ts';
import { toImportJob } from '../core/job-state.ts';
import { previewCsv } from '../core/preview.ts';
import { readLeadPages } from '../core/read-records.ts';
import { currentJob, settleIfStale, startImport } from '../core/start-import.ts';
import type { LeadImportApiPorts } from '../ports.ts';
import { airtableNotConfiguredResponse, mapFailure } from './responses.ts';

type ApiRoute = (event: HttpEvent, ports: LeadImportApiPorts) => Promise<HttpResult>;

async function loadJob(event: HttpEvent, ports: LeadImportApiPorts) {
  const jobId = event.pathParameters?.jobId ?? '';
  if (!jobIdPattern.test(jobId)) return undefined;
  const loaded = await ports.jobs.readJob(jobId);
  return loaded && (await settleIfStale(ports.jobs, loaded, ports.clock.now()));
}

const noSuchJob = () => errorResponse(404, 'No such import job');
const noSuchFile = (field: string) => errorResponse(404, 'No such CSV file', { [field]: 'No such CSV file' });

/** Every /api/admin/* route by API Gateway route key; the staff credential is checked before any of them runs. */
export const leadImportRoutes: Readonly<Record<string, ApiRoute>> = {
  'GET /api/admin/csv/files': async (_event, ports) => jsonResponse(200, await ports.assets.list()),

  'GET /api/admin/csv/preview': async (event, ports) => {
    const checked = checkCsvKey(event.queryStringParameters?.file ?? '');
    if (!checked.ok) return errorResponse(400, checked.message, { file: checked.message });
    const etag = await ports.assets.version(checked.key);
    if (etag === undefined) return noSuchFile('file');
    // Counting a very large file could outlast API Gateway's 30 s: past the deadline the count is a lower bound.
    return mapFailure(async () => jsonResponse(200, await previewCsv(checked.key, () => ports.assets.open(checked.key, etag), ports.answerBy)));
  },

  'POST /api/admin/csv/import': async (event, ports) => {
    const parsed = parseJsonBody(event, importRequestSchema, 4 * 1024);
    if (!parsed.ok) return parsed.response;
    const checked = checkCsvKey(parsed.value.filePath);
    if (!checked.ok) return errorResponse(400, checked.message, { filePath: checked.message });
    if (!(await ports.leads())) return airtableNotConfiguredResponse();
    const outcome = await startImport(checked.key, {
      ports: await ports.importPorts(),
      fileVersion: (key) => ports.assets.version(key),
      invokeWorker: ports.invokeWorker,
      newJobId: ports.newJobId,
      inlineDeadline: ports.inlineDeadline,
    });
    if (outcome.kind === 'missing') return noSuchFile('filePath');
    if (outcome.kind === 'not-handed-over') return errorResponse(503, outcome.message, undefined, { 'retry-after': '30' });
    if (outcome.kind === 'busy') return errorResponse(409, `An import of ${outcome.filePath} is running; wait for it to finish`, { filePath: 'Another import is running' });
    return jsonResponse(outcome.job.status === 'running' ? 202 : 200, outcome.job);
  },

  'GET /api/admin/csv/import/current': async (_event, ports) => {
    const job = await currentJob(ports.jobs, ports.clock.now());
    return jsonResponse(200, { job: job ? toImportJob(job) : null });
  },

  'GET /api/admin/csv/import/{jobId}': async (event, ports) => {
    const job = await loadJob(event, ports);
    return job ? jsonResponse(200, toImportJob(job)) : noSuchJob();
  },

  'GET /api/admin/csv/import/{jobId}/failed-rows': async (event, ports) => {
    const job = await loadJob(event, ports);
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

  'GET /api/admin/airtable/Leads/records': async (event, ports) => {
    const table = await ports.leads();
    if (!table) return airtableNotConfiguredResponse();
    // While an import runs the list shares the base's budget with it: one page a call, so the import keeps its pace.
    const importing = (await currentJob(ports.jobs, ports.clock.now())) !== undefined;
    const offset = event.queryStringParameters?.offset;
    return mapFailure(async () =>
      jsonResponse(
        200,
        await readLeadPages(table, {
          ...(offset ? { offset } : {}),
          maxPages: importing ? 1 : 40,
          deadline: Math.min(ports.answerBy, ports.clock.now() + 15_000),
          pacing: airtablePacing,
          pacer: ports.budget,
          clock: ports.clock,
        }),
      ),
    );
  },
};
