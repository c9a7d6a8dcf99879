import type { FieldSet, Records } from 'airtable';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing.ts';

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});
afterEach(() => t.close());

const tenLeads = () => Array.from({ length: 10 }, (_, i) => ({ fields: { 'Lead Name': `Lead ${i}`, Status: 'New' } as FieldSet }));
const count = async () => (await t.leads.select().all()).length;

describe('create', () => {
  it('creates 10 records in one request and refuses 11 without writing any', async () => {
    const created = await t.leads.create(tenLeads());
    expect(created).toHaveLength(10);
    expect(created[0]?.id).toMatch(/^rec[A-Za-z0-9]{14}$/);
    expect(created[0]?._rawJson.createdTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    await expect(t.leads.create([...tenLeads(), { fields: { 'Lead Name': 'Eleventh' } }])).rejects.toMatchObject({
      statusCode: 422,
      error: 'INVALID_RECORDS',
      message: 'A maximum of 10 records can be created per request but you have provided 11.',
    });
    expect(await count()).toBe(10);
  });

  it.each([
    ['a field not in the schema', 'UNKNOWN_FIELD_NAME', { Email: 'ada@example.com' }, 'Unknown field name: "Email"'],
    ['a number for a text field', 'INVALID_VALUE_FOR_COLUMN', { Company: 42 }, 'Field "Company" cannot accept the provided value'],
    ['a line break in a single-line field', 'INVALID_VALUE_FOR_COLUMN', { 'Lead Name': 'two\nlines' }, 'Field "Lead Name" cannot accept the provided value'],
    ['an unknown select option', 'INVALID_MULTIPLE_CHOICE_OPTIONS', { Status: 'Hot' }, 'Insufficient permissions to create new select option ""Hot""'],
  ])('refuses a batch of 10 where one record has %s (%s) and writes nothing', async (_case, type, badFields, message) => {
    const batch = tenLeads();
    batch[7] = { fields: { 'Lead Name': 'Bad', ...badFields } };
    await expect(t.leads.create(batch)).rejects.toMatchObject({ statusCode: 422, error: type, message });
    expect(await count()).toBe(0);
  });

  it('accepts the single { fields } form', async () => {
    const record = await t.leads.create({ 'Lead Name': 'Ada', Company: 'Analytical Engines' });
    expect(record.fields).toEqual({ 'Lead Name': 'Ada', Company: 'Analytical Engines' });
  });

  it('omits empty and null cells from the records it returns', async () => {
    const record = await t.leads.create({ 'Lead Name': 'Ada', Company: null, Notes: '', Status: '' } as unknown as FieldSet);
    expect(record._rawJson.fields).toEqual({ 'Lead Name': 'Ada' });
    expect((await t.leads.find(record.id))._rawJson.fields).toEqual({ 'Lead Name': 'Ada' });
  });

  it('refuses a missing fields object and an unknown top-level key', async () => {
    expect(await t.api('/v0/appLocal/Leads', { method: 'POST', json: {} })).toMatchObject({ status: 422, body: { error: { type: 'INVALID_REQUEST_MISSING_FIELDS' } } });
    expect(await t.api('/v0/appLocal/Leads', { method: 'POST', json: { fields: {}, typeCast: true } })).toMatchObject({ status: 422 });
    expect(await t.api('/v0/appLocal/Leads', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } })).toMatchObject({ status: 400 });
    // Without a JSON content type Airtable does not read the body at all.
    expect(await t.api('/v0/appLocal/Leads', { method: 'POST', body: JSON.stringify({ fields: { 'Lead Name': 'Ada' } }) })).toMatchObject({
      status: 422,
      body: { error: { type: 'INVALID_REQUEST_MISSING_FIELDS' } },
    });
  });
});

describe('typecast', () => {
  it('adds an unknown select option and coerces numbers and booleans to text', async () => {
    const record = await t.leads.create({ 'Lead Name': 42, Company: true, Status: 'Hot' } as unknown as FieldSet, { typecast: true });
    expect(record.fields).toEqual({ 'Lead Name': '42', Company: 'true', Status: 'Hot' });
    // The option now exists, so it is accepted without typecast.
    await expect(t.leads.create({ 'Lead Name': 'Ada', Status: 'Hot' })).resolves.toBeDefined();
  });

  it('adds no option when another record in the request is refused', async () => {
    const request = [{ fields: { Status: 'Warm' } }, { fields: { Nope: 'x' } }];
    await expect(t.leads.create(request, { typecast: true })).rejects.toMatchObject({ error: 'UNKNOWN_FIELD_NAME' });
    await expect(t.leads.create({ Status: 'Warm' })).rejects.toMatchObject({ error: 'INVALID_MULTIPLE_CHOICE_OPTIONS' });
  });
});

