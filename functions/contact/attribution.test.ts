import { describe, expect, it } from 'vitest';
import { parseLeadInput } from './lead-input.ts';
import type { LeadRecord } from './lead-record.ts';
import { apiEvent, useContactHandler } from './test-services.ts';

// Issue 20: a malformed `attribution` never costs the lead. Through the contact function, against local S3 and SES.

const { services, handler } = useContactHandler();

const lead = { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines', email: 'ada@engines.example', website: 'engines.example', message: 'Hello' };
const event = (path: string, body: unknown) => apiEvent({ path, contentType: 'application/json', body: JSON.stringify(body) });

const bad: [name: string, attribution: unknown, kept: unknown][] = [
  ['not an object', 'utm_source=linkedin', undefined],
  ['an array', [{ source: 'x' }], undefined],
  ['huge values', { first: { source: 'linkedin', campaign: 'c'.repeat(20_000) }, sentFrom: `/${'p'.repeat(3_000)}` }, { first: { source: 'linkedin', campaign: 'c'.repeat(100) }, sentFrom: `/${'p'.repeat(299)}` }],
  ['control characters', { first: { source: 'linked\u0007in', medium: 'paid\r\nX-Evil: 1', campaign: 'q1' } }, { first: { campaign: 'q1' } }],
  ['unknown keys only', { fingerprint: 'abc', first: { gclid: '123' } }, undefined],
];

describe('a malformed attribution', () => {
  it.each(bad)('(%s) is dropped or trimmed: the lead is accepted and stored as sent', async (_name, attribution, kept) => {
    const response = await handler(event('/api/contact', { ...lead, attribution }));
    expect(response.statusCode).toBe(202);
    const [key, ...others] = await services().keys('contact/');
    expect(others).toEqual([]);
    const record = JSON.parse(await services().read(key as string)) as LeadRecord;
    expect(record.lead).toEqual(lead);
    expect(record.attribution).toEqual(kept);
    expect(await services().emails()).toHaveLength(1);
  });

  it('is the same for the newsletter and the chat handoff', async () => {
    expect((await handler(event('/api/newsletter', { email: 'reader@example.com', attribution: 42 }))).statusCode).toBe(202);
    const transcript = [{ role: 'user', content: 'call me' }];
    expect((await handler(event('/api/chat-lead', { email: 'chat@example.com', transcript, attribution: { first: 'x' } }))).statusCode).toBe(202);
    expect(await services().keys('newsletter/delivered/')).toHaveLength(1);
    expect(await services().keys('chat/delivered/')).toHaveLength(1);
  });

  it('leaves a log line naming what was dropped; a clean one logs nothing', () => {
    const lines: unknown[] = [];
    const log = { warn: (message: string, extra: Record<string, unknown>) => void lines.push({ message, ...extra }) };
    const parsed = parseLeadInput(event('/api/contact', { ...lead, attribution: { first: { source: 'a\u0000' }, extra: 1 } }), log);
    expect(parsed.ok).toBe(true);
    expect(lines).toEqual([
      { message: 'Lead attribution dropped or trimmed', attributionProblems: ['attribution.extra: unknown key dropped', 'first.source: control or invisible characters'], route: 'POST /api/contact' },
    ]);
    lines.length = 0;
    parseLeadInput(event('/api/contact', { ...lead, attribution: { first: { source: 'linkedin' }, sentFrom: '/contact' } }), log);
    expect(lines).toEqual([]);
  });

  it('never turns a bad lead into a good one: field errors still answer 400 naming the field', async () => {
    const response = await handler(event('/api/contact', { ...lead, email: 'nope', attribution: { first: { source: 'x' } } }));
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body as string)).toMatchObject({ fields: { email: 'Please enter a valid email address' } });
    expect(await services().keys()).toEqual([]);
  });
});
