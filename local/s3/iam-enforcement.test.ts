import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPrefixes } from '../../infra/lib/data-prefixes.ts';
import { functionWiring } from '../../infra/lib/function-wiring.ts';
import { readTemplateIam } from '../../infra/lib/iam/template-policies.ts';
import { synthSiteStack, synthTimeoutMs } from '../../infra/lib/testing/synth-test-stack.ts';
import { runAsFunction, tagS3Requests } from './caller-identity.ts';
import { templateAuthorizer } from './iam-authorizer.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

// The local S3 layer answers each function's calls as AWS would for that function's role in the synthesized stack.
let dir: string;
let current: LocalS3;
let before24: LocalS3;
let s3: S3Client;
let s3Before24: S3Client;

const client = (url: string) => new S3Client({ region: 'us-east-1', endpoint: url, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, maxAttempts: 1 });
const statusOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return 200;
  } catch (error) {
    return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
  }
};
const put = (c: S3Client, key: string) => c.send(new PutObjectCommand({ Bucket: 'data', Key: key, Body: '{}' }));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-iam-'));
  const stackIam = (wiring = functionWiring) => {
    const iam = readTemplateIam(synthSiteStack({}, { wiring }).template.toJSON());
    return templateAuthorizer(iam, { data: iam.outputs.DataBucketName as string, assets: iam.outputs.AssetsBucketName as string });
  };
  current = await startLocalS3({ directory: join(dir, 'now'), buckets: ['data', 'assets'], authorizer: stackIam() });
  // main's grants before issue #24: lead capture without the chat/ prefix.
  const withoutChat = { ...functionWiring, contact: { ...functionWiring.contact, data: { readWrite: functionWiring.contact.data?.readWrite.filter((row) => row !== leadPrefixes.find((p) => p.prefix === 'chat/')) ?? [] } } };
  before24 = await startLocalS3({ directory: join(dir, 'before'), buckets: ['data', 'assets'], authorizer: stackIam(withoutChat) });
  s3 = client(current.url);
  s3Before24 = client(before24.url);
}, synthTimeoutMs * 2);

afterAll(async () => {
  s3.destroy();
  s3Before24.destroy();
  await current.close();
  await before24.close();
  await rm(dir, { recursive: true, force: true });
});

describe('local S3 enforces each function’s IAM policies', () => {
  it('answers 403 AccessDenied where AWS would, and passes what the role allows', async () => {
    tagS3Requests(current.url);
    expect(await runAsFunction('contact', () => statusOf(() => put(s3, 'chat/outbox/lead-1.json')))).toBe(200);
    expect(await runAsFunction('chat', () => statusOf(() => put(s3, 'contact/outbox/lead-2.json')))).toBe(403);
    expect(await runAsFunction('lead-import-api', () => statusOf(() => s3.send(new GetObjectCommand({ Bucket: 'data', Key: 'chat/outbox/lead-1.json' }))))).toBe(403);
    expect(await runAsFunction('contact', () => statusOf(() => s3.send(new ListObjectsV2Command({ Bucket: 'data', Prefix: 'imports/' }))))).toBe(403);
    expect(await runAsFunction('contact-delivery', () => statusOf(() => s3.send(new ListObjectsV2Command({ Bucket: 'data', Prefix: 'chat/outbox/' }))))).toBe(200);
    // A missing key is 404 for a caller that may list it, 403 for one that may not.
    expect(await runAsFunction('contact', () => statusOf(() => s3.send(new HeadObjectCommand({ Bucket: 'data', Key: 'contact/delivered/none.json' }))))).toBe(404);
    // Untagged calls (tests, the stack's own seeding) are not a function's: unchecked.
    expect(await statusOf(() => put(s3, 'anything/at-all.json'))).toBe(200);
  });

  it('would have shown the chat handoff gap locally: with main’s grants the chat lead write is refused', async () => {
    tagS3Requests(before24.url);
    expect(await runAsFunction('contact', () => statusOf(() => put(s3Before24, 'chat/outbox/lead-3.json')))).toBe(403);
    expect(await runAsFunction('contact', () => statusOf(() => put(s3Before24, 'contact/outbox/lead-4.json')))).toBe(200);
  });
});