describe('update', () => {
  it('merges with PATCH and replaces with PUT, one record or a batch', async () => {
    const [a, b] = await t.leads.create([
      { fields: { 'Lead Name': 'Ada', Company: 'Engines', Notes: 'note' } },
      { fields: { 'Lead Name': 'Grace', Company: 'Navy' } },
    ]);
    const ids = [a?.id ?? '', b?.id ?? ''] as const;
    expect((await t.leads.update(ids[0], { Status: 'Contacted', Notes: '' })).fields).toEqual({ 'Lead Name': 'Ada', Company: 'Engines', Status: 'Contacted' });
    expect((await t.leads.replace(ids[0], { 'Lead Name': 'Ada L.' })).fields).toEqual({ 'Lead Name': 'Ada L.' });

    const batch = await t.leads.update([
      { id: ids[0], fields: { Company: 'Babbage & Co' } },
      { id: ids[1], fields: { Status: 'Qualified' } },
    ]);
    expect(batch.map((record) => record.fields)).toEqual([
      { 'Lead Name': 'Ada L.', Company: 'Babbage & Co' },
      { 'Lead Name': 'Grace', Company: 'Navy', Status: 'Qualified' },
    ]);
    expect((await t.leads.replace([{ id: ids[1], fields: { Status: 'Lost' } }]))[0]?.fields).toEqual({ Status: 'Lost' });
  });

  it('refuses the whole batch when one id does not exist or one value is bad', async () => {
    const [a] = await t.leads.create([{ fields: { 'Lead Name': 'Ada' } }]);
    const id = a?.id ?? '';
    await expect(t.leads.update([{ id, fields: { Company: 'X' } }, { id: 'rec00000000000000', fields: {} }])).rejects.toMatchObject({
      statusCode: 422,
      error: 'ROW_DOES_NOT_EXIST',
      message: 'Record ID rec00000000000000 does not exist in this table',
    });
    await expect(t.leads.update([{ id, fields: { Company: 'X' } }, { id, fields: { Status: 'Nope' } }])).rejects.toMatchObject({ error: 'INVALID_MULTIPLE_CHOICE_OPTIONS' });
    expect((await t.leads.find(id)).fields).toEqual({ 'Lead Name': 'Ada' });
    await expect(t.leads.update('rec00000000000000', { Company: 'X' })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('upsert', () => {
  const mergeOnContact = { performUpsert: { fieldsToMergeOn: ['Contact Information'] } };
  // airtable.js 0.12 sends performUpsert at run time, but its types only allow typecast.
  const upsert = (records: Array<{ fields: FieldSet }>) =>
    (t.leads.update as unknown as (records: Array<{ fields: FieldSet }>, options: typeof mergeOnContact) => Promise<Records<FieldSet>>)(records, mergeOnContact);
  const upsertRaw = (records: Array<{ id?: string; fields: FieldSet }>) => t.api('/v0/appLocal/Leads', { method: 'PATCH', json: { records, ...mergeOnContact } });

  it('creates on no match, updates on one match, and reports which in createdRecords / updatedRecords', async () => {
    const [created] = await upsert([{ fields: { 'Contact Information': 'ada@example.com', 'Lead Name': 'Ada' } }]);
    const { status, body } = await upsertRaw([
      { fields: { 'Contact Information': 'ada@example.com', Status: 'Contacted' } },
      { fields: { 'Contact Information': 'grace@example.com', 'Lead Name': 'Grace' } },
    ]);
    expect(status).toBe(200);
    const records = body.records as Array<{ id: string; fields: FieldSet }>;
    expect(records[0]).toMatchObject({ id: created?.id, fields: { 'Contact Information': 'ada@example.com', 'Lead Name': 'Ada', Status: 'Contacted' } });
    expect(body.updatedRecords).toEqual([created?.id]);
    expect(body.createdRecords).toEqual([records[1]?.id]);
    expect(await count()).toBe(2);
  });

  it('fails the whole request, writing nothing, when a record matches several', async () => {
    await t.leads.create([
      { fields: { 'Contact Information': 'twin@example.com', 'Lead Name': 'One' } },
      { fields: { 'Contact Information': 'twin@example.com', 'Lead Name': 'Two' } },
    ]);
    const { status } = await upsertRaw([
      { fields: { 'Contact Information': 'new@example.com', 'Lead Name': 'New' } },
      { fields: { 'Contact Information': 'twin@example.com', Status: 'Lost' } },
    ]);
    expect(status).toBe(422);
    await expect(upsert([{ fields: { 'Contact Information': 'twin@example.com' } }])).rejects.toMatchObject({ statusCode: 422 });
    const all = await t.leads.select().all();
    expect(all.map((record) => record.fields)).toEqual([
      { 'Contact Information': 'twin@example.com', 'Lead Name': 'One' },
      { 'Contact Information': 'twin@example.com', 'Lead Name': 'Two' },
    ]);
  });

  it('treats a record with an id as a plain update and refuses 0 or more than 3 merge fields', async () => {
    const [a] = await t.leads.create([{ fields: { 'Lead Name': 'Ada' } }]);
    const { body } = await upsertRaw([{ id: a?.id, fields: { 'Contact Information': 'ada@example.com' } }]);
    expect(body).toMatchObject({ createdRecords: [], updatedRecords: [a?.id] });
    for (const fieldsToMergeOn of [[], ['Lead Name', 'Company', 'Notes', 'Status']]) {
      const { status } = await t.api('/v0/appLocal/Leads', { method: 'PATCH', json: { records: [{ fields: {} }], performUpsert: { fieldsToMergeOn } } });
      expect(status).toBe(422);
    }
  });
});

describe('delete', () => {
  it('deletes a batch through records[] and a single record by path', async () => {
    const created = await t.leads.create(tenLeads());
    const ids = created.map((record) => record.id);
    const deleted = await t.leads.destroy(ids.slice(0, 3));
    expect(deleted.map((record) => record.id)).toEqual(ids.slice(0, 3));
    expect((await t.leads.destroy(ids[3] ?? '')).id).toBe(ids[3]);
    expect((await t.leads.select().all()).map((record) => record.id)).toEqual(ids.slice(4));
    await expect(t.leads.destroy([ids[4] ?? '', 'rec00000000000000'])).rejects.toMatchObject({ statusCode: 404 });
    const eleven = Array.from({ length: 11 }, () => `records%5B%5D=${ids[4]}`).join('&');
    expect(await t.api(`/v0/appLocal/Leads?${eleven}`, { method: 'DELETE' })).toMatchObject({ status: 422, body: { error: { type: 'INVALID_RECORDS' } } });
    expect(await count()).toBe(6);
  });
});
