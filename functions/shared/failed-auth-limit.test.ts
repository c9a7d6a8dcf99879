import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../local/s3/local-s3.ts';
import { deadlineIn } from './deadline.ts';
import { clientAddress, s3FailedAuthLimit } from './failed-auth-limit.ts';
import type { HttpEvent } from './http.ts';

let dir: string;
let localS3: LocalS3;
let s3: S3Client;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'failed-auth-'));
  localS3 = await startLocalS3({ directory: dir, buckets: ['data'] });
  s3 = new S3Client({ region: 'us-east-1', endpoint: localS3.url, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});
afterAll(async () => {
  s3.destroy();
  await localS3.close();
  await rm(dir, { recursive: true, force: true });
});

describe('failed sign-ins per address, in the data bucket', () => {
  it('blocks an address after 5 failures in a minute, for 15 minutes, whichever container counts them', async () => {
    let now = 1_000_000;
    // Two "containers": two limiters sharing nothing but the bucket.
    const a = s3FailedAuthLimit(s3, 'data', deadlineIn(10_000), undefined, () => now);
    const b = s3FailedAuthLimit(s3, 'data', deadlineIn(10_000), undefined, () => now);
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await (i % 2 === 0 ? a : b).recordFailure('203.0.113.7'));
    expect(results).toEqual([undefined, undefined, undefined, undefined, undefined, 900]);
    expect(await a.blockedFor('203.0.113.7')).toBe(900);
    expect(await b.blockedFor('198.51.100.9')).toBeUndefined();
    now += 15 * 60_000;
    expect(await b.blockedFor('203.0.113.7')).toBeUndefined();
  });

  it('forgets failures older than the window (a typo now and then never blocks)', async () => {
    let now = 5_000_000;
    const limit = s3FailedAuthLimit(s3, 'data', deadlineIn(10_000), undefined, () => now);
    for (let i = 0; i < 12; i += 1) {
      expect(await limit.recordFailure('192.0.2.1')).toBeUndefined();
      now += 15_000;
    }
  });

  it('counts concurrent failures without losing any (conditional writes)', async () => {
    const limit = s3FailedAuthLimit(s3, 'data', deadlineIn(10_000), { failures: 5, windowMs: 60_000, blockMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 6 }, () => limit.recordFailure('192.0.2.50')));
    expect(results.filter((r) => r !== undefined)).toEqual([60]);
    expect(await limit.blockedFor('192.0.2.50')).toBeGreaterThan(0);
  });
});

describe('clientAddress', () => {
  const event = (headers: Record<string, string>, sourceIp = '130.176.0.1') => ({ headers, requestContext: { http: { sourceIp } } }) as unknown as HttpEvent;
  it('takes the address CloudFront appended, not one the viewer wrote', () => {
    expect(clientAddress(event({ 'x-forwarded-for': '10.0.0.1, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.8:51234', 'x-forwarded-for': '1.2.3.4' }))).toBe('203.0.113.8');
    expect(clientAddress(event({}, '198.51.100.2'))).toBe('198.51.100.2');
  });
});
