// The writer against a scripted Airtable (the machine boundary): what it sends, and how it reacts to each answer.
import { describe, expect, it } from 'vitest';
import { AirtableRequestError, type LeadsTable } from '../../shared/airtable/leads-table.ts';
import type { LeadFields } from '../../shared/airtable/leads-table.ts';
import { ImportStoppedError, OutOfTimeError } from './errors.ts';
import { writeLeads, type PendingLead } from './write.ts';
import { createPacer, type Clock } from '../../shared/airtable/pacer.ts';

function fakeClock(): Clock {
  let now = 0;
  return {
    now: () => now,
    async sleep(ms) {
      now += ms;
    },
  };
}

const lead = (i: number, status: LeadFields['Status'] = 'New'): PendingLead => ({
  row: i + 2,
  lead: { 'Lead Name': `Lead ${i}`, 'Contact Information': `lead${i}@x.example`, Status: status },
});

/** Airtable as a script: `answer` decides each request's fate from its records. */
function scriptedTable(answer: (leads: readonly LeadFields[], call: number) => Error | undefined) {
  const calls: string[][] = [];
  const table: LeadsTable = {
    async upsert(leads) {
      calls.push(leads.map((l) => l['Contact Information']));
      const error = answer(leads, calls.length);
      if (error) throw error;
      return { created: leads.length, updated: 0 };
    },
    listPage: async () => ({ records: [] }),
  };
  return { table, calls };
}

const run = (pending: PendingLead[], table: LeadsTable, clock = fakeClock(), deadline = Number.POSITIVE_INFINITY) =>
  writeLeads(pending, { table, clock, deadline, pacer: createPacer({ requestsPerSecond: 5, windowMs: 1010, penaltyMs: 30_000 }, clock), transientRetries: { attempts: 2, firstDelayMs: 100 } });

const invalidValue = () => new AirtableRequestError(422, 'INVALID_VALUE_FOR_COLUMN', 'Field "Company" cannot accept the provided value');

describe('writeLeads', () => {
  it('sends batches of at most 10', async () => {
    const { table, calls } = scriptedTable(() => undefined);
    const result = await run(Array.from({ length: 25 }, (_, i) => lead(i)), table);
    expect(calls.map((c) => c.length).sort()).toEqual([10, 10, 5]);
    expect(result).toEqual({ created: 25, updated: 0, failures: [] });
  });

  it('retries a refused batch one record at a time, so the failure names its own row', async () => {
    const { table, calls } = scriptedTable((leads) => (leads.some((l) => l['Lead Name'] === 'Lead 3') ? invalidValue() : undefined));
    const result = await run(Array.from({ length: 10 }, (_, i) => lead(i)), table);
    expect(calls).toHaveLength(11);
    expect(result.created).toBe(9);
    expect(result.failures).toEqual([{ row: 5, message: 'Airtable refused the row: Field "Company" cannot accept the provided value' }]);
  });

  it('after a 429 waits the 30 s penalty and sends the same batch again', async () => {
    const clock = fakeClock();
    const { table, calls } = scriptedTable((_, call) => (call === 1 ? new AirtableRequestError(429, 'TOO_MANY_REQUESTS', 'slow down') : undefined));
    const result = await run([lead(0), lead(1)], table, clock);
    expect(calls).toEqual([
      ['lead0@x.example', 'lead1@x.example'],
      ['lead0@x.example', 'lead1@x.example'],
    ]);
    expect(clock.now()).toBeGreaterThanOrEqual(30_000);
    expect(result.created).toBe(2);
  });

  it('stops the import when Airtable refuses the token, the base or the table layout', async () => {
    for (const [error, message] of [
      [new AirtableRequestError(401, 'AUTHENTICATION_REQUIRED', 'x'), 'Airtable did not accept the API token (AIRTABLE_API_KEY)'],
      [new AirtableRequestError(403, 'NOT_AUTHORIZED', 'x'), 'Airtable refused access to the base or table: check AIRTABLE_BASE_ID, AIRTABLE_TABLE and the token scopes'],
      [new AirtableRequestError(422, 'UNKNOWN_FIELD_NAME', 'Unknown field name: "Lead Source"'), 'The Airtable table does not match the import: Unknown field name: "Lead Source"'],
    ] as const) {
      const { table } = scriptedTable(() => error);
      await expect(run([lead(0)], table)).rejects.toThrow(new ImportStoppedError(message));
    }
  });

  it('retries a batch that got no answer, then stops the import', async () => {
    const { table, calls } = scriptedTable(() => new AirtableRequestError(0, 'CONNECTION_ERROR', 'ECONNREFUSED'));
    await expect(run([lead(0)], table)).rejects.toThrow('Airtable did not answer after 3 attempts: ECONNREFUSED');
    expect(calls).toHaveLength(3);
  });

  it('starts no request after the deadline', async () => {
    const clock = fakeClock();
    const { table, calls } = scriptedTable(() => undefined);
    await expect(run(Array.from({ length: 100 }, (_, i) => lead(i)), table, clock, 500)).rejects.toBeInstanceOf(OutOfTimeError);
    expect(calls).toHaveLength(5);
  });
});
