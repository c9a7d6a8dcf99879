import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sesLocal from 'aws-ses-v2-local';
import { startOpenAiStub, type OpenAiStub } from '../../functions/chat/openai-stub-server.ts';
import { developmentToken } from '../airtable-api/schema.ts';
import { startAirtableApiServer, type AirtableApiServer } from '../airtable-api/server.ts';
import type { Dependency } from './fault-servers.ts';

export const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const staffToken = 'fault-suite-staff-token-0123456789';
export const originSecret = 'fault-suite-origin-secret';

/** The secret values the healthy Secrets Manager stand-in answers, by the variable carrying the ARN. */
const secretValues: Record<string, string> = {
  AIRTABLE_API_KEY_SECRET_ARN: developmentToken,
  ADMIN_TOKEN_SECRET_ARN: staffToken,
  OPENAI_API_KEY_SECRET_ARN: 'sk-fault-suite',
  ORIGIN_SECRET_ARN: originSecret,
  CHAT_SIGNING_KEY_SECRET_ARN: 'fault-suite-chat-signing-key-0123456789',
};
export const secretArn = (variable: string) => `arn:aws:secretsmanager:us-east-1:123456789012:secret:${variable}`;

function listen(server: Server): Promise<string> {
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

export interface StandIns {
  readonly urls: Readonly<Record<Dependency, string>>;
  readonly s3: S3Client;
  readonly airtable: AirtableApiServer;
  newBucket(name: string): Promise<void>;
  keys(bucket: string, prefix?: string): Promise<string[]>;
  readJson(bucket: string, key: string): Promise<unknown>;
  putJson(bucket: string, key: string, value: unknown): Promise<void>;
  /** Emails in the SES inbox whose text mentions `needle`. */
  emailsMentioning(needle: string): Promise<number>;
  /** Airtable rows whose 'Contact Information' is `contact`. */
  rowsFor(contact: string): Promise<number>;
  close(): Promise<void>;
}

/** Every dependency working: s3rver, aws-ses-v2-local, Secrets Manager and Lambda stand-ins, the Airtable stand-in, an OpenAI stub. */
export async function startStandIns(): Promise<StandIns> {
  const dir = await mkdtemp(join(tmpdir(), 'faults-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: 'assets' }] });
  const s3Url = `http://127.0.0.1:${(await s3rver.run()).port}`;
  const s3 = new S3Client({ region: 'us-east-1', endpoint: s3Url, forcePathStyle: true, credentials });
  for (const name of ['trade-show-leads-2026-q1.csv', 'partner-referrals.csv']) {
    await s3.send(new PutObjectCommand({ Bucket: 'assets', Key: name, Body: await readFile(resolve('attached_assets', name)), ContentType: 'text/csv' }));
  }
  const sesModule = sesLocal as unknown as typeof sesLocal.default | typeof sesLocal;
  const ses = (await (typeof sesModule === 'function' ? sesModule : sesModule.default)({ host: '127.0.0.1', port: 0 })) as Server;
  const sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  const secrets = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { SecretId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretId: string };
      const variable = SecretId.split(':secret:')[1] ?? '';
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ ARN: SecretId, Name: variable, SecretString: secretValues[variable] ?? '', VersionStages: ['AWSCURRENT'] }));
    });
  });
  const lambda = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end();
    });
  });
  const [secretsUrl, lambdaUrl] = await Promise.all([listen(secrets), listen(lambda)]);
  const airtable = await startAirtableApiServer({ host: '127.0.0.1', port: 0, dataFile: join(dir, 'airtable.json'), tokens: [developmentToken], rateLimit: false });
  const openai: OpenAiStub = await startOpenAiStub([{ kind: 'completion', content: 'Happy to help. {{BOOKING_LINK}}' }]);

  const keys = async (bucket: string, prefix = '') => ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((item) => item.Key ?? '');
  return {
    urls: { s3: s3Url, ses: sesUrl, secrets: secretsUrl, lambda: lambdaUrl, airtable: airtable.url, openai: openai.baseURL },
    s3,
    airtable,
    async newBucket(name) {
      await s3.send(new CreateBucketCommand({ Bucket: name }));
    },
    keys,
    async readJson(bucket, key) {
      const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return JSON.parse((await out.Body?.transformToString()) ?? 'null') as unknown;
    },
    async putJson(bucket, key, value) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(value), ContentType: 'application/json' }));
    },
    async emailsMentioning(needle) {
      const store = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: { body: { text?: string } }[] };
      return store.emails.filter((email) => email.body.text?.includes(needle)).length;
    },
    async rowsFor(contact) {
      let count = 0;
      let offset: string | undefined;
      do {
        const query = offset ? `?offset=${encodeURIComponent(offset)}` : '';
        const response = await fetch(`${airtable.url}/v0/appLocal/Leads${query}`, { headers: { authorization: `Bearer ${developmentToken}` } });
        const body = (await response.json()) as { records?: { fields: Record<string, unknown> }[]; offset?: string };
        count += (body.records ?? []).filter((record) => record.fields['Contact Information'] === contact).length;
        offset = body.offset;
      } while (offset);
      return count;
    },
    async close() {
      s3.destroy();
      const stop = (server: Server) => new Promise<void>((done) => { server.close(() => done()); server.closeAllConnections(); });
      await Promise.allSettled([s3rver.close(), stop(ses), stop(secrets), stop(lambda), airtable.close(), openai.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
