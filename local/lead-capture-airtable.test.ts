// Lead capture against the Airtable stand-in (it lives here in local/, which functions/ tests may not import).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { airtableLeadFields, airtableLeadUpserter } from '../functions/contact/airtable-leads.ts';
import type { LeadRecord } from '../functions/contact/lead-record.ts';
import { captureLead } from '../functions/contact/capture-lead.ts';
import type { DeliveryPorts } from '../functions/contact/deliver-lead.ts';
import { runDeliveryPass } from '../functions/contact/delivery-pass.ts';
import { deadlineIn } from '../functions/shared/deadline.ts';
import { s3LeadStore } from '../functions/contact/lead-store.ts';
import { sesLeadMailer } from '../functions/contact/ses-lead-mailer.ts';
import { startTestServices, testBucket, type TestServices } from '../functions/contact/test-services.ts';
import { startTestServer, testToken, type TestServer } from './airtable-api/testing.ts';

let services: TestServices;
let airtable: TestServer;
let clock: Date;

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function ports(): DeliveryPorts & { newId: () => string } {
  return {
    store: s3LeadStore(services.s3, testBucket),
    sendEmail: sesLeadMailer(services.ses, 'website@revrebel.example', 'sales@revrebel.example'),
    airtable: {
      resolve: () => Promise.resolve(airtableLeadUpserter({ apiKey: testToken, baseId: 'appLocal', table: 'Leads', endpointUrl: airtable.server.url })),
      spacingMs: 250,
      penaltySeconds: 30,
    },
    policy: { baseSeconds: 30, maxSeconds: 900, deadLetterAfterSeconds: 86_400, leaseSeconds: 120 },
    now: () => clock,
    log: silent,
    newId: () => crypto.randomUUID(),
  };
}

async function leadRows() {
  return (await airtable.leads.select().all()).map((record) => record.fields);
}

beforeAll(async () => {
  services = await startTestServices();
  airtable = await startTestServer();
});

afterAll(async () => {
  await Promise.all([services.close(), airtable.close()]);
});

beforeEach(async () => {
  await services.clearEmails();
  await services.clearBucket();
  for (const record of await airtable.leads.select().all()) await airtable.leads.destroy(record.id);
  clock = new Date('2026-03-02T10:00:00.000Z');
});

describe('lead capture with Airtable configured', () => {
  it('creates a New lead from the contact form with every field, and emails sales', async () => {
    const lead = {
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Compilers Inc',
      email: 'grace@compilers.example',
      website: 'compilers.example',
      monthlyRevenue: '$250k+' as const,
      message: 'Our pipeline is stuck.',
    };
    expect(await captureLead({ lead: { kind: 'contact', lead } }, ports(), deadlineIn(10_000))).toBe('accepted');
    expect(await leadRows()).toEqual([]);
    expect(await runDeliveryPass(ports(), deadlineIn(20_000))).toMatchObject({ delivered: 1 });
    const [row, ...others] = await leadRows();
    expect(others).toEqual([]);
    // The submission goes to Activity; Notes stay for staff (docs/decisions.md, "web leads append, staff decide").
    expect(row).toEqual({
      'Lead Name': 'Grace Hopper',
      'Contact Information': 'grace@compilers.example',
      Company: 'Compilers Inc',
      Status: 'New',
      'Lead Source': 'Contact form · direct',
      Activity: expect.stringMatching(/^\[2026-03-02 10:00 UTC\] Contact form · sent from unknown page · lead [0-9a-f-]{36}\nSource: direct\nAs: Grace Hopper, Compilers Inc · website compilers.example · revenue \$250k\+\nMessage: Our pipeline is stuck.$/),
    });
    expect(await services.emails()).toHaveLength(1);
    const [key] = await services.keys('contact/delivered/');
    expect(key).toMatch(/^contact\/delivered\/[0-9a-f-]{36}\.json$/);
  });

  it('creates a Newsletter lead for a subscriber', async () => {
    expect(await captureLead({ lead: { kind: 'newsletter', lead: { email: 'reader@example.com' } } }, ports(), deadlineIn(10_000))).toBe('accepted');
    expect(await runDeliveryPass(ports(), deadlineIn(20_000))).toMatchObject({ delivered: 1 });
    expect(await leadRows()).toEqual([
      { 'Lead Name': 'reader@example.com', 'Contact Information': 'reader@example.com', Status: 'New', 'Lead Source': 'Newsletter · direct', Activity: expect.stringContaining('Signed up for the newsletter.') },
    ]);
    expect(await services.emails()).toEqual([]);
    expect(await services.keys('newsletter/delivered/')).toHaveLength(1);
  });

  it('retries the Airtable step alone after the email went out', async () => {
    await airtable.server.close();
    const lead = { firstName: 'Alan', lastName: 'Kay', company: 'Xerox', email: 'alan@parc.example', website: 'parc.example' };
    expect(await captureLead({ lead: { kind: 'contact', lead } }, ports(), deadlineIn(10_000))).toBe('accepted');
    expect(await runDeliveryPass(ports(), deadlineIn(20_000))).toMatchObject({ retried: 1 });
    expect(await services.keys('contact/outbox/')).toHaveLength(1);

    airtable = await startTestServer({ dataFile: airtable.dataFile });
    clock = new Date(clock.getTime() + 31_000);
    expect(await runDeliveryPass(ports(), deadlineIn(20_000))).toMatchObject({ delivered: 1 });
    expect((await leadRows()).map((row) => row['Lead Name'])).toEqual(['Alan Kay']);
    expect(await services.emails()).toHaveLength(1);
  });

  it('drains a burst in batches of 10 at Airtable pace, and a retried batch creates nothing twice', async () => {
    await airtable.close();
    airtable = await startTestServer({ rateLimit: undefined });
    const leads = Array.from({ length: 25 }, (_, i) => ({ firstName: 'Burst', lastName: `Lead${i}`, company: 'Co', email: `burst${i}@example.com`, website: 'co.example' }));
    for (const lead of leads) expect(await captureLead({ lead: { kind: 'contact', lead } }, ports(), deadlineIn(10_000))).toBe('accepted');
    airtable.server.resetStats();
    expect(await runDeliveryPass(ports(), deadlineIn(40_000))).toMatchObject({ delivered: 25, retried: 0 });
    // Per batch of 10: one list call finding the rows already there, one create.
    expect(airtable.server.stats()).toMatchObject({ requests: 6, rateLimited: 0 });
    const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));
    await nextSecond();
    expect(await leadRows()).toHaveLength(25);
    await nextSecond();

    // The same batch again (an outbox save lost after Airtable took it): found by address and lead id, nothing written.
    const before = await leadRows();
    const delivered = await Promise.all((await services.keys('contact/delivered/')).slice(0, 10).map(async (key) => JSON.parse(await services.read(key)) as LeadRecord));
    const upsert = airtableLeadUpserter({ apiKey: testToken, baseId: 'appLocal', table: 'Leads', endpointUrl: airtable.server.url });
    airtable.server.resetStats();
    await upsert(delivered.map(airtableLeadFields), 5_000);
    expect(airtable.server.stats()).toMatchObject({ requests: 1 });
    await nextSecond();
    expect(await leadRows()).toEqual(before);
    expect(await services.emails()).toHaveLength(25);
  });
});
