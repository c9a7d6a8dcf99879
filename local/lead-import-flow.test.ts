// Issue 23 through the real staff API, S3 stand-in and Airtable stand-in: dry run, mapping, upload, fixed rows,
// history; issue 20 (an import never blanks a field or resets a Status); issue 24 item 7 (the size cap).
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { importJobSchema, maxCsvBytes, type ImportJob } from '../contracts/lead-import.ts';
import { presignUpload } from '../functions/lead-import/adapters/s3-upload.ts';
import { useLeadImportHarness } from './lead-import-testing.ts';

const h = useLeadImportHarness({ env: { IMPORT_CHUNK_SIZE: '4' } });

async function run(body: Record<string, unknown>): Promise<ImportJob & { create?: number; update?: number; invalid?: number }> {
  const started = await h().api('POST', '/api/admin/csv/import', { body });
  expect([200, 202], started.text).toContain(started.status);
  let job = started.json as ImportJob;
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = importJobSchema.parse((await h().api('GET', `/api/admin/csv/import/${job.jobId}`)).json);
  }
  return job;
}

const writes = () => {
  const { byMethod } = h().airtable.stats();
  return Object.entries(byMethod).reduce((sum, [method, count]) => (method === 'GET' ? sum : sum + count), 0);
};

const crm = 'Name,E-mail,Org,Stage,Comment\r\nAda Lovelace,ada@x.example,Engines,Qualified,first\r\nGrace Hopper,grace@x.example,Navy,,\r\nNo Contact,,Nowhere,New,\r\nAlan Turing,alan@x.example,Bletchley,Hot,\r\n';

describe('dry run', () => {
  it('reads everything, writes nothing, and the import that follows matches it', async () => {
    await h().putCsv('crm.csv', crm);
    await run({ filePath: 'crm.csv' });
    // Staff change one record in Airtable; the file then brings one change (Grace's company) and one new lead.
    await h().putCsv('crm.csv', crm.replace('Navy,', 'US Navy,').concat('Edsger Dijkstra,edsger@x.example,Eindhoven,New,\r\n'));
    const before = writes();
    const records = await h().records();
    const dry = await run({ filePath: 'crm.csv', dryRun: true });
    expect(writes()).toBe(before);
    expect(await h().records()).toEqual(records);
    expect(dry).toMatchObject({ dryRun: true, status: 'completed', total: 5, create: 1, update: 1, unchanged: 1, invalid: 2 });
    expect(dry.errors).toEqual([
      { row: 4, message: 'Contact Information is empty' },
      { row: 5, message: 'Status "Hot" is not one of New, Contacted, In Progress, Qualified, Lost, Nurturing' },
    ]);
    const done = await run({ filePath: 'crm.csv', plan: dry.jobId });
    expect(done).toMatchObject({ dryRun: false, created: dry.create, updated: dry.update, unchanged: dry.unchanged, failed: dry.invalid });
  });
});

describe('mapping', () => {
  it('takes staff mapping: a changed column fills the field it names', async () => {
    await h().putCsv('crm.csv', crm);
    const job = await run({ filePath: 'crm.csv', mapping: { Name: 'name', 'E-mail': 'contact', Org: 'notes', Stage: 'status', Comment: 'ignore' } });
    expect(job).toMatchObject({ created: 2, failed: 2, mapping: { Name: 'name', 'E-mail': 'contact', Org: 'notes', Stage: 'status' } });
    const ada = (await h().records()).find((record) => record['Contact Information'] === 'ada@x.example');
    expect(ada).toEqual({ 'Lead Name': 'Ada Lovelace', 'Contact Information': 'ada@x.example', Notes: 'Engines', Status: 'Qualified' });
  });

  it('refuses an unknown field, an unknown column and a missing required field, naming it, before any work', async () => {
    await h().putCsv('crm.csv', crm);
    const unknown = await h().api('POST', '/api/admin/csv/import', { body: { filePath: 'crm.csv', mapping: { Name: 'name', 'E-mail': 'email' } } });
    expect(unknown).toMatchObject({ status: 400, json: { fields: { 'mapping.E-mail': '"email" is not a field: use one of name, contact, company, status, source, notes, ignore' } } });
    const column = await h().api('POST', '/api/admin/csv/import', { body: { filePath: 'crm.csv', mapping: { Name: 'name', Email: 'contact' } } });
    expect(column).toMatchObject({ status: 400, json: { fields: { 'mapping.Email': 'The file has no column "Email"' } } });
    const missing = await h().api('POST', '/api/admin/csv/import', { body: { filePath: 'crm.csv', mapping: { Name: 'name', Org: 'company' } } });
    expect(missing).toMatchObject({ status: 400, json: { fields: { 'mapping.contact': 'Map a column to Contact Information: it is required' } } });
    expect(await h().dataKeys('imports/jobs/')).toEqual([]);
  });
});

