// The job runner against real S3 and the Airtable stand-in: stopping and resuming, crashing and retrying, pacing.
import { readFile } from 'node:fs/promises';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startImport } from '../functions/lead-import/core/start-import.ts';
import { airtableLeadsTable, type LeadsTable } from '../functions/shared/airtable/leads-table.ts';
import { assetsFileOpener } from '../functions/lead-import/adapters/ports-from-settings.ts';
import { s3JobStore } from '../functions/lead-import/adapters/s3-job-store.ts';
import type { ImportPorts, WorkerEvent } from '../functions/lead-import/ports.ts';
import { airtablePacing, systemClock, type Clock, type PacingOptions } from '../functions/shared/airtable/pacer.ts';
import { runImportJob } from '../functions/lead-import/core/run-job.ts';
import { loadSettings } from '../functions/shared/settings.ts';
import { startAirtableApiServer, type AirtableApiServer } from './airtable-api/server.ts';
import { airtableToken, startLeadImportHarness, type LeadImportHarness } from './lead-import-testing.ts';

let h: LeadImportHarness;
const tradeShow = 'trade-show-leads-2026-q1.csv';
// The first 210 rows of the sample: 30 chunks of 7.
const rowCount = 210;

beforeAll(async () => {
  h = await startLeadImportHarness();
  const sample = (await readFile(new URL(`../attached_assets/${tradeShow}`, import.meta.url), 'utf8')).split('\n');
  await h.putCsv(tradeShow, sample.slice(0, rowCount + 1).join('\n'));
});

afterAll(async () => {
  await h.close();
});

beforeEach(async () => {
  await h.clearData();
  await h.clearRecords();
});

/** Time that passes only when the code under test sleeps: pacing runs at full logical speed, deterministically. */
function virtualClock(): Clock {
  let now = Date.parse('2026-03-02T09:00:00.000Z');
  return {
    now: () => now,
    async sleep(ms) {
      now += ms;
    },
  };
}

function ports(overrides: Partial<ImportPorts> & { airtableUrl?: string } = {}): ImportPorts {
  const { airtableUrl, ...rest } = overrides;
  return {
    jobs: s3JobStore(h.s3, 'data'),
    openFile: assetsFileOpener(loadSettings()),
    leads: airtableLeadsTable({ apiKey: airtableToken, baseId: 'appLocal', table: 'Leads', endpointUrl: airtableUrl ?? h.airtable.url }),
    clock: virtualClock(),
    pacing: airtablePacing,
    chunkSize: 7,
    ...rest,
  };
}

/** Starts a job as the API does; the worker invocations it asks for are recorded, not run. */
async function start(runPorts: ImportPorts, inlineMs: number, key = tradeShow) {
  const invoked: WorkerEvent[] = [];
  const outcome = await startImport(key, {
    ports: runPorts,
    fileVersion: async () => (await h.s3.send(new HeadObjectCommand({ Bucket: 'assets', Key: key }))).ETag,
    invokeWorker: async (event) => {
      invoked.push(event);
    },
    newJobId: () => crypto.randomUUID(),
    inlineDeadline: runPorts.clock.now() + inlineMs,
  });
  if (outcome.kind !== 'started') throw new Error(`not started: ${outcome.kind}`);
  return { job: outcome.job, invoked };
}

async function contacts(): Promise<string[]> {
  return (await h.records()).map((fields) => String(fields['Contact Information']));
}

