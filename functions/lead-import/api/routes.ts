import { airtablePacing } from '../../shared/airtable/pacer.ts';
import { errorResponse, jsonResponse, type HttpEvent, type HttpResult } from '../../shared/http.ts';
import { jobIdPattern } from '../adapters/s3-job-store.ts';
import { failedRowsCsv, failedRowsFileName } from '../core/failed-rows-csv.ts';
import { toImportJob } from '../core/job-state.ts';
import { readLeadPages } from '../core/read-records.ts';
import { currentJob, settleIfStale } from '../core/start-import.ts';
import type { LeadImportApiPorts } from '../ports.ts';
import { importRoutes } from './import-routes.ts';
import { airtableNotConfiguredResponse, mapFailure } from './responses.ts';

type ApiRoute = (event: HttpEvent, ports: LeadImportApiPorts) => Promise<HttpResult>;

async function loadJob(event: HttpEvent, ports: LeadImportApiPorts) {
  const jobId = event.pathParameters?.jobId ?? '';
  if (!jobIdPattern.test(jobId)) return undefined;
  const loaded = await ports.jobs.readJob(jobId);
  return loaded && (await settleIfStale(ports.jobs, loaded, ports.clock.now()));
}

const noSuchJob = () => errorResponse(404, 'No such import job');

/** Every /api/admin/* route by API Gateway route key; the staff credential is checked before any of them runs. */
export const leadImportRoutes: Readonly<Record<string, ApiRoute>> = {
  'GET /api/admin/csv/files': async (_event, ports) => jsonResponse(200, await ports.assets.list()),

  ...importRoutes,

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
    // The invalid rows as data, for fixing them in the page (issue 23).
    if (event.queryStringParameters?.format === 'json') return jsonResponse(200, { header: job.header ?? [], rows: job.failures });
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