describe('staff data is kept (issue 20)', () => {
  it('updates on purpose, but an empty cell never blanks a field and an empty Status never resets one', async () => {
    await h().putCsv('crm.csv', 'Name,Email,Company,Status,Notes\r\nAda Lovelace,ada@x.example,Engines,Qualified,Met at the conference\r\n');
    await run({ filePath: 'crm.csv' });
    await h().putCsv('crm.csv', 'Name,Email,Company,Status,Notes\r\nAda King,ada@x.example,,,\r\n');
    expect(await run({ filePath: 'crm.csv' })).toMatchObject({ updated: 1, failed: 0 });
    expect(await h().records()).toEqual([{ 'Lead Name': 'Ada King', 'Contact Information': 'ada@x.example', Company: 'Engines', Status: 'Qualified', Notes: 'Met at the conference' }]);
  });
});

describe('size cap and upload', () => {
  it('refuses a CSV over the cap with 413 before reading it (import and preview)', async () => {
    await h().s3.send(new PutObjectCommand({ Bucket: 'assets', Key: 'huge.csv', Body: Buffer.alloc(maxCsvBytes + 1, 0x41) }));
    for (const call of [h().api('POST', '/api/admin/csv/import', { body: { filePath: 'huge.csv' } }), h().api('GET', '/api/admin/csv/preview?file=huge.csv')]) {
      const answer = await call;
      expect(answer.status).toBe(413);
      expect(answer.text).toContain('50 MB');
    }
  });

  it('refuses an upload over the cap, not a CSV, or with folders in its name', async () => {
    const cases = [
      [{ name: 'big.csv', size: maxCsvBytes + 1 }, 'larger than 50 MB'],
      [{ name: 'leads.xlsx', size: 10 }, 'Only .csv files'],
      [{ name: '../../data/imports/lock.csv', size: 10 }, 'without folders'],
      [{ name: '..\\lock.csv', size: 10 }, 'without folders'],
      [{ name: '.hidden.csv', size: 10 }, 'without folders'],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await h().api('POST', '/api/admin/csv/uploads', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.text).toContain(message);
    }
  });

  it('uploads from a grant into uploads/, where the list and the import find it; S3 refuses a body over the grant', async () => {
    const grant = await h().api('POST', '/api/admin/csv/uploads', { body: { name: 'From Disk.csv', size: crm.length } });
    expect(grant.status).toBe(200);
    const { url, fields, path } = grant.json as { url: string; fields: Record<string, string>; path: string };
    expect(path).toMatch(/^uploads\/[\w-]+\/From Disk\.csv$/);
    const post = (body: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([body], { type: 'application/vnd.ms-excel' }), 'From Disk.csv');
      return fetch(url, { method: 'POST', body: form });
    };
    expect((await post(crm)).status).toBeLessThan(300);
    const files = (await h().api('GET', '/api/admin/csv/files')).json as { name: string; path: string }[];
    expect(files).toContainEqual({ name: 'From Disk.csv', path });
    expect(await run({ filePath: path })).toMatchObject({ created: 2, failed: 2 });
  });

  it('S3 (the stand-in, as S3 does) holds the upload to its grant: size, key and signature', async () => {
    const grant = await presignUpload(h().s3, { bucket: 'assets', key: 'uploads/t/small.csv', maxBytes: 10, url: `${h().s3Url}/assets` });
    const post = (fields: Record<string, string>, body: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([body]), 'small.csv');
      return fetch(grant.url, { method: 'POST', body: form });
    };
    expect((await post(grant.fields, 'a,b\r\n1,2\r\n3')).status).toBe(400);
    expect((await post({ ...grant.fields, key: 'imports/lock.json' }, 'a\r\n1')).status).toBe(403);
    expect((await post({ ...grant.fields, 'X-Amz-Signature': '0'.repeat(64) }, 'a\r\n1')).status).toBe(403);
    expect((await post(grant.fields, 'a\r\n1')).status).toBe(204);
  });
});

describe('fixed rows and history', () => {
  it('answers the invalid rows with their cells, and lists past jobs newest first', async () => {
    await h().putCsv('crm.csv', crm);
    const job = await run({ filePath: 'crm.csv' });
    const failed = await h().api('GET', `/api/admin/csv/import/${job.jobId}/failed-rows?format=json`);
    expect(failed.json).toEqual({
      header: ['Name', 'E-mail', 'Org', 'Stage', 'Comment'],
      rows: [
        { row: 4, message: 'Contact Information is empty', cells: ['No Contact', '', 'Nowhere', 'New', ''] },
        { row: 5, message: 'Status "Hot" is not one of New, Contacted, In Progress, Qualified, Lost, Nurturing', cells: ['Alan Turing', 'alan@x.example', 'Bletchley', 'Hot', ''] },
      ],
    });
    const dry = await run({ filePath: 'crm.csv', dryRun: true });
    const history = (await h().api('GET', '/api/admin/csv/imports')).json as ImportJob[];
    expect(history.map((item) => [item.jobId, item.dryRun])).toEqual([
      [dry.jobId, true],
      [job.jobId, false],
    ]);
  });
});
