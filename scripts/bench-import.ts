// `npm run bench:import [-- --rows 10000]`: imports a generated CSV through the job path (staff API, inline run,
// hand-over to the worker through the Lambda API stand-in) into the Airtable stand-in enforcing Airtable's
// limits (5 requests/s per base, 30 s penalty), and prints records/s, requests, 429s and peak memory.
// S3 and Airtable run in a child process, so the memory figures are the import's own.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { importJobSchema, leadStatuses, type ImportJob } from '../contracts/lead-import.ts';
import { previewCsv } from '../functions/lead-import/core/preview.ts';
import { systemClock } from '../functions/shared/airtable/pacer.ts';
import { scanCsv } from '../functions/lead-import/core/scan.ts';
import { startAirtableApiServer, type AirtableApiStats } from '../local/airtable-api/server.ts';
import { createApiHandler } from '../local/api-server.ts';
import { startLambdaApi } from '../local/lambda-api.ts';
import { createRateLimiter } from '../local/rate-limiter.ts';
import { startLocalS3 } from '../local/s3/local-s3.ts';

const token = 'pat-bench-token';
const staffToken = 'bench-staff-token-0123456789abcdef';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type ChildRequest = { kind: 'stats' } | { kind: 'count' };
type ChildReply =
  | { kind: 'ready'; s3Url: string; airtableUrl: string }
  | { kind: 'stats'; stats: AirtableApiStats }
  | { kind: 'count'; count: number }
  | { kind: 'memory'; runs: MemoryRun[] };

/** The child: S3 and the Airtable stand-in with its default (real) rate limit. */
async function runStandIns(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-import-'));
  const localS3 = await startLocalS3({ directory: join(folder, 's3'), buckets: ['assets', 'data'] });
  const s3Url = localS3.url;
  const dataFile = join(folder, 'airtable.json');
  const airtable = await startAirtableApiServer({ dataFile, tokens: [token] });
  const send = (reply: ChildReply) => process.send?.(reply);
  process.on('message', (message: ChildRequest) => {
    if (message.kind === 'stats') send({ kind: 'stats', stats: airtable.stats() });
    if (message.kind === 'count') {
      void readFile(dataFile, 'utf8').then((text) => {
        const tables = Object.values((JSON.parse(text) as { bases: Record<string, Record<string, { records: unknown[] }>> }).bases.appLocal ?? {});
        send({ kind: 'count', count: tables.reduce((sum, table) => sum + table.records.length, 0) });
      });
    }
  });
  process.once('disconnect', () => {
    void Promise.allSettled([airtable.close(), localS3.close()]).then(() => rm(folder, { recursive: true, force: true }).finally(() => process.exit(0)));
  });
  send({ kind: 'ready', s3Url, airtableUrl: airtable.url });
}

function ask<K extends ChildReply['kind']>(child: ChildProcess, request: ChildRequest | undefined, kind: K): Promise<Extract<ChildReply, { kind: K }>> {
  return new Promise((resolve) => {
    const listener = (reply: ChildReply) => {
      if (reply.kind !== kind) return;
      child.off('message', listener);
      resolve(reply as Extract<ChildReply, { kind: K }>);
    };
    child.on('message', listener);
    if (request) child.send(request);
  });
}

const statuses = [...leadStatuses, ''];
/** The CSV in chunks of 1,000 rows, generated as it is read; with `repeats`, every 7th row reuses an earlier email. */
function* generateCsv(rows: number, repeats = false): Generator<Buffer> {
  let lines = ['Full Name,Email,Company,Status,Lead Source,Notes'];
  for (let i = 0; i < rows; i += 1) {
    const contact = repeats && i % 7 === 6 ? i - 3 : i;
    lines.push(`Bench Lead ${i},bench.lead.${contact}@load.example,"Load Test ${i % 97}, Inc.",${statuses[i % statuses.length]},Benchmark,"Generated row ${i}"`);
    if (lines.length === 1000) {
      yield Buffer.from(`${lines.join('\r\n')}\r\n`);
      lines = [];
    }
  }
  if (lines.length > 0) yield Buffer.from(`${lines.join('\r\n')}\r\n`);
}

interface MemoryRun {
  rows: number;
  mb: number;
  previewHeapMb: number;
  scanHeapMb: number;
  rssMb: number;
}

/** The child for memory: preview and scan (both passes) of generated files streamed as S3 would, under a small heap. */
async function runMemoryProbe(rowCounts: number[]): Promise<void> {
  const memory = memorySampler();
  const runs: MemoryRun[] = [];
  for (const rows of rowCounts) {
    let bytes = 0;
    for (const chunk of generateCsv(rows, true)) bytes += chunk.length;
    const open = async () => Readable.from(generateCsv(rows, true));
    global.gc?.();
    memory.reset();
    const preview = await previewCsv('generated.csv', open);
    const previewPeak = memory.peak();
    global.gc?.();
    memory.reset();
    // Every 7th row repeats an earlier contact, so the exact second pass runs too.
    const scanned = await scanCsv(open, systemClock, Number.POSITIVE_INFINITY);
    const scanPeak = memory.peak();
    if (scanned.kind !== 'ok' || preview.total !== rows) throw new Error(`scan of ${rows} rows: ${scanned.kind}`);
    runs.push({ rows, mb: bytes / 2 ** 20, previewHeapMb: previewPeak.heapMb, scanHeapMb: scanPeak.heapMb, rssMb: Math.max(previewPeak.rssMb, scanPeak.rssMb) });
  }
  memory.stop();
  process.send?.({ kind: 'memory', runs });
}

