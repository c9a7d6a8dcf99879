import { randomBytes } from 'node:crypto';
import { readdir, readFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sesLocal from 'aws-ses-v2-local';
import { rateLimitRules } from '../infra/edge/rate-limits.ts';
import { createApiHandler } from './api-server.ts';
import { defaultBaseId, developmentToken } from './airtable-api/schema.ts';
import { startAirtableApiServer, type AirtableApiStats } from './airtable-api/server.ts';
import { startLambdaApi } from './lambda-api.ts';
import { startLeadDeliveryLoop } from './lead-delivery-loop.ts';
import { createOriginApiHandler } from './origin-api.ts';
import { createRateLimiter } from './rate-limiter.ts';
import type { LocalSettings } from './settings.ts';
import { tagS3Requests } from './s3/caller-identity.ts';
import { templateAuthorizer } from './s3/iam-authorizer.ts';
import { startLocalS3 } from './s3/local-s3.ts';
import { synthesizeTemplateIam } from './s3/template-iam.ts';
import { createSiteHandler } from './site-server.ts';
import { securityHeadersWith } from '../infra/edge/security-headers.ts';
import { createTestControlHandler, type Restartable } from './test-control.ts';

export const localBuckets = { assets: 'assets', data: 'data' } as const;
export const localAirtable = { baseId: defaultBaseId, token: developmentToken } as const;
const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalStack {
  siteUrl: string;
  /** The API on its own port, as the public execute-api address: refuses (403) requests without the origin header. */
  apiUrl: string;
  sesUrl: string;
  s3Url: string;
  airtableUrl: string;
  adminToken: string;
  /** Requests the Airtable stand-in received and how many it answered 429 (benchmarks). */
  airtableStats(): AirtableApiStats;
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
export async function startLocalStack(
  settings: LocalSettings & { ADMIN_TOKEN: string },
  siteRoutes: readonly string[],
  options: { dev?: boolean } = {},
): Promise<LocalStack> {
  const dataDir = resolve(settings.LOCAL_DATA_DIR);
  await mkdir(join(dataDir, 's3'), { recursive: true });
  const host = settings.HOST;

  // s3rver behind our conditional-write layer, so the functions' conditional PUTs behave as in S3.
  // IAM as AWS enforces it: each function's S3 calls are checked against its role in the synthesized stack (403 AccessDenied).
  const iam = synthesizeTemplateIam();
  const authorizer = templateAuthorizer(iam, { [localBuckets.data]: iam.outputs.DataBucketName as string, [localBuckets.assets]: iam.outputs.AssetsBucketName as string });
  const s3 = await startLocalS3({ host, port: settings.S3_PORT, directory: join(dataDir, 's3'), buckets: [localBuckets.assets, localBuckets.data], authorizer });
  const s3Url = s3.url;
  tagS3Requests(s3Url);
  await seedAssets(s3Url, resolve('attached_assets'));

  // aws-ses-v2-local is CommonJS with its server under `default` (Vitest unwraps it to the function itself).
  const sesModule = sesLocal as unknown as typeof sesLocal.default | typeof sesLocal;
  const startSes = typeof sesModule === 'function' ? sesModule : sesModule.default;
  let sesServer = (await startSes({ host, port: settings.SES_PORT })) as Server;
  const sesAddress = sesServer.address();
  const sesPort = typeof sesAddress === 'object' && sesAddress ? sesAddress.port : settings.SES_PORT;
  const sesUrl = `http://${host}:${sesPort}`;
  // Restartable on the same port (its inbox is module-global, so it survives), for the e2e outage test.
  let sesRunning = true;
  const ses: Restartable = {
    async stop() {
      if (!sesRunning) return;
      sesRunning = false;
      await closeServer(sesServer);
    },
    async start() {
      if (sesRunning) return;
      sesServer = (await startSes({ host, port: sesPort })) as Server;
      sesRunning = true;
    },
  };

  const airtable = await startAirtableApiServer({
    host,
    port: settings.AIRTABLE_PORT,
    dataFile: join(dataDir, 'airtable', 'data.json'),
    tokens: [localAirtable.token],
  });

  // Lambda's Invoke API, for functions that start others: the lead import hands long jobs to its worker.
  const lambdaApi = await startLambdaApi({
    host,
    functions: {
      'lead-import-worker': { timeoutMs: 15 * 60_000, load: async () => (await import('../functions/lead-import/worker-handler.ts')).handler },
    },
  });

  const originSecret = process.env.ORIGIN_SECRET ?? randomBytes(24).toString('base64url');
  // The handlers read these through functions/shared/settings.ts, exactly as they read the stack's in AWS. What is not
  // set here passes through from the shell as it is, CONTACT_EMAIL included: the chat quotes the address the pages show.
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
    // The secret the site origin adds to /api/* requests as CloudFront does (x-origin-verify); new on every start.
    ORIGIN_SECRET: originSecret,
    // The chat's development signing key: replies signed before a restart come back unverified (quoted), as after a rotation.
    CHAT_SIGNING_KEY: settings.CHAT_SIGNING_KEY ?? randomBytes(32).toString('base64url'),
    LAMBDA_ENDPOINT: lambdaApi.url,
    IMPORT_WORKER_FUNCTION_NAME: 'lead-import-worker',
    // Lead delivery retries in seconds instead of minutes, so a local outage heals while you watch.
    LEAD_RETRY_BASE_SECONDS: process.env.LEAD_RETRY_BASE_SECONDS ?? '1',
    LEAD_RETRY_MAX_SECONDS: process.env.LEAD_RETRY_MAX_SECONDS ?? '5',
  });

  const serveApi = createApiHandler();
  const serveOriginApi = createOriginApiHandler(serveApi, createRateLimiter(rateLimitRules), originSecret);
  // The S3 stand-in is another origin: the page uploads CSVs to it, as to the assets bucket in AWS.
  let serveSite = createSiteHandler(resolve(settings.DIST_DIR, 'site'), siteRoutes, securityHeadersWith([s3Url]));
  // Test-only stop/start of stand-ins; never mounted unless the e2e config asks for it.
  const serveTestControl = settings.LOCAL_TEST_CONTROL === '1' ? createTestControlHandler({ ses }) : undefined;
  const server = createServer((req, res) => {
    const handle = serveTestControl && req.url?.startsWith('/__test/') ? serveTestControl : req.url?.startsWith('/api/') ? serveOriginApi : serveSite;
    handle(req, res).catch((error: unknown) => {
      console.error('[local] request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Dev mode swaps the prerendered files for Vite (hot reload), which needs the server for its websocket.
  const dev = options.dev ? await (await import('./dev-site-server.ts')).createDevSiteHandler(server) : undefined;
  if (dev) serveSite = dev.serveSite;
  const port = await listen(server, settings.PORT, host);
  // The API's own address, reachable directly as execute-api is: without the origin header every handler says 403.
  const apiServer = createServer((req, res) => {
    serveApi(req, res).catch((error: unknown) => {
      console.error('[local] API request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  const apiPort = await listen(apiServer, settings.API_PORT, host);
  // The EventBridge schedule's stand-in: the retrying lead sender, every 2 s instead of every minute.
  const leadDelivery = startLeadDeliveryLoop(2000);

  return {
    siteUrl: `http://${host}:${port}`,
    apiUrl: `http://${host}:${apiPort}`,
    sesUrl,
    s3Url,
    airtableUrl: airtable.url,
    adminToken: settings.ADMIN_TOKEN,
    airtableStats: () => airtable.stats(),
    async close() {
      await leadDelivery.stop();
      await Promise.allSettled([closeServer(server), closeServer(apiServer), ses.stop(), airtable.close(), lambdaApi.close(), s3.close(), dev?.close()]);
    },
  };
}
