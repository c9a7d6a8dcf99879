import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deadlineIn } from '../shared/deadline.ts';
import type { DeliveryPorts, LeadLog } from './deliver-lead.ts';
import { runDeliveryPass } from './delivery-pass.ts';
import { newLeadRecord, type LeadKind } from './lead-record.ts';
import { s3LeadStore, type LeadStore } from './lead-store.ts';
import { sesLeadMailer } from './ses-lead-mailer.ts';
import { startTestServices, testBucket, type TestServices } from './test-services.ts';

const policy = { baseSeconds: 30, maxSeconds: 900, deadLetterAfterSeconds: 86_400, leaseSeconds: 120 };
let services: TestServices;
let logs: { level: string; message: string; extra: Record<string, unknown> }[];

const log: LeadLog = {
  info: (message, extra) => logs.push({ level: 'info', message, extra }),
  warn: (message, extra) => logs.push({ level: 'warn', message, extra }),
  error: (message, extra) => logs.push({ level: 'error', message, extra }),
};

/** S3 as AWS answers a role without a grant for that prefix (the chat/ finding of issue #24). */
const accessDenied = () => Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });

function storeDenying(kind: LeadKind): LeadStore {
  const store = s3LeadStore(services.s3, testBucket);
  return { ...store, listOutbox: (k) => (k === kind ? Promise.reject(accessDenied()) : store.listOutbox(k)) };
}

function ports(store: LeadStore, now: Date): DeliveryPorts {
  return { store, sendEmail: sesLeadMailer(services.ses, 'website@revrebel.example', 'sales@revrebel.example'), airtable: undefined, policy, now: () => now, log };
}

beforeAll(async () => {
  services = await startTestServices();
});
afterAll(async () => {
  await services.close();
});
beforeEach(async () => {
  await services.clearBucket();
  await services.clearEmails();
  logs = [];
});

describe('runDeliveryPass when one outbox cannot be listed', () => {
  it('delivers the other kinds, reports the age of what it read, and logs the failing prefix with the alarmed field', async () => {
    const received = new Date('2026-03-02T10:00:00.000Z');
    const record = newLeadRecord('lead-1', { kind: 'newsletter', lead: { email: 'ada@example.com' } }, received, 0);
    await s3LeadStore(services.s3, testBucket).create({ ...record, nextAttemptAt: new Date('2026-03-02T11:00:00.000Z').toISOString() });
    const now = new Date('2026-03-02T10:05:00.000Z');

    const result = await runDeliveryPass(ports(storeDenying('chat'), now), deadlineIn(20_000));

    expect(result).toMatchObject({ complete: false, unreadable: ['chat'], errors: 1, waiting: 1, oldestPendingSeconds: 300 });
    expect(logs).toContainEqual({ level: 'error', message: 'Lead outbox unreadable', extra: expect.objectContaining({ outboxUnreadable: true, kind: 'chat' }) });
  });

  it('counts a record it cannot work as a sweep error (alarmed), and goes on', async () => {
    const store = s3LeadStore(services.s3, testBucket);
    const record = newLeadRecord('lead-2', { kind: 'contact', lead: { firstName: 'A', lastName: 'B', company: 'C', email: 'a@b.example', website: 'https://b.example' } }, new Date('2026-03-02T10:00:00.000Z'), 0);
    await store.create(record);
    const failing: LeadStore = { ...store, read: () => Promise.reject(accessDenied()) };

    const result = await runDeliveryPass(ports(failing, new Date('2026-03-02T10:01:00.000Z')), deadlineIn(20_000));

    expect(result).toMatchObject({ complete: true, unreadable: [], errors: 1 });
    expect(logs).toContainEqual({ level: 'error', message: 'Lead delivery pass could not process a record', extra: expect.objectContaining({ sweepError: true, id: 'lead-2' }) });
  });
});