function memorySampler() {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 100);
  return {
    reset() {
      rss = 0;
      heap = 0;
      sample();
    },
    peak() {
      sample();
      return { rssMb: rss / 2 ** 20, heapMb: heap / 2 ** 20 };
    },
    stop: () => clearInterval(timer),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
  const rows = Number(values.rows);
  const child = fork(import.meta.filename, ['--stand-ins'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { s3Url, airtableUrl } = await ask(child, undefined, 'ready');
  const lambda = await startLambdaApi({
    functions: { 'lead-import-worker': { timeoutMs: 15 * 60_000, load: async () => (await import('../functions/lead-import/worker-handler.ts')).handler } },
  });
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_ENDPOINT: s3Url,
    ASSETS_BUCKET: 'assets',
    DATA_BUCKET: 'data',
    AIRTABLE_ENDPOINT_URL: airtableUrl,
    AIRTABLE_API_KEY: token,
    AIRTABLE_BASE_ID: 'appLocal',
    ADMIN_TOKEN: staffToken,
    LAMBDA_ENDPOINT: lambda.url,
    IMPORT_WORKER_FUNCTION_NAME: 'lead-import-worker',
    POWERTOOLS_LOG_LEVEL: 'WARN',
  });
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
  console.log(`bench:import  ${rows.toLocaleString('en-US')} rows (${(csv.length / 2 ** 20).toFixed(1)} MB) through POST /api/admin/csv/import -> worker -> Airtable stand-in (5 req/s per base, 30 s penalty)`);

  const memory = memorySampler();
  memory.reset();
  const started = performance.now();
  let job: ImportJob = await api('POST', '/api/admin/csv/import', { filePath: 'bench.csv' });
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
  // The job's own clock (first row read to last record written), not the polling loop's.
  const seconds = job.finishedAt ? (Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000 : (performance.now() - started) / 1000;
  const importPeak = memory.peak();
  await lambda.idle();
  const { stats } = await ask(child, { kind: 'stats' }, 'stats');
  const { count } = await ask(child, { kind: 'count' }, 'count');

  memory.stop();
  // Preview and scan of this file and of a 100-times larger one (about 100 MB at 10,000 rows), in a process
  // whose heap is capped at 64 MB: memory must not follow the file's size.
  const probe = fork(import.meta.filename, ['--memory', String(rows), String(rows * 100)], {
    execArgv: ['--max-old-space-size=64', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { runs } = await ask(probe, undefined, 'memory');
  probe.disconnect();

  const line = (label: string, value: string) => console.log(`  ${label.padEnd(26)}${value}`);
  console.log(`\nResult (${job.status}${job.message ? `: ${job.message}` : ''})`);
  line('rows imported', `${job.imported.toLocaleString('en-US')} of ${(job.total ?? 0).toLocaleString('en-US')} (${job.failed} failed, ${job.merged} merged); ${count.toLocaleString('en-US')} records in Airtable`);
  line('elapsed', `${seconds.toFixed(1)} s   (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs)`);
  line('records/s', `${(job.imported / seconds).toFixed(1)}   (ceiling 50: 5 requests/s x 10 records)`);
  line('Airtable requests', `${stats.requests.toLocaleString('en-US')}   (${JSON.stringify(stats.byMethod)})`);
  line('429 answers', String(stats.rateLimited));
  line('peak memory, import', `rss ${importPeak.rssMb.toFixed(0)} MB, heap ${importPeak.heapMb.toFixed(0)} MB`);
  for (const run of runs) {
    line(
      `peak heap, ${run.mb.toFixed(0).padStart(3)} MB file`,
      `preview ${run.previewHeapMb.toFixed(0)} MB, scan ${run.scanHeapMb.toFixed(0)} MB, rss ${run.rssMb.toFixed(0)} MB (${run.rows.toLocaleString('en-US')} rows, heap capped at 64 MB)`,
    );
  }

  server.close();
  server.closeAllConnections();
  s3.destroy();
  await lambda.close();
  child.disconnect();
  if (job.status !== 'completed' || stats.rateLimited > 0) process.exitCode = 1;
}

const memoryArg = process.argv.indexOf('--memory');
if (process.argv.includes('--stand-ins')) await runStandIns();
else if (memoryArg >= 0) await runMemoryProbe(process.argv.slice(memoryArg + 1).map(Number));
else await main();
