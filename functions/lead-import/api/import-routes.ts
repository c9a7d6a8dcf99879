import { randomBytes } from 'node:crypto';
import { importRequestSchema, maxCsvBytes, maxCsvSizeText, uploadRequestSchema, type ImportJob } from '../../../contracts/lead-import.ts';
import { errorResponse, jsonResponse, parseJsonBody, type HttpEvent, type HttpResult } from '../../shared/http.ts';
import { csvUploadsPrefix } from '../../shared/data-layout.ts';
import { jobIdPattern } from '../adapters/s3-job-store.ts';
import { checkCsvKey } from '../core/file-path.ts';
import { toImportJob, type JobOptions } from '../core/job-state.ts';
import { mappingFromChoice } from '../core/mapping-choice.ts';
import { previewCsv, readHeader } from '../core/preview.ts';
import { startImport } from '../core/start-import.ts';
import type { LeadImportApiPorts } from '../ports.ts';
import { airtableNotConfiguredResponse, mapFailure } from './responses.ts';

type ApiRoute = (event: HttpEvent, ports: LeadImportApiPorts) => Promise<HttpResult>;

const noSuchFile = (field: string) => errorResponse(404, 'No such CSV file', { [field]: 'No such CSV file' });
const tooLarge = (field: string) => {
  const message = `The file is larger than ${maxCsvSizeText}, the largest CSV the import takes; split it into smaller files`;
  return errorResponse(413, message, { [field]: message });
};

/** The file, if it exists and is within the size cap; else the answer to send before any work. */
async function sizedFile(ports: LeadImportApiPorts, key: string, field: string) {
  const head = await ports.assets.head(key);
  if (!head) return { refusal: noSuchFile(field) };
  if (head.size > maxCsvBytes) return { refusal: tooLarge(field) };
  return { etag: head.etag };
}

/** A dry run's answer also carries issue 23's names for its counts. */
const answer = (job: ImportJob) => (job.dryRun ? { ...job, create: job.created, update: job.updated, invalid: job.failed } : job);

/** The file the upload grant is for: its own folder under uploads/, so two uploads of one name never replace each other. */
function uploadKey(name: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  return `${csvUploadsPrefix}${stamp}-${randomBytes(3).toString('hex')}/${name}`;
}

/** Preview, import (with a mapping, as a dry run or after one) and upload. */
export const importRoutes: Readonly<Record<string, ApiRoute>> = {
  'GET /api/admin/csv/preview': async (event, ports) => {
    const checked = checkCsvKey(event.queryStringParameters?.file ?? '');
    if (!checked.ok) return errorResponse(400, checked.message, { file: checked.message });
    const file = await sizedFile(ports, checked.key, 'file');
    if (file.refusal) return file.refusal;
    // Counting a very large file could outlast API Gateway's 30 s: past the deadline the count is a lower bound.
    return mapFailure(async () => jsonResponse(200, await previewCsv(checked.key, () => ports.assets.open(checked.key, file.etag), ports.answerBy)));
  },

  'POST /api/admin/csv/import': async (event, ports) => {
    const parsed = parseJsonBody(event, importRequestSchema, 64 * 1024);
    if (!parsed.ok) return parsed.response;
    const request = parsed.value;
    const checked = checkCsvKey(request.filePath);
    if (!checked.ok) return errorResponse(400, checked.message, { filePath: checked.message });
    const file = await sizedFile(ports, checked.key, 'filePath');
    if (file.refusal) return file.refusal;
    const job: { -readonly [K in keyof JobOptions]: JobOptions[K] } = request.dryRun ? { dryRun: true } : {};
    if (request.mapping) {
      const header = await readHeader(() => ports.assets.open(checked.key, file.etag));
      const chosen = mappingFromChoice(header, request.mapping);
      if (!chosen.ok) return errorResponse(400, chosen.message, { [chosen.field]: chosen.message });
      job.chosenMapping = chosen.mapping;
    }
    if (request.plan !== undefined) {
      const plan = jobIdPattern.test(request.plan) ? (await ports.jobs.readJob(request.plan))?.value : undefined;
      const refuse = (message: string) => errorResponse(409, message, { plan: message });
      if (!plan || !plan.dryRun || plan.status !== 'completed') return refuse('No completed dry run with that id');
      if (plan.filePath !== checked.key || plan.etag !== file.etag) return refuse('The file changed since the dry run; run it again');
      if (job.chosenMapping && JSON.stringify(plan.mapping) !== JSON.stringify(job.chosenMapping)) return refuse('The mapping changed since the dry run; run it again');
      job.chosenMapping ??= plan.mapping;
      if (plan.unchangedRows) job.unchangedRows = plan.unchangedRows;
    }
    if (!(await ports.leads())) return airtableNotConfiguredResponse();
    const outcome = await startImport(checked.key, {
      ports: await ports.importPorts(),
      fileVersion: async (key) => (key === checked.key ? file.etag : ports.assets.version(key)),
      invokeWorker: ports.invokeWorker,
      newJobId: ports.newJobId,
      inlineDeadline: ports.inlineDeadline,
      job,
    });
    if (outcome.kind === 'missing') return noSuchFile('filePath');
    if (outcome.kind === 'not-handed-over') return errorResponse(503, outcome.message, undefined, { 'retry-after': '30' });
    if (outcome.kind === 'busy') return errorResponse(409, `An import of ${outcome.filePath} is running; wait for it to finish`, { filePath: 'Another import is running' });
    return jsonResponse(outcome.job.status === 'running' ? 202 : 200, answer(outcome.job));
  },

  'POST /api/admin/csv/uploads': async (event, ports) => {
    const parsed = parseJsonBody(event, uploadRequestSchema, 4 * 1024);
    if (!parsed.ok) return parsed.response;
    const key = uploadKey(parsed.value.name, new Date(ports.clock.now()));
    const checked = checkCsvKey(key);
    if (!checked.ok) return errorResponse(400, checked.message, { name: checked.message });
    return jsonResponse(200, await ports.presignUpload(checked.key));
  },

  'GET /api/admin/csv/imports': async (_event, ports) => jsonResponse(200, (await ports.jobs.listJobs(20)).map((job) => answer(toImportJob(job)))),
};
