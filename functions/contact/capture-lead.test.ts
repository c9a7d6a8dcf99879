import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContactSubmission } from '../../contracts/contact.ts';
import { deadlineIn } from '../shared/deadline.ts';
import { airtableLeadUpserter } from './airtable-leads.ts';
import { captureLead } from './capture-lead.ts';
import type { DeliveryPorts, LeadLog } from './deliver-lead.ts';
import { runDeliveryPass } from './delivery-pass.ts';
import { leadRecordSchema, type LeadRecord } from './lead-record.ts';
import { s3LeadStore } from './lead-store.ts';
import { sesLeadMailer } from './ses-lead-mailer.ts';
import { closedPortUrl, startTestServices, testBucket, testCredentials, type TestServices } from './test-services.ts';

const lead: ContactSubmission = {
  firstName: 'Ada',
  lastName: "O'Hara",
  company: 'Tom & Jerry <Labs>',
  email: 'ada@tj-labs.example',
  website: 'https://tj-labs.example/about',
  monthlyRevenue: '$50k-$100k',
  message: 'Our AEs research all day.\n<script>alert(1)</script>',
};

const policy = { baseSeconds: 30, maxSeconds: 900, deadLetterAfterSeconds: 86_400, leaseSeconds: 120 };

let services: TestServices;
let logs: { level: string; message: string; extra: Record<string, unknown> }[];
let clock: Date;

function recordingLog(): LeadLog {
  const entry = (level: string) => (message: string, extra: Record<string, unknown>) => logs.push({ level, message, extra });
  return { info: entry('info'), warn: entry('warn'), error: entry('error') };
}

function ports(overrides: Partial<DeliveryPorts> = {}): DeliveryPorts & { newId: () => string } {
  return {
    store: s3LeadStore(services.s3, testBucket),
    sendEmail: sesLeadMailer(services.ses, 'website@revrebel.example', 'sales@revrebel.example'),
    airtable: undefined,
    policy,
    now: () => clock,
    log: recordingLog(),
    newId: () => crypto.randomUUID(),
    ...overrides,
  };
}

async function readRecord(key: string): Promise<LeadRecord> {
  const out = await services.s3.send(new GetObjectCommand({ Bucket: testBucket, Key: key }));
  return leadRecordSchema.parse(JSON.parse((await out.Body?.transformToString()) ?? ''));
}

function advance(seconds: number): void {
  clock = new Date(clock.getTime() + seconds * 1000);
}

beforeAll(async () => {
  services = await startTestServices();
});

afterAll(async () => {
  await services.close();
});

beforeEach(async () => {
  await services.startSes();
  await services.clearEmails();
  await services.clearBucket();
  logs = [];
  clock = new Date('2026-03-02T10:00:00.000Z');
});

