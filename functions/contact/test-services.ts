// Test support: the real local stand-ins for S3 and SES on free ports, and real SDK clients pointed at them.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import sesLocal from 'aws-ses-v2-local';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startLocalS3 } from '../../local/s3/local-s3.ts';
import type { HttpEvent, HttpResult } from '../shared/http.ts';

export const testBucket = 'data';
export const testCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface InboxEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export interface TestServices {
  s3Url: string;
  sesUrl: string;
  s3: S3Client;
  ses: SESClient;
  emails(): Promise<InboxEmail[]>;
  clearEmails(): Promise<void>;
  keys(prefix?: string): Promise<string[]>;
  /** One object's text. */
  read(key: string): Promise<string>;
  /** Empties the bucket. */
  clearBucket(): Promise<void>;
  stopSes(): Promise<void>;
  startSes(): Promise<void>;
  close(): Promise<void>;
}

// aws-ses-v2-local is CommonJS with its server under `default`: Node hands us module.exports, Vitest may unwrap it.
type StartSes = (config: { host: string; port: number }) => Promise<unknown>;
const startSesServer = async (port: number): Promise<Server> => {
  const mod = sesLocal as unknown as StartSes | { default: StartSes };
  const start = typeof mod === 'function' ? mod : mod.default;
  return (await start({ host: '127.0.0.1', port })) as Server;
};

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server is not listening');
  return address.port;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

export async function startTestServices(): Promise<TestServices> {
  const dir = await mkdtemp(join(tmpdir(), 'lead-test-'));
  // s3rver behind the conditional-write layer: If-None-Match / If-Match behave as in S3.
  const localS3 = await startLocalS3({ directory: dir, buckets: [testBucket] });
  const s3Url = localS3.url;
  // Its inbox is module-global: one per test file (worker), cleared between tests.
  let sesServer = await startSesServer(0);
  const sesPort = portOf(sesServer);
  const sesUrl = `http://127.0.0.1:${sesPort}`;
  let sesUp = true;
  const s3 = new S3Client({ region: 'us-east-1', endpoint: s3Url, forcePathStyle: true, credentials: testCredentials });
  const ses = new SESClient({ region: 'us-east-1', endpoint: sesUrl, credentials: testCredentials, maxAttempts: 1 });

  async function keys(prefix = ''): Promise<string[]> {
    const out = await s3.send(new ListObjectsV2Command({ Bucket: testBucket, Prefix: prefix }));
    return (out.Contents ?? []).map((item) => item.Key ?? '').sort();
  }

  return {
    s3Url,
    sesUrl,
    s3,
    ses,
    async emails() {
      if (!sesUp) throw new Error('SES is stopped');
      const store = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: InboxEmail[] };
      return store.emails;
    },
    async clearEmails() {
      await fetch(`${sesUrl}/clear-store`, { method: 'POST' });
    },
    keys,
    async read(key) {
      const out = await s3.send(new GetObjectCommand({ Bucket: testBucket, Key: key }));
      return (await out.Body?.transformToString('utf-8')) ?? '';
    },
    async clearBucket() {
      const all = await keys();
      if (all.length > 0) await s3.send(new DeleteObjectsCommand({ Bucket: testBucket, Delete: { Objects: all.map((Key) => ({ Key })) } }));
    },
    async stopSes() {
      if (!sesUp) return;
      sesUp = false;
      await closeServer(sesServer);
    },
    async startSes() {
      if (sesUp) return;
      sesServer = await startSesServer(sesPort);
      sesUp = true;
    },
    async close() {
      s3.destroy();
      ses.destroy();
      await Promise.allSettled([sesUp ? closeServer(sesServer) : Promise.resolve(), localS3.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Settings to add (a string) or remove (undefined) on top of the contact function's test settings. */
export type EnvPatch = Record<string, string | undefined>;

/**
 * Registers the file's hooks: stand-ins up, the contact function's settings pointed at them (no Airtable unless `extraEnv`
 * sets it; a function runs after the file's earlier beforeAll hooks), bucket and inbox emptied before each test, all closed
 * after. Call the accessor inside tests and hooks only: the services start in beforeAll.
 */
export function useTestServices(extraEnv: EnvPatch | (() => EnvPatch) = {}): () => TestServices {
  let services!: TestServices;
  beforeAll(async () => {
    services = await startTestServices();
    const { accessKeyId, secretAccessKey } = testCredentials;
    Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, DATA_BUCKET: testBucket });
    Object.assign(process.env, { S3_ENDPOINT: services.s3Url, SES_ENDPOINT: services.sesUrl, POWERTOOLS_LOG_LEVEL: 'ERROR' });
    const patch = typeof extraEnv === 'function' ? extraEnv() : extraEnv;
    for (const name of ['AIRTABLE_API_KEY', 'AIRTABLE_API_KEY_SECRET_ARN', 'AIRTABLE_BASE_ID', ...Object.keys(patch)]) delete process.env[name];
    Object.assign(process.env, Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)));
  });
  afterAll(() => services.close());
  beforeEach(async () => {
    await services.clearBucket();
    await services.clearEmails();
  });
  return () => services;
}

/** useTestServices, and the contact function's handler loaded once its settings are set (it parses them once per load). */
export function useContactHandler(extraEnv?: EnvPatch | (() => EnvPatch)): { services: () => TestServices; handler: (event: HttpEvent) => Promise<HttpResult> } {
  const services = useTestServices(extraEnv);
  let loaded!: (event: HttpEvent) => Promise<HttpResult>;
  beforeAll(async () => {
    ({ handler: loaded } = await import('./handler.ts'));
  });
  return { services, handler: (event) => loaded(event) };
}

/** A port nothing listens on: connections are refused, as when a service is down. */
export async function closedPortUrl(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

/** An API Gateway HTTP API (payload 2.0) event, shaped as local/lambda-adapter.ts builds it from a request. */
export function apiEvent(options: { path: string; body?: string; contentType?: string; isBase64Encoded?: boolean; sourceIp?: string }): HttpEvent {
  const now = new Date();
  const routeKey = `POST ${options.path}`;
  const headers: Record<string, string> = { host: '127.0.0.1', 'user-agent': 'vitest', accept: 'application/json' };
  if (options.contentType !== undefined) headers['content-type'] = options.contentType;
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return {
    version: '2.0',
    routeKey,
    rawPath: options.path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: '127.0.0.1',
      domainPrefix: 'local',
      http: { method: 'POST', path: options.path, protocol: 'HTTP/1.1', sourceIp: options.sourceIp ?? '127.0.0.1', userAgent: 'vitest' },
      requestId: crypto.randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: options.body,
    isBase64Encoded: options.isBase64Encoded ?? false,
  };
}
