import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing.ts';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('filterByFormula', () => {
  it('finds rows by OR() of LOWER(TRIM({field}))= comparisons, through GET and POST listRecords, with only the fields asked for', async () => {
    t = await startTestServer();
    await t.leads.create([{ fields: { 'Lead Name': 'A', 'Contact Information': ' Ann@Acme.example' } }, { fields: { 'Lead Name': 'B', 'Contact Information': 'bob@acme.example' } }, { fields: { 'Lead Name': 'C', 'Contact Information': 'c"q@acme.example' } }]);
    const formula = 'OR(LOWER(TRIM({Contact Information}))="ann@acme.example", LOWER(TRIM({Contact Information}))=\'c"q@acme.example\')';
    const viaPost = await t.api('/v0/appLocal/Leads/listRecords', { method: 'POST', json: { filterByFormula: formula, fields: ['Lead Name'] } });
    expect(viaPost.status).toBe(200);
    expect((viaPost.body.records as { fields: object }[]).map((r) => r.fields)).toEqual([{ 'Lead Name': 'A' }, { 'Lead Name': 'C' }]);
    const viaGet = await t.api(`/v0/appLocal/Leads?filterByFormula=${encodeURIComponent('{Lead Name}="B"')}`);
    expect((viaGet.body.records as unknown[]).length).toBe(1);
    const none = await t.api(`/v0/appLocal/Leads?filterByFormula=${encodeURIComponent('AND({Lead Name}="B", NOT({Lead Name}!="A"))')}`);
    expect(none.body.records).toEqual([]);
  });

  it('refuses formulas it cannot evaluate as Airtable would, instead of guessing', async () => {
    t = await startTestServer();
    for (const formula of ['SEARCH("a", {Lead Name})', '{Nope}="x"', 'OR({Lead Name}="a"', '{Lead Name} & "x"']) {
      const answer = await t.api('/v0/appLocal/Leads/listRecords', { method: 'POST', json: { filterByFormula: formula } });
      expect(answer).toMatchObject({ status: 422, body: { error: { type: 'INVALID_FILTER_BY_FORMULA' } } });
    }
  });

  it('refuses a long text over 100,000 characters, failing the whole request', async () => {
    t = await startTestServer();
    const answer = await t.api('/v0/appLocal/Leads', { method: 'POST', json: { records: [{ fields: { 'Lead Name': 'ok' } }, { fields: { Activity: 'x'.repeat(100_001) } }] } });
    expect(answer).toMatchObject({ status: 422, body: { error: { type: 'INVALID_VALUE_FOR_COLUMN' } } });
    expect((await t.api('/v0/appLocal/Leads')).body.records).toEqual([]);
  });
});
