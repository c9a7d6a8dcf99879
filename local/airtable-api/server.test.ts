import { readdir, readFile } from 'node:fs/promises';
import Airtable from 'airtable';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, testToken, type TestServer } from './testing.ts';

let running: TestServer[] = [];
async function start(...args: Parameters<typeof startTestServer>): Promise<TestServer> {
  const server = await startTestServer(...args);
  running.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()));
  running = [];
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('authentication', () => {
  it('answers 401 with Airtable’s body when the token is missing, wrong or not a bearer token', async () => {
    const t = await start();
    const unauthenticated = { status: 401, body: { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } } };
    for (const authorization of ['', 'Bearer pat-wrong', `Basic ${testToken}`]) {
      expect(await t.api('/v0/appLocal/Leads', { headers: { authorization } })).toEqual(unauthenticated);
    }
    const wrong = new Airtable({ apiKey: 'pat-wrong', endpointUrl: t.server.url, noRetryIfRateLimited: true });
    await expect(wrong.base('appLocal')('Leads').select().firstPage()).rejects.toMatchObject({ statusCode: 401, error: 'AUTHENTICATION_REQUIRED' });
  });
});

describe('addressing', () => {
  it('treats an unknown base or table as Airtable does for a personal access token (403), and an unknown record as 404', async () => {
    const t = await start();
    for (const path of ['/v0/appNope/Leads', '/v0/appLocal/Leadz', '/v0/constructor/Leads']) {
      const { status, body } = await t.api(path);
      expect(status).toBe(403);
      expect(body).toMatchObject({ error: { type: 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND' } });
    }
    await expect(t.base()('Leadz').select().firstPage()).rejects.toMatchObject({ statusCode: 403 });
    await expect(t.leads.find('rec00000000000000')).rejects.toMatchObject({ statusCode: 404, error: 'NOT_FOUND', message: 'Record not found' });
    expect(await t.api('/v0/appLocal/Leads/rec00000000000000')).toEqual({ status: 404, body: { error: { type: 'MODEL_ID_NOT_FOUND', message: 'Record not found' } } });
    expect(await t.api('/v0/appLocal/Leads/not-a-record-id')).toEqual({ status: 404, body: { error: 'NOT_FOUND' } });
    // Airtable refuses fields[] on the single-record route instead of projecting.
    const [lead] = await t.leads.create([{ fields: { 'Lead Name': 'Ada' } }]);
    expect(await t.api(`/v0/appLocal/Leads/${lead?.id}?fields%5B%5D=Status`)).toMatchObject({ status: 422, body: { error: { type: 'INVALID_REQUEST_UNKNOWN' } } });
    expect(await t.api('/v1/appLocal/Leads')).toEqual({ status: 404, body: { error: 'NOT_FOUND' } });
  });

  it('finds a table by its id or by its URL-encoded name', async () => {
    const table = { id: 'tblMyTable0000000', name: 'My Table', fields: [{ name: 'Name', type: 'singleLineText' as const }] };
    const t = await start({ bases: { appSpaces: { tables: [table] } } });
    const [created] = await t.base('appSpaces')('My Table').create([{ fields: { Name: 'by name' } }]);
    expect((await t.base('appSpaces')(table.id).find(created?.id ?? '')).get('Name')).toBe('by name');
    expect((await t.api('/v0/appSpaces/My%20Table')).body).toMatchObject({ records: [{ fields: { Name: 'by name' } }] });
  });
});

describe('listing', () => {
  async function with250Leads(): Promise<TestServer> {
    const t = await start();
    for (let batch = 0; batch < 25; batch += 1) {
      await t.leads.create(Array.from({ length: 10 }, (_, i) => ({ fields: { 'Lead Name': `Lead ${batch * 10 + i}`, Status: 'New' } })));
    }
    return t;
  }
  const names = (records: ReadonlyArray<{ get(field: string): unknown }>) => records.map((record) => record.get('Lead Name'));
  const expected = Array.from({ length: 250 }, (_, i) => `Lead ${i}`);

  it('pages through 250 records in creation order with the client’s all() and eachPage()', async () => {
    const t = await with250Leads();
    t.server.resetStats();
    expect(names(await t.leads.select().all())).toEqual(expected);
    expect(t.server.stats().byMethod.GET).toBe(3); // default page size 100

    const pageSizes: number[] = [];
    const seen: unknown[] = [];
    await t.leads.select({ pageSize: 60 }).eachPage((records, fetchNextPage) => {
      pageSizes.push(records.length);
      seen.push(...names(records));
      fetchNextPage();
    });
    expect(pageSizes).toEqual([60, 60, 60, 60, 10]);
    expect(seen).toEqual(expected);

    expect(names(await t.leads.select({ pageSize: 40, maxRecords: 90 }).all())).toEqual(expected.slice(0, 90));
    expect(names(await t.leads.select({ method: 'post', pageSize: 100 }).all())).toEqual(expected);
    const [first] = await t.leads.select({ fields: ['Status'], maxRecords: 1 }).all();
    expect(first?.fields).toEqual({ Status: 'New' });
  });

  it('refuses page sizes over 100 and offsets it did not hand out, as Airtable does', async () => {
    const t = await with250Leads();
    expect(await t.api('/v0/appLocal/Leads?pageSize=101')).toMatchObject({ status: 422, body: { error: { type: 'INVALID_REQUEST_UNKNOWN' } } });
    expect(await t.api('/v0/appLocal/Leads?offset=itrAAAAAAAAAAAAAA%2FrecAAAAAAAAAAAAAA')).toEqual({
      status: 422,
      body: { error: { type: 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE' } },
    });
    expect(await t.api('/v0/appLocal/Leads?fields%5B%5D=Nope')).toMatchObject({ status: 422, body: { error: { type: 'UNKNOWN_FIELD_NAME' } } });
    expect(await t.api(`/v0/appLocal/Leads?filterByFormula=${encodeURIComponent('FIND("a", {Lead Name})')}`)).toMatchObject({ status: 422, body: { error: { type: 'INVALID_FILTER_BY_FORMULA' } } });

    const first = await t.api('/v0/appLocal/Leads?pageSize=100');
    expect(first.body.offset).toMatch(/^itr[A-Za-z0-9]{14}\/rec[A-Za-z0-9]{14}$/);
    const records = first.body.records as Array<{ id: string }>;
    expect(records).toHaveLength(100);
    // Records deleted after the first page are skipped, not returned as holes.
    const rest = await t.leads.select().all();
    await t.leads.destroy(rest.slice(100, 110).map((record) => record.id));
    const second = await t.api(`/v0/appLocal/Leads?pageSize=100&offset=${encodeURIComponent(String(first.body.offset))}`);
    expect((second.body.records as Array<{ fields: { 'Lead Name': string } }>)[0]?.fields['Lead Name']).toBe('Lead 110');
  });
});

describe('persistence', () => {
  it('keeps records, their order and typecast options across a restart, and drops list offsets', async () => {
    const first = await start();
    const created = await first.leads.create(
      [{ fields: { 'Lead Name': 'Ada', Status: 'Hot' } }, { fields: { 'Lead Name': 'Grace', Notes: 'line one\nline two' } }],
      { typecast: true },
    );
    const page = await first.api('/v0/appLocal/Leads?pageSize=1');
    await first.server.close();

    const second = await start({ dataFile: first.dataFile });
    const reloaded = await second.leads.select().all();
    expect(reloaded.map((record) => record._rawJson)).toEqual(created.map((record) => record._rawJson));
    await expect(second.leads.create({ 'Lead Name': 'Linus', Status: 'Hot' })).resolves.toBeDefined();
    expect(await second.api(`/v0/appLocal/Leads?offset=${encodeURIComponent(String(page.body.offset))}`)).toMatchObject({ status: 422 });
  });

  it('serialises concurrent writes into one whole file and leaves no temporary files behind', async () => {
    const t = await start();
    await Promise.all(Array.from({ length: 30 }, (_, i) => t.leads.create({ 'Lead Name': `Concurrent ${i}` })));
    const saved = JSON.parse(await readFile(t.dataFile, 'utf8')) as { bases: { appLocal: { tblLocalLeads0000: { records: unknown[] } } } };
    expect(saved.bases.appLocal.tblLocalLeads0000.records).toHaveLength(30);
    expect(await readdir(t.folder)).toEqual(['data.json']);
  });
});

describe('rate limit', () => {
  it('answers the 6th request in a second with 429, keeps refusing the base through the penalty, then recovers', async () => {
    const penaltyMs = 1300;
    const bases = { appLocal: { tables: [{ id: 'tblLocalLeads0000', name: 'Leads', fields: [] }] }, appOther: { tables: [{ id: 'tblOther000000000', name: 'Leads', fields: [] }] } };
    const t = await start({ rateLimit: { requestsPerSecond: 5, penaltyMs }, bases });
    for (let i = 0; i < 5; i += 1) await t.leads.select().firstPage();
    const violation = Date.now();
    await expect(t.leads.select().firstPage()).rejects.toMatchObject({ statusCode: 429, error: 'TOO_MANY_REQUESTS' });
    expect(await t.api('/v0/appLocal/Leads')).toEqual({
      status: 429,
      body: { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] },
    });
    expect((await t.api('/v0/appOther/Leads')).status).toBe(200); // the limit is per base

    await sleep(violation + 1050 - Date.now());
    expect((await t.api('/v0/appLocal/Leads')).status).toBe(429); // a fresh second, but still inside the penalty
    await sleep(violation + penaltyMs + 50 - Date.now());
    expect((await t.api('/v0/appLocal/Leads')).status).toBe(200);
    expect(t.server.stats()).toEqual({ requests: 10, rateLimited: 3, byMethod: { GET: 10 } });
  });
});

describe('stats', () => {
  it('counts every request by method, including refused ones, until reset', async () => {
    const t = await start();
    const [lead] = await t.leads.create([{ fields: { 'Lead Name': 'Ada' } }]);
    t.server.resetStats();
    await t.leads.update(lead?.id ?? '', { Company: 'Analytical Engines' });
    await t.leads.select().firstPage();
    await t.api('/v0/appLocal/Leads', { headers: { authorization: '' } });
    await t.leads.destroy(lead?.id ?? '');
    expect(t.server.stats()).toEqual({ requests: 4, rateLimited: 0, byMethod: { PATCH: 1, GET: 2, DELETE: 1 } });
  });
});