describe('a job in chunks', () => {
  it('finishes a file that fits in the API call itself, and hands a larger one to the worker before writing', async () => {
    const fits = await start(ports(), 60_000);
    expect(fits.job).toMatchObject({ status: 'completed', imported: rowCount });
    expect(fits.invoked).toEqual([]);
    await h.clearData();
    // 210 rows need about 4.2 s at Airtable's pace: with 3 s the API call only scans and hands over.
    const large = await start(ports(), 3000);
    expect(large.job).toMatchObject({ status: 'running', total: rowCount, processed: 0 });
    expect(large.invoked).toEqual([{ jobId: large.job.jobId }]);
  });

  it('answers not-handed-over when the worker cannot be invoked: the job is failed and the lock free for a new start', async () => {
    const runPorts = ports();
    const outcome = await startImport(tradeShow, {
      ports: runPorts,
      fileVersion: async () => (await h.s3.send(new HeadObjectCommand({ Bucket: 'assets', Key: tradeShow }))).ETag,
      invokeWorker: () => Promise.reject(new Error('Lambda throttled')),
      newJobId: () => crypto.randomUUID(),
      inlineDeadline: runPorts.clock.now(),
    });
    expect(outcome.kind).toBe('not-handed-over');
    expect(await runPorts.jobs.readLock()).toBeUndefined();
    const again = await start(runPorts, 0);
    expect(again.job.status).toBe('running');
  });

  it('stops at its deadline mid-file, and the next run lands every row exactly once', async () => {
    const runPorts = ports();
    const { job } = await start(runPorts, 0);
    // The worker's first invocation runs out of time part-way...
    expect(await runImportJob(job.jobId, 'worker-1', runPorts, runPorts.clock.now() + 3000)).toBe('paused');
    const paused = (await runPorts.jobs.readJob(job.jobId))?.value;
    if (!paused) throw new Error('no job');
    expect(paused.cursor % 7).toBe(0);
    expect(paused.cursor).toBeGreaterThan(0);
    expect(paused.cursor).toBeLessThan(rowCount);
    // What was saved is exactly what reached Airtable: no row written twice, none lost.
    expect(paused.counts.imported).toBe(paused.cursor);
    expect(await contacts()).toHaveLength(paused.cursor);

    // ...and the next one carries on from the saved row to the end.
    expect(await runImportJob(job.jobId, 'worker-2', runPorts, Number.POSITIVE_INFINITY)).toBe('finished');
    const done = await runPorts.jobs.readJob(job.jobId);
    expect(done?.value).toMatchObject({ status: 'completed', cursor: rowCount, counts: { imported: rowCount, created: rowCount, updated: 0, failed: 0, merged: 0 } });
    const landed = await contacts();
    expect(landed).toHaveLength(rowCount);
    expect(new Set(landed).size).toBe(rowCount);
    expect(await runPorts.jobs.readLock()).toBeUndefined();
  });

  it('survives a run that dies after Airtable took a chunk: the retry redoes that chunk as updates, not duplicates', async () => {
    let calls = 0;
    const real = ports().leads;
    // The response to the 5th write is lost after Airtable stored it, like a Lambda timing out mid-request.
    const flaky: LeadsTable = {
      listPage: real.listPage,
      async upsert(leads) {
        const result = await real.upsert(leads);
        calls += 1;
        if (calls === 5) throw new Error('socket hang up');
        return result;
      },
    };
    const runPorts = ports({ leads: flaky });
    // The API's own run dies; it hands the job to the worker, which carries on from the last saved chunk.
    const { job, invoked } = await start(runPorts, Number.POSITIVE_INFINITY);
    expect(job).toMatchObject({ status: 'running', processed: 28, imported: 28 });
    expect(invoked).toEqual([{ jobId: job.jobId }]);
    expect(await contacts()).toHaveLength(35);

    expect(await runImportJob(job.jobId, 'worker-1', ports(), Number.POSITIVE_INFINITY)).toBe('finished');
    const done = (await runPorts.jobs.readJob(job.jobId))?.value;
    expect(done).toMatchObject({ status: 'completed', counts: { imported: rowCount, created: rowCount - 7, updated: 7, failed: 0 } });
    const landed = await contacts();
    expect(landed).toHaveLength(rowCount);
    expect(new Set(landed).size).toBe(rowCount);
  });

  it('lets a second run take the job over: the first one stops after its next save and records no progress', async () => {
    const { job } = await start(ports(), 0);
    expect(job.processed).toBe(0);
    const jobs = s3JobStore(h.s3, 'data');
    const real = ports().leads;
    let claimed = false;
    // While the first run writes its first chunk, a duplicate delivery of the worker event claims the job.
    const racing: LeadsTable = {
      listPage: real.listPage,
      async upsert(leads) {
        if (!claimed) {
          claimed = true;
          const loaded = await jobs.readJob(job.jobId);
          if (loaded) await jobs.saveJob({ ...loaded.value, runner: 'duplicate' }, loaded.version);
        }
        return real.upsert(leads);
      },
    };
    expect(await runImportJob(job.jobId, 'original', ports({ leads: racing }), Number.POSITIVE_INFINITY)).toBe('not-owner');
    expect((await jobs.readJob(job.jobId))?.value).toMatchObject({ runner: 'duplicate', cursor: 0 });
    expect(await runImportJob(job.jobId, 'duplicate', ports(), Number.POSITIVE_INFINITY)).toBe('finished');
    // The first run may have written a chunk or two before it noticed; those rows came back as updates.
    const counts = (await jobs.readJob(job.jobId))?.value.counts;
    expect(counts?.imported).toBe(rowCount);
    expect((counts?.created ?? 0) + (counts?.updated ?? 0)).toBe(rowCount);
    expect(counts?.updated).toBeGreaterThanOrEqual(7);
    expect(new Set(await contacts()).size).toBe(rowCount);
  });
});

describe('pacing against the stand-in enforcing Airtable limits', () => {
  let limited: AirtableApiServer;
  const rows = (n: number) => ['Name,Email', ...Array.from({ length: n }, (_, i) => `Paced ${i},paced${i}@limits.example`)].join('\n');

  afterAll(async () => {
    await limited?.close();
  });

  it('keeps under 5 requests per second at full concurrency: 12 requests, no 429', async () => {
    limited = await startAirtableApiServer({ dataFile: `${process.env.TMPDIR ?? '/tmp'}/paced-${crypto.randomUUID()}.json`, tokens: [airtableToken] });
    await h.putCsv('paced.csv', rows(120));
    const runPorts = ports({ airtableUrl: limited.url, clock: systemClock, chunkSize: 100 });
    const { job } = await start(runPorts, Number.POSITIVE_INFINITY, 'paced.csv');
    expect(job).toMatchObject({ status: 'completed', imported: 120 });
    expect(limited.stats()).toMatchObject({ requests: 12, rateLimited: 0 });
    await limited.close();
  });

  it('after a 429 waits the penalty, resends the batch, and still lands every row once', async () => {
    // A stricter base (2 per second, 300 ms penalty) than the pacer assumes (5 per second, 400 ms wait).
    limited = await startAirtableApiServer({
      dataFile: `${process.env.TMPDIR ?? '/tmp'}/strict-${crypto.randomUUID()}.json`,
      tokens: [airtableToken],
      rateLimit: { requestsPerSecond: 2, penaltyMs: 300 },
    });
    await h.putCsv('strict.csv', rows(60));
    const pacing: PacingOptions = { ...airtablePacing, penaltyMs: 400 };
    const runPorts = ports({ airtableUrl: limited.url, clock: systemClock, chunkSize: 60, pacing });
    const { job } = await start(runPorts, Number.POSITIVE_INFINITY, 'strict.csv');
    expect(job).toMatchObject({ status: 'completed', imported: 60, created: 60, failed: 0 });
    expect(limited.stats().rateLimited).toBeGreaterThan(0);
    expect(limited.stats().requests - limited.stats().rateLimited).toBe(6);
    await limited.close();
  }, 30_000);
});
