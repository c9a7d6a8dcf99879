// `npm run bench:import [-- --rows 10000] [-- --quiet]`: imports a generated CSV through the job path (staff API,
// inline run, hand-over to the worker through the Lambda API stand-in) into the Airtable stand-in enforcing
// Airtable's limits (5 requests/s per base, 30 s penalty) while staff refresh the records list every 5 s and a
// visitor sends the contact form every 10 s (all sharing the base's budget), and prints records/s, requests,
// 429s and peak memory. S3, SES and Airtable run in a child process, so the memory figures are the import's own.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { importJobSchema, type ImportJob } from '../contracts/lead-import.ts';
import { startLeadDeliveryLoop } from '../local/lead-delivery-loop.ts';
import { createApiHandler } from '../local/api-server.ts';
import { startLambdaApi } from '../local/lambda-api.ts';
import { createRateLimiter } from '../local/rate-limiter.ts';
import { generateCsv } from './bench-import/csv.ts';
import { benchDryRun } from './bench-import/dry-run.ts';
import { memorySampler, runMemoryProbe } from './bench-import/memory.ts';
import { median, startSideTraffic } from './bench-import/side-traffic.ts';
import { ask, benchAirtableToken, runStandIns } from './bench-import/stand-ins.ts';

const staffToken = 'bench-staff-token-0123456789abcdef';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { rows: { type: 'string', default: '10000' }, 'dry-run-rows': { type: 'string', default: '10000' }, 'no-side-traffic': { type: 'boolean', default: false } },
  });
  const rows = Number(values.rows);
  const child = fork(import.meta.filename, ['--stand-ins'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { s3Url, airtableUrl, sesUrl } = await ask(child, undefined, 'ready');
  const lambda = await startLambdaApi({
    functions: { 'lead-import-worker': { timeoutMs: 15 * 60_000, load: async () => (await import('../functions/lead-import/worker-handler.ts')).handler } },
  });
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_ENDPOINT: s3Url,
    SES_ENDPOINT: sesUrl,
    ASSETS_BUCKET: 'assets',
    DATA_BUCKET: 'data',
    AIRTABLE_ENDPOINT_URL: airtableUrl,
    AIRTABLE_API_KEY: benchAirtableToken,
    AIRTABLE_BASE_ID: 'appLocal',
    ADMIN_TOKEN: staffToken,
    LAMBDA_ENDPOINT: lambda.url,
    IMPORT_WORKER_FUNCTION_NAME: 'lead-import-worker',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  });
  // The outbox sweep (contact-delivery) every 2 s, as `npm start` runs it: contact leads reach Airtable only through it.
  const leadDelivery = startLeadDeliveryLoop(2_000);
  const serveApi = createApiHandler(createRateLimiter([]));
  const server = createServer((req, res) => void serveApi(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${staffToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return importJobSchema.parse(await response.json());
  };

  const s3 = new S3Client({ region: 'us-east-1', endpoint: s3Url, forcePathStyle: true, credentials });
  const csv = Buffer.concat([...generateCsv(rows)]);
  await s3.send(new PutObjectCommand({ Bucket: 'assets', Key: 'bench.csv', Body: csv }));
  const sideTraffic = !values['no-side-traffic'];
  console.log(`bench:import  ${rows.toLocaleString('en-US')} rows (${(csv.length / 2 ** 20).toFixed(1)} MB) through POST /api/admin/csv/import -> worker -> Airtable stand-in (5 req/s per base, 30 s penalty)`);
  if (sideTraffic) console.log('  meanwhile: GET /api/admin/airtable/Leads/records every 5 s, POST /api/contact every 10 s (same base)');

  const memory = memorySampler();
  memory.reset();
  const started = performance.now();
  let job: ImportJob = await api('POST', '/api/admin/csv/import', { filePath: 'bench.csv' });
  const side = sideTraffic ? startSideTraffic({ apiUrl, staffToken, refreshEveryMs: 5_000, contactEveryMs: 10_000 }) : undefined;
  let lastPrint = 0;
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = await api('GET', `/api/admin/csv/import/${job.jobId}`);
    const seconds = (performance.now() - started) / 1000;
    if (seconds - lastPrint >= 15) {
      lastPrint = seconds;
      console.log(`  ${seconds.toFixed(0).padStart(4)} s  ${job.processed.toLocaleString('en-US')} / ${(job.total ?? 0).toLocaleString('en-US')} rows`);
    }
  }
  const traffic = await side?.stop();
  // The job's own clock (first row read to last record written), not the polling loop's.
  const seconds = job.finishedAt ? (Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000 : (performance.now() - started) / 1000;
  const importPeak = memory.peak();
  await lambda.idle();
  // The sweep upserts the contact leads' Airtable rows within a pass or two; give the last one time, then stop it.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  await leadDelivery.stop();
  const { stats } = await ask(child, { kind: 'stats' }, 'stats');
  const { count, bySource } = await ask(child, { kind: 'count' }, 'count');
  const writes = async () => {
    const { byMethod } = (await ask(child, { kind: 'stats' }, 'stats')).stats;
    return Object.entries(byMethod).reduce((sum, [method, n]) => (method === 'GET' ? sum : sum + n), 0);
  };
  const dryRows = Number(values['dry-run-rows']);
  const dry = dryRows > 0 ? await benchDryRun(s3, api, dryRows, writes) : undefined;
  const dryRateLimited = dry ? (await ask(child, { kind: 'stats' }, 'stats')).stats.rateLimited - stats.rateLimited : 0;

  memory.stop();
  // Preview and scan of this file and of a 100-times larger one (about 100 MB at 10,000 rows), in a process
  // whose heap is capped at 64 MB: memory must not follow the file's size.
  const probe = fork(import.meta.filename, ['--memory', String(rows), String(rows * 100)], { execArgv: ['--max-old-space-size=64', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { runs } = await ask(probe, undefined, 'memory');
  probe.disconnect();

  const line = (label: string, value: string) => console.log(`  ${label.padEnd(26)}${value}`);
  console.log(`\nResult (${job.status}${job.message ? `: ${job.message}` : ''})`);
  line('rows imported', `${job.imported.toLocaleString('en-US')} of ${(job.total ?? 0).toLocaleString('en-US')} (${job.failed} failed, ${job.merged} merged); ${count.toLocaleString('en-US')} records in Airtable`);
  line('elapsed', `${seconds.toFixed(1)} s   (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs)`);
  line('records/s', `${(job.imported / seconds).toFixed(1)}   (ceiling 50: 5 requests/s x 10 records)`);
  line('Airtable requests', `${stats.requests.toLocaleString('en-US')}   (${JSON.stringify(stats.byMethod)})`);
  line('429 answers', String(stats.rateLimited));
  if (traffic) {
    const statuses = (list: { status: number }[]) => JSON.stringify(Object.fromEntries([...new Set(list.map((r) => r.status))].map((s) => [s, list.filter((r) => r.status === s).length])));
    line('records refreshes', `${traffic.refreshes.length}, statuses ${statuses(traffic.refreshes)}, median ${median(traffic.refreshes.map((r) => r.ms)).toFixed(0)} ms, max ${Math.max(0, ...traffic.refreshes.map((r) => r.ms)).toFixed(0)} ms`);
    line('contact submissions', `${traffic.contacts.length}, statuses ${statuses(traffic.contacts)}, median ${median(traffic.contacts.map((r) => r.ms)).toFixed(0)} ms; ${Object.entries(bySource).filter(([source]) => source.startsWith('Contact form')).reduce((sum, [, n]) => sum + n, 0)} rows in Airtable`);
  }
  if (dry) {
    const { job: d } = dry;
    line('dry run', `${dryRows.toLocaleString('en-US')} rows in ${dry.seconds.toFixed(1)} s (${d.status}): ${d.created} new, ${d.updated} update, ${d.unchanged} unchanged, ${d.failed} invalid, ${d.merged} merged; ${dry.wrote} writes to Airtable, ${dryRateLimited} x 429`);
  }
  line('peak memory, import', `rss ${importPeak.rssMb.toFixed(0)} MB, heap ${importPeak.heapMb.toFixed(0)} MB`);
  for (const run of runs) {
    line(`peak heap, ${run.mb.toFixed(0).padStart(3)} MB file`, `preview ${run.previewHeapMb.toFixed(0)} MB, scan ${run.scanHeapMb.toFixed(0)} MB, rss ${run.rssMb.toFixed(0)} MB (${run.rows.toLocaleString('en-US')} rows, heap capped at 64 MB)`);
  }

  server.close();
  server.closeAllConnections();
  s3.destroy();
  await lambda.close();
  child.disconnect();
  if (job.status !== 'completed' || stats.rateLimited > 0 || dryRateLimited > 0 || (dry && dry.wrote > 0)) process.exitCode = 1;
}

const memoryArg = process.argv.indexOf('--memory');
if (process.argv.includes('--stand-ins')) await runStandIns();
else if (memoryArg >= 0) await runMemoryProbe(process.argv.slice(memoryArg + 1).map(Number));
else await main();
