// The shared Airtable budget against the local S3 with conditional writes enforced: several independent ledgers
// (as several Lambda processes would hold) never put more than 5 requests into any rolling second of Airtable's
// clock, and an interactive caller gets in while a bulk one runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3BudgetLedger } from '../../functions/shared/airtable/budget-ledger.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

let server: LocalS3;
let s3: S3Client;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'budget-ledger-'));
  server = await startLocalS3({ directory: folder, buckets: ['data'] });
  s3 = new S3Client({ region: 'us-east-1', endpoint: server.url, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});
afterAll(async () => {
  s3.destroy();
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('S3 budget ledger', () => {
  it('keeps three processes together within 5 requests per rolling second, counting arrivals anywhere between send and answer', async () => {
    const baseId = `appRace${Date.now()}`;
    // [send, answer] of every request; Airtable counts each somewhere in between.
    const requests: [number, number][] = [];
    const worker = async (name: string, until: number) => {
      const ledger = s3BudgetLedger({ s3, bucket: 'data', baseId, holder: name, priority: name === 'reader' ? 'interactive' : 'bulk' });
      const loops = Array.from({ length: 3 }, async () => {
        while (Date.now() < until) {
          const release = await ledger.acquire();
          const sent = Date.now();
          await sleep(5 + Math.random() * 60);
          requests.push([sent, Date.now()]);
          release();
        }
      });
      await Promise.all(loops);
    };
    const until = Date.now() + 4_000;
    await Promise.all([worker('import', until), worker('other-import', until), worker('reader', until)]);
    // Airtable may count a request anywhere in [send, answer]: a violation is possible only if some rolling second
    // [t, t + 1000) can meet 6 of these intervals. Windows starting at an answer time are the tightest.
    for (const [, start] of requests) {
      const met = requests.filter(([sent, answered]) => answered >= start && sent < start + 1000).length;
      expect(met, `rolling second from ${start}`).toBeLessThanOrEqual(5);
    }
    expect(requests.length).toBeGreaterThan(10);
  }, 20_000);

  it('lets an interactive caller in within about a second while a bulk caller keeps every slot busy', async () => {
    const baseId = `appShare${Date.now()}`;
    const bulk = s3BudgetLedger({ s3, bucket: 'data', baseId, holder: 'import' });
    let stop = false;
    const loops = Array.from({ length: 5 }, async () => {
      while (!stop) {
        const release = await bulk.acquire();
        await sleep(10);
        release();
      }
    });
    await sleep(1_500);
    const reader = s3BudgetLedger({ s3, bucket: 'data', baseId, holder: 'reader', priority: 'interactive', maxWaitMs: 5_000 });
    const asked = Date.now();
    const release = await reader.acquire();
    const waited = Date.now() - asked;
    release();
    stop = true;
    await Promise.all(loops);
    expect(waited).toBeLessThan(2_500);
  }, 20_000);
});
