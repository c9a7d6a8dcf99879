import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

let s3Server: LocalS3;
let s3: S3Client;
let folder: string;
const Bucket = 'data';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'conditional-s3-'));
  s3Server = await startLocalS3({ directory: folder, buckets: [Bucket] });
  s3 = new S3Client({ region: 'us-east-1', endpoint: s3Server.url, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, maxAttempts: 1 });
});
afterAll(async () => {
  s3.destroy();
  await s3Server.close();
  await rm(folder, { recursive: true, force: true });
});

let counter = 0;
const freshKey = () => `tests/${Date.now()}-${(counter += 1)}.json`;
const put = (Key: string, Body: string, condition: { IfNoneMatch?: string; IfMatch?: string } = {}) => s3.send(new PutObjectCommand({ Bucket, Key, Body, ...condition }));
const read = async (Key: string) => (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body?.transformToString('utf-8');
/** The SDK error's status and S3 code, or 'ok'. */
async function outcome(work: Promise<unknown>): Promise<string | number> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return `${status} ${(error as Error).name}`;
  }
}

describe('If-None-Match: * (create only)', () => {
  it('creates a missing object and answers 412 PreconditionFailed once it exists, leaving it unchanged', async () => {
    const Key = freshKey();
    expect(await outcome(put(Key, 'first', { IfNoneMatch: '*' }))).toBe('ok');
    expect(await outcome(put(Key, 'second', { IfNoneMatch: '*' }))).toBe('412 PreconditionFailed');
    expect(await read(Key)).toBe('first');
  });
});

describe('If-Match: <etag> (compare and swap)', () => {
  it('writes when the ETag is current, answers 412 for a stale one and 404 NoSuchKey for a missing object', async () => {
    const Key = freshKey();
    const first = await put(Key, 'v1');
    const second = await put(Key, 'v2', { IfMatch: first.ETag ?? '' });
    expect(second.ETag).not.toBe(first.ETag);
    expect(await outcome(put(Key, 'v3', { IfMatch: first.ETag ?? '' }))).toBe('412 PreconditionFailed');
    expect(await read(Key)).toBe('v2');
    expect(await outcome(put(freshKey(), 'x', { IfMatch: first.ETag ?? '' }))).toBe('404 NoSuchKey');
  });

  it('applies to deletes and to reads', async () => {
    const Key = freshKey();
    const { ETag } = await put(Key, 'v1');
    await put(Key, 'v2');
    expect(await outcome(s3.send(new DeleteObjectCommand({ Bucket, Key, IfMatch: ETag ?? '' })))).toBe('412 PreconditionFailed');
    expect(await outcome(s3.send(new GetObjectCommand({ Bucket, Key, IfMatch: ETag ?? '' })))).toBe('412 PreconditionFailed');
    expect(await outcome(s3.send(new HeadObjectCommand({ Bucket, Key, IfMatch: ETag ?? '' })))).toMatch(/^412/);
    const current = await s3.send(new HeadObjectCommand({ Bucket, Key }));
    expect(await outcome(s3.send(new DeleteObjectCommand({ Bucket, Key, IfMatch: current.ETag ?? '' })))).toBe('ok');
    expect(await outcome(s3.send(new HeadObjectCommand({ Bucket, Key })))).toMatch(/^404/);
  });
});

describe('racing writers', () => {
  it('lets exactly one of two writers racing for a lock win; the other gets 412 or 409', async () => {
    for (let round = 0; round < 20; round += 1) {
      const Key = freshKey();
      const results = await Promise.all([outcome(put(Key, 'a', { IfNoneMatch: '*' })), outcome(put(Key, 'b', { IfNoneMatch: '*' }))]);
      expect(results.filter((result) => result === 'ok')).toHaveLength(1);
      expect(results.find((result) => result !== 'ok')).toMatch(/^(412 PreconditionFailed|409 ConditionalRequestConflict)$/);
    }
  });

  it('lets exactly one of ten compare-and-swap writers with the same ETag win', async () => {
    const Key = freshKey();
    const { ETag } = await put(Key, 'start');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => outcome(put(Key, `writer ${i}`, { IfMatch: ETag ?? '' }))));
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    const winner = results.indexOf('ok');
    expect(await read(Key)).toBe(`writer ${winner}`);
  });

  it('never lets a read see a write in progress', async () => {
    const Key = freshKey();
    const big = (fill: string) => JSON.stringify({ fill: fill.repeat(512 * 1024) });
    await put(Key, big('a'));
    const reads: Promise<string | undefined>[] = [];
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 10; i += 1) {
      writes.push(put(Key, big(i % 2 ? 'a' : 'b')));
      reads.push(read(Key));
    }
    await Promise.all(writes);
    for (const text of await Promise.all(reads)) expect(() => JSON.parse(text ?? '')).not.toThrow();
  });

  it('never lets a read right after a small write see it half written (s3rver answers before its file is written)', async () => {
    const Key = freshKey();
    await put(Key, JSON.stringify({ n: 0 }));
    const reads: Promise<string | undefined>[] = [];
    for (let i = 1; i <= 60; i += 1) {
      await put(Key, JSON.stringify({ n: i, pad: 'x'.repeat(i * 10) }));
      reads.push(read(Key));
    }
    for (const text of await Promise.all(reads)) expect(() => JSON.parse(text ?? '')).not.toThrow();
  });

  it('passes unconditional writes straight through', async () => {
    const Key = freshKey();
    await Promise.all([put(Key, 'x'), put(Key, 'y')]);
    expect(['x', 'y']).toContain(await read(Key));
  });
});
