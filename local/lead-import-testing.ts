// Test support for the lead import: real S3 (s3rver behind the conditional-write layer), the Airtable stand-in, the Lambda Invoke stand-in running
// the real worker, and the real staff API behind the local API Gateway adapter, all on free loopback ports.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import Airtable from 'airtable';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AirtableApiServerOptions } from './airtable-api/server.ts';
import { startAirtableApiServer } from './airtable-api/server.ts';
import { createApiHandler } from './api-server.ts';
import { startLambdaApi } from './lambda-api.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { startLocalS3 } from './s3/local-s3.ts';

export const harnessToken = 'staff-token-for-tests-0123456789';
export const airtableToken = 'pat-lead-import-tests';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface HarnessOptions {
  readonly rateLimit?: AirtableApiServerOptions['rateLimit'];
  /** Settings for the functions (IMPORT_CHUNK_SIZE, IMPORT_INLINE_BUDGET_MS...). */
  readonly env?: Readonly<Record<string, string>>;
}

export async function startLeadImportHarness(options: HarnessOptions = {}) {
  const folder = await mkdtemp(join(tmpdir(), 'lead-import-'));
  const localS3 = await startLocalS3({ directory: join(folder, 's3'), buckets: ['assets', 'data'] });
  const s3Url = localS3.url;
  const s3 = new S3Client({ region: 'us-east-1', endpoint: s3Url, forcePathStyle: true, credentials });
  const airtable = await startAirtableApiServer({
    dataFile: join(folder, 'airtable.json'),
    tokens: [airtableToken],
    rateLimit: options.rateLimit ?? false,
  });
  const lambda = await startLambdaApi({
    functions: { 'lead-import-worker': { timeoutMs: 15 * 60_000, load: async () => (await import('../functions/lead-import/worker-handler.ts')).handler } },
    retryDelayMs: 50,
  });
  // The functions read these through loadSettings(), once per test file.
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_ENDPOINT: s3Url,
    ASSETS_BUCKET: 'assets',
    DATA_BUCKET: 'data',
    AIRTABLE_ENDPOINT_URL: airtable.url,
    AIRTABLE_API_KEY: airtableToken,
    AIRTABLE_BASE_ID: 'appLocal',
    ADMIN_TOKEN: harnessToken,
    LAMBDA_ENDPOINT: lambda.url,
    IMPORT_WORKER_FUNCTION_NAME: 'lead-import-worker',
    POWERTOOLS_LOG_LEVEL: process.env.DEBUG_LOG ? 'WARN' : 'SILENT',
    ...options.env,
  });
  const serveApi = createApiHandler(createRateLimiter([]));
  const server: Server = createServer((req, res) => void serveApi(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const leads = new Airtable({ apiKey: airtableToken, endpointUrl: airtable.url, noRetryIfRateLimited: true }).base('appLocal')('Leads');

  return {
    s3,
    s3Url,
    airtable,
    lambda,
    apiUrl,
    /** A staff API call; `token: null` sends no credential. */
    async api(method: string, path: string, init: { body?: unknown; token?: string | null } = {}) {
      const token = init.token === undefined ? harnessToken : init.token;
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      return { status: response.status, headers: response.headers, text, json: (isJson && text ? JSON.parse(text) : undefined) as unknown };
    },
    async putCsv(key: string, body: string | Buffer) {
      await s3.send(new PutObjectCommand({ Bucket: 'assets', Key: key, Body: body, ContentType: 'text/csv' }));
    },
    async dataKeys(prefix = '') {
      const out = await s3.send(new ListObjectsV2Command({ Bucket: 'data', Prefix: prefix }));
      return (out.Contents ?? []).map((item) => item.Key ?? '');
    },
    async clearData() {
      for (const key of await this.dataKeys()) await s3.send(new DeleteObjectCommand({ Bucket: 'data', Key: key }));
    },
    /** Every Leads record's fields, through the real client (no rate limit unless the harness has one). */
    async records() {
      return (await leads.select().all()).map((record) => record.fields);
    },
    async clearRecords() {
      const ids = (await leads.select().all()).map((record) => record.id);
      for (let i = 0; i < ids.length; i += 10) await leads.destroy(ids.slice(i, i + 10));
    },
    async close() {
      await lambda.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      s3.destroy();
      await Promise.allSettled([lambda.close(), airtable.close(), localS3.close()]);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export type LeadImportHarness = Awaited<ReturnType<typeof startLeadImportHarness>>;

/**
 * Registers the file's hooks around one harness: started before all tests, with each of `assets` (files in attached_assets/)
 * put in the assets bucket; before each test the worker idle, the data bucket and Leads emptied; closed after. Call the
 * accessor inside tests and hooks only: the harness starts in beforeAll.
 */
export function useLeadImportHarness(options: HarnessOptions & { readonly assets?: readonly string[] } = {}): () => LeadImportHarness {
  let h!: LeadImportHarness;
  beforeAll(async () => {
    h = await startLeadImportHarness(options);
    for (const name of options.assets ?? []) await h.putCsv(name, await readFile(new URL(`../attached_assets/${name}`, import.meta.url)));
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.lambda.idle();
    await h.clearData();
    await h.clearRecords();
  });
  return () => h;
}