describe('captureLead with S3 and SES stand-ins', () => {
  it('records the lead, emails sales every field and moves the record to delivered', async () => {
    const key = crypto.randomUUID();
    expect(await captureLead({ lead: { kind: 'contact', lead }, idempotencyKey: key }, ports(), deadlineIn(10_000))).toBe('accepted');

    const emails = await services.emails();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.from).toBe('website@revrebel.example');
    expect(email?.destination.to).toEqual(['sales@revrebel.example']);
    expect(email?.replyTo).toEqual(['ada@tj-labs.example']);
    expect(email?.subject).toBe("New contact form lead: Ada O'Hara (Tom & Jerry <Labs>)");
    for (const value of ['Ada', "O'Hara", 'Tom & Jerry <Labs>', 'ada@tj-labs.example', 'https://tj-labs.example/about', '$50k-$100k', '<script>alert(1)</script>', key]) {
      expect(email?.body.text).toContain(value);
    }
    expect(email?.body.html).toContain('Tom &amp; Jerry &lt;Labs&gt;');
    expect(email?.body.html).toContain('O&#39;Hara');
    expect(email?.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email?.body.html).not.toContain('<script>');

    expect(await services.keys(`contact/outbox/${key}`)).toEqual([]);
    const delivered = await readRecord(`contact/delivered/${key}.json`);
    expect(delivered.steps.email.status).toBe('done');
    expect(delivered.steps.email.ref).toBeTruthy();
    expect(delivered.steps.airtable.status).toBe('skipped');
    expect(delivered.lead).toEqual(lead);
  });

  it('delivers a retried submission (same idempotency key) once', async () => {
    const key = crypto.randomUUID();
    expect(await captureLead({ lead: { kind: 'contact', lead }, idempotencyKey: key }, ports(), deadlineIn(10_000))).toBe('accepted');
    expect(await captureLead({ lead: { kind: 'contact', lead }, idempotencyKey: key }, ports(), deadlineIn(10_000))).toBe('duplicate');
    expect(await services.emails()).toHaveLength(1);
  });

  it('treats a key still waiting in the outbox as already received', async () => {
    await services.stopSes();
    const key = crypto.randomUUID();
    expect(await captureLead({ lead: { kind: 'contact', lead }, idempotencyKey: key }, ports(), deadlineIn(10_000))).toBe('accepted');
    expect(await captureLead({ lead: { kind: 'contact', lead }, idempotencyKey: key }, ports(), deadlineIn(10_000))).toBe('duplicate');
    expect(await services.keys(`contact/outbox/${key}`)).toEqual([`contact/outbox/${key}.json`]);
  });

  it('keeps a honeypot submission under suspect/, never sends it, and counts it in the log', async () => {
    const key = crypto.randomUUID();
    expect(await captureLead({ lead: { kind: 'contact', lead }, idempotencyKey: key, honeypot: 'http://spam.example' }, ports(), deadlineIn(10_000))).toBe('suspect');
    expect(await services.keys()).toEqual([`contact/suspect/${key}.json`]);
    expect(await runDeliveryPass(ports(), deadlineIn(20_000))).toMatchObject({ delivered: 0, retried: 0 });
    expect(await services.emails()).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ extra: expect.objectContaining({ suspect: true, id: key }) }));
  });

  it('refuses (nothing accepted, nothing sent) when the record cannot be written', async () => {
    const deadS3 = new S3Client({ region: 'us-east-1', endpoint: await closedPortUrl(), forcePathStyle: true, credentials: testCredentials, maxAttempts: 1 });
    const outcome = await captureLead({ lead: { kind: 'contact', lead } }, ports({ store: s3LeadStore(deadS3, testBucket) }), deadlineIn(10_000));
    deadS3.destroy();
    expect(outcome).toBe('unavailable');
    expect(await services.emails()).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', message: 'Lead could not be recorded', extra: expect.objectContaining({ leadNotRecorded: true }) }));
  });

  it('keeps the lead while SES is down and delivers it once SES is back', async () => {
    await services.stopSes();
    const key = crypto.randomUUID();
    expect(await captureLead({ lead: { kind: 'contact', lead }, idempotencyKey: key }, ports(), deadlineIn(10_000))).toBe('accepted');
    const waiting = await readRecord(`contact/outbox/${key}.json`);
    expect(waiting.attempts).toBe(1);
    expect(waiting.steps.email.status).toBe('pending');
    expect(waiting.steps.email.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt).toBe('2026-03-02T10:00:30.000Z');

    // Before its backoff ends the sender leaves it alone.
    expect(await runDeliveryPass(ports(), deadlineIn(20_000))).toMatchObject({ delivered: 0, waiting: 1 });

    advance(31);
    expect(await runDeliveryPass(ports(), deadlineIn(20_000))).toMatchObject({ retried: 1 });
    expect((await readRecord(`contact/outbox/${key}.json`)).nextAttemptAt).toBe('2026-03-02T10:01:31.000Z');

    await services.startSes();
    advance(61);
    expect(await runDeliveryPass(ports(), deadlineIn(20_000))).toMatchObject({ delivered: 1 });
    const emails = await services.emails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.body.text).toContain(key);
    expect(await services.keys(`contact/delivered/${key}`)).toEqual([`contact/delivered/${key}.json`]);
    expect(await services.keys(`contact/outbox/${key}`)).toEqual([]);
  });

  it('never re-sends the email when only the Airtable step keeps failing, and dead-letters after the limit', async () => {
    const failingAirtable = airtableLeadUpserter({ apiKey: 'pat-test', baseId: 'appLocal', table: 'Leads', endpointUrl: await closedPortUrl() });
    const key = crypto.randomUUID();
    const withAirtable = () => ports({ airtable: { resolve: () => Promise.resolve(failingAirtable), spacingMs: 0, penaltySeconds: 30 } });
    expect(await captureLead({ lead: { kind: 'contact', lead }, idempotencyKey: key }, withAirtable(), deadlineIn(10_000))).toBe('accepted');
    let record = await readRecord(`contact/outbox/${key}.json`);
    expect(record.steps.email.status).toBe('done');
    // Airtable rows are the sweep's: the capture call leaves the step pending and due at once.
    expect(record.steps.airtable).toEqual({ status: 'pending' });
    expect(record.nextAttemptAt).toBe(clock.toISOString());

    expect(await runDeliveryPass(withAirtable(), deadlineIn(20_000))).toMatchObject({ retried: 1 });
    record = await readRecord(`contact/outbox/${key}.json`);
    expect(record.steps.airtable).toMatchObject({ status: 'pending', lastError: expect.any(String) });
    expect(logs).toContainEqual(expect.objectContaining({ extra: expect.objectContaining({ deliveryFailed: true, channel: 'airtable' }) }));
    advance(31);
    expect(await services.emails()).toHaveLength(1);

    advance(86_400);
    expect(await runDeliveryPass(withAirtable(), deadlineIn(20_000))).toMatchObject({ deadLettered: 1 });
    expect(await services.keys(`contact/outbox/${key}`)).toEqual([]);
    expect((await readRecord(`contact/dead-letter/${key}.json`)).attempts).toBe(1);
    expect(await services.emails()).toHaveLength(1);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', message: 'Lead delivery dead-lettered', extra: expect.objectContaining({ deadLetter: true, id: key }) }));
  });

  it('moves an unreadable outbox object to the dead-letter folder with the alarm log', async () => {
    const id = crypto.randomUUID();
    await services.s3.send(new PutObjectCommand({ Bucket: testBucket, Key: `contact/outbox/${id}.json`, Body: '{"not":"a record"' }));
    expect(await runDeliveryPass(ports(), deadlineIn(20_000))).toMatchObject({ deadLettered: 1 });
    expect(await services.keys(`contact/dead-letter/${id}`)).toEqual([`contact/dead-letter/${id}.json`]);
    expect(await services.keys(`contact/outbox/${id}`)).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', extra: expect.objectContaining({ deadLetter: true, id }) }));
  });

  it('records a newsletter subscriber: without Airtable the durable record is the delivery, and no email is sent', async () => {
    const key = crypto.randomUUID();
    expect(await captureLead({ lead: { kind: 'newsletter', lead: { email: 'reader@example.com' } }, idempotencyKey: key }, ports(), deadlineIn(10_000))).toBe('accepted');
    const record = await readRecord(`newsletter/delivered/${key}.json`);
    expect(record).toMatchObject({ kind: 'newsletter', lead: { email: 'reader@example.com' }, steps: { email: { status: 'skipped' }, airtable: { status: 'skipped' } } });
    expect(await services.emails()).toEqual([]);
  });

  it('reports SES failures per attempt with an exponential, capped backoff', async () => {
    await services.stopSes();
    const deadSes = new SESClient({ region: 'us-east-1', endpoint: services.sesUrl, credentials: testCredentials, maxAttempts: 1 });
    const key = crypto.randomUUID();
    const p = () => ports({ sendEmail: sesLeadMailer(deadSes, 'a@revrebel.example', 'b@revrebel.example') });
    await captureLead({ lead: { kind: 'contact', lead }, idempotencyKey: key }, p(), deadlineIn(10_000));
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = await readRecord(`contact/outbox/${key}.json`);
      clock = new Date(before.nextAttemptAt);
      await runDeliveryPass(p(), deadlineIn(20_000));
      const after = await readRecord(`contact/outbox/${key}.json`);
      delays.push((Date.parse(after.nextAttemptAt) - clock.getTime()) / 1000);
    }
    deadSes.destroy();
    expect(delays).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });
});
