import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Airtable from 'airtable';
import { startAirtableApiServer, type AirtableApiServerOptions } from './server.ts';

export const testToken = 'pat-test-token';

/**
 * A server on a free port with its data file in a fresh temporary folder, the real airtable.js client pointed at it,
 * and `api()` for raw requests the client cannot express. Rate limiting is off unless a test asks for it.
 */
export async function startTestServer(options: Partial<AirtableApiServerOptions> = {}) {
  const folder = await mkdtemp(join(tmpdir(), 'airtable-api-'));
  const dataFile = options.dataFile ?? join(folder, 'data.json');
  const server = await startAirtableApiServer({ dataFile, tokens: [testToken], rateLimit: false, ...options });
  const airtable = new Airtable({ apiKey: testToken, endpointUrl: server.url, noRetryIfRateLimited: true });
  return {
    server,
    folder,
    dataFile,
    base: (baseId = 'appLocal') => airtable.base(baseId),
    leads: airtable.base('appLocal')('Leads'),
    async api(path: string, init: RequestInit & { json?: unknown } = {}) {
      const { json, ...rest } = init;
      const response = await fetch(`${server.url}${path}`, {
        ...rest,
        headers: { authorization: `Bearer ${testToken}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...rest.headers },
        body: json === undefined ? rest.body : JSON.stringify(json),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    async close() {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
