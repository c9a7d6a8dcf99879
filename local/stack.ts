import { readdir, readFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sesLocal from 'aws-ses-v2-local';
import { rateLimitRules } from '../infra/edge/rate-limits.ts';
import { createApiHandler } from './api-server.ts';
import { startAirtableApiServer } from './airtable-api/server.ts';
import { createRateLimiter } from './rate-limiter.ts';
import type { LocalSettings } from './settings.ts';
import { createSiteHandler } from './site-server.ts';

export const localBuckets = { assets: 'assets', data: 'data' } as const;
export const localAirtable = { baseId: 'appLocal', token: 'pat-local-development-token' } as const;
const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalStack {
  siteUrl: string;
  sesUrl: string;
  s3Url: string;
  airtableUrl: string;
  adminToken: string;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

async function seedAssets(s3Url: string, dir: string): Promise<void> {
  const s3 = new S3Client({ region: 'us-east-1', endpoint: s3Url, forcePathStyle: true, credentials: localCredentials });
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.csv')) continue;
    await s3.send(new PutObjectCommand({ Bucket: localBuckets.assets, Key: name, Body: await readFile(join(dir, name)), ContentType: 'text/csv' }));
  }
  s3.destroy();
}

/**
 * Starts the whole product on loopback: S3 (s3rver), SES (aws-ses-v2-local), Airtable (our stand-in),
 * and one HTTP origin serving the prerendered site and /api/* through the Lambda adapter.
 */
export async function startLocalStack(settings: LocalSettings & { ADMIN_TOKEN: string }, siteRoutes: readonly string[]): Promise<LocalStack> {
  const dataDir = resolve(settings.LOCAL_DATA_DIR);
  await mkdir(join(dataDir, 's3'), { recursive: true });
  const host = settings.HOST;

  const s3rver = new S3rver({
    address: host,
    port: settings.S3_PORT,
    silent: true,
    directory: join(dataDir, 's3'),
    configureBuckets: [{ name: localBuckets.assets }, { name: localBuckets.data }],
  });
  const s3Address = await s3rver.run();
  const s3Url = `http://${host}:${s3Address.port}`;
  await seedAssets(s3Url, resolve('attached_assets'));

  // aws-ses-v2-local is CommonJS with its server under `default`.
  const sesServer = (await sesLocal.default({ host, port: settings.SES_PORT })) as Server;
  const sesAddress = sesServer.address();
  const sesUrl = `http://${host}:${typeof sesAddress === 'object' && sesAddress ? sesAddress.port : settings.SES_PORT}`;

  const airtable = await startAirtableApiServer({
    host,
    port: settings.AIRTABLE_PORT,
    dataFile: join(dataDir, 'airtable', 'data.json'),
    tokens: [localAirtable.token],
  });

  // The handlers read these through functions/shared/settings.ts, exactly as they read the stack's in AWS.
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    S3_ENDPOINT: s3Url,
    SES_ENDPOINT: sesUrl,
    ASSETS_BUCKET: localBuckets.assets,
    DATA_BUCKET: localBuckets.data,
    AIRTABLE_ENDPOINT_URL: airtable.url,
    AIRTABLE_API_KEY: process.env.AIRTABLE_API_KEY ?? localAirtable.token,
    AIRTABLE_BASE_ID: process.env.AIRTABLE_BASE_ID ?? localAirtable.baseId,
    ADMIN_TOKEN: settings.ADMIN_TOKEN,
  });

  const serveApi = createApiHandler(createRateLimiter(rateLimitRules));
  const serveSite = createSiteHandler(resolve(settings.DIST_DIR, 'site'), siteRoutes);
  const server = createServer((req, res) => {
    const handle = req.url?.startsWith('/api/') ? serveApi : serveSite;
    handle(req, res).catch((error: unknown) => {
      console.error('[local] request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  const port = await listen(server, settings.PORT, host);

  return {
    siteUrl: `http://${host}:${port}`,
    sesUrl,
    s3Url,
    airtableUrl: airtable.url,
    adminToken: settings.ADMIN_TOKEN,
    async close() {
      await Promise.allSettled([closeServer(server), closeServer(sesServer), airtable.close(), s3rver.close()]);
    },
  };
}
