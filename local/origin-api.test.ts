import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSettingsSchema } from './settings.ts';
import { startLocalStack, type LocalStack } from './stack.ts';

// The whole local stack on free ports: the site origin adds the origin header as CloudFront does, the API's own
// port (execute-api's stand-in) refuses requests without it.
let stack: LocalStack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'origin-api-'));
  const settings = localSettingsSchema.parse({ PORT: '0', API_PORT: '0', SES_PORT: '0', S3_PORT: '0', AIRTABLE_PORT: '0', LOCAL_DATA_DIR: dataDir });
  stack = await startLocalStack({ ...settings, ADMIN_TOKEN: 'origin-test-staff-token-0123456789' }, ['/']);
}, 60_000); // the stack synthesizes the CDK app at start (local IAM), a few seconds on an idle machine

afterAll(async () => {
  await stack.close();
  await rm(dataDir, { recursive: true, force: true });
});

const contact = (idempotencyKey: string) =>
  JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', company: 'Engines', email: 'ada@engines.example', website: 'engines.example', idempotencyKey });

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('origin secret, locally', () => {
  it('refuses a direct call to the API port with 403 JSON, for every API function', async () => {
    for (const path of ['/api/contact', '/api/newsletter', '/api/chat']) {
      expect(await post(`${stack.apiUrl}${path}`, contact(crypto.randomUUID()))).toEqual({ status: 403, body: { error: 'Forbidden' } });
    }
    const staff = await fetch(`${stack.apiUrl}/api/admin/csv/files`, { headers: { authorization: `Bearer ${stack.adminToken}` } });
    expect(staff.status).toBe(403);
  });

  it('refuses a direct call carrying a wrong header value', async () => {
    expect((await post(`${stack.apiUrl}/api/contact`, contact(crypto.randomUUID()), { 'x-origin-verify': 'guess' })).status).toBe(403);
  });

  it('accepts the same request through the site origin, which adds the header (a viewer-sent one is replaced)', async () => {
    expect(await post(`${stack.siteUrl}/api/contact`, contact(crypto.randomUUID()), { 'x-origin-verify': 'guess' })).toEqual({ status: 202, body: { accepted: true } });
  });
});

/** POST with the path sent exactly as written (fetch would resolve `/./` before sending). */
function rawPost(path: string, body: string): Promise<number> {
  const { hostname, port } = new URL(stack.siteUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method: 'POST', path, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('WAF path rules, locally', () => {
  // Issue #24: after the newsletter limit answered 429, `POST /api//newsletter` answered 202 three times.
  it('counts every non-canonical spelling of /api/newsletter against the newsletter limit (429, never 202)', async () => {
    const signup = () => JSON.stringify({ email: `ada+${crypto.randomUUID()}@engines.example` });
    for (let i = 0; i < 10; i += 1) expect((await post(`${stack.siteUrl}/api/newsletter`, signup())).status).not.toBe(429);
    const statuses: Record<string, number> = {};
    for (const path of ['/api//newsletter', '/api/./newsletter', '/api/%6eewsletter', '/API/newsletter', '/api/newsletter/']) {
      statuses[path] = await rawPost(path, signup());
    }
    // `/API/...` is not under CloudFront's (case-sensitive) `/api/*` behaviour: the site answers it, never the API.
    expect(statuses).toEqual({ '/api//newsletter': 429, '/api/./newsletter': 429, '/api/%6eewsletter': 429, '/API/newsletter': 405, '/api/newsletter/': 429 });
  });
});

describe('failed staff sign-ins, locally', () => {
  const files = (token: string) => fetch(`${stack.siteUrl}/api/admin/csv/files`, { headers: { authorization: `Bearer ${token}` } });

  it('never limits a signed-in page polling (60 calls in a row)', async () => {
    for (let i = 0; i < 60; i += 1) expect((await files(stack.adminToken)).status).toBe(200);
  });

  it('answers 429 with Retry-After after 5 failures a minute from an address, the right token included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await files(`wrong-guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const blocked = await files(stack.adminToken);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await blocked.json()).toEqual({ error: 'Too many failed sign-ins from this address; try again in 15 minutes' });
  });
});
