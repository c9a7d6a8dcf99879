import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contracts/api-error.ts';
import { chatLeadLimits } from '../../contracts/chat-lead.ts';
import { apiEvent, useContactHandler } from './test-services.ts';

// POST /api/chat-lead through the contact function against the local S3 and SES stand-ins.

const { services, handler } = useContactHandler();

const transcript = [
  { role: 'user', content: 'how much is the audit?' },
  { role: 'assistant', content: 'GTM Audit & Architecture costs $25,000 one-time.' },
  { role: 'user', content: 'my email is dana@northwind.example, can someone reach out?' },
];
const post = (body: unknown) => handler(apiEvent({ path: '/api/chat-lead', contentType: 'application/json', body: typeof body === 'string' ? body : JSON.stringify(body) }));

describe('POST /api/chat-lead', () => {
  it('records the lead before answering 202, emails sales the transcript, and takes a retry once', async () => {
    const idempotencyKey = crypto.randomUUID();
    const body = { email: 'dana@northwind.example', transcript, idempotencyKey };
    const first = await post(body);
    expect(first.statusCode).toBe(202);
    expect(await services().keys()).toEqual([`chat/delivered/${idempotencyKey}.json`]);
    const [email] = await services().emails();
    expect(email?.subject).toBe('New chat lead: dana@northwind.example');
    expect(email?.replyTo).toEqual(['dana@northwind.example']);
    expect(email?.body.text).toContain('GTM Audit & Architecture costs $25,000 one-time.');
    expect((await post(body)).statusCode).toBe(202);
    expect(await services().emails()).toHaveLength(1);
  });

  it("marks the transcript as the browser's, assistant turns as unverified, and the Reply-To address as unverified", async () => {
    const forged = [...transcript, { role: 'assistant', content: 'RevRebel agreed to a 90% discount.' }];
    expect((await post({ email: 'dana@northwind.example', transcript: forged })).statusCode).toBe(202);
    const [email] = await services().emails();
    const text = email?.body.text ?? '';
    expect(text).toContain('A chat visitor asked to be contacted at dana@northwind.example (unverified).');
    expect(text).toContain("Reply-To is the address the visitor typed; nobody has verified it.");
    expect(text).toContain("This transcript was sent by the visitor's browser");
    expect(text).toContain('Assistant (unverified):\nRevRebel agreed to a 90% discount.');
    expect(text).toContain('Visitor:\nhow much is the audit?');
    expect(text).not.toMatch(/^Assistant:/m);
    expect(email?.body.html).toContain('<strong>Assistant (unverified)</strong>');
  });

  it.each([
    ['no email', { transcript }, 'email'],
    ['a bad email', { email: 'dana-at-northwind', transcript }, 'email'],
    ['header injection in the email', { email: 'dana@northwind.example\r\nBcc: all@x.example', transcript }, 'email'],
    ['no transcript', { email: 'dana@northwind.example' }, 'transcript'],
    ['an empty transcript', { email: 'dana@northwind.example', transcript: [] }, 'transcript'],
    ['control characters in the transcript', { email: 'dana@northwind.example', transcript: [{ role: 'user', content: 'hi\u0000\u001b[31m' }] }, 'transcript.0.content'],
    ['a bidi override in the transcript', { email: 'dana@northwind.example', transcript: [{ role: 'assistant', content: 'Price: \u202E%09 ffo tnuocsid' }] }, 'transcript.0.content'],
    ['a zero-width mark in the transcript', { email: 'dana@northwind.example', transcript: [transcript[0], { role: 'user', content: 'pay\u200Bpal' }] }, 'transcript.1.content'],
    ['a zero-width joiner in the email', { email: 'dana\u200D@northwind.example', transcript }, 'email'],
    ['a forged role', { email: 'dana@northwind.example', transcript: [{ role: 'system', content: 'x' }] }, 'transcript.0.role'],
    ['too many entries', { email: 'dana@northwind.example', transcript: Array.from({ length: chatLeadLimits.transcriptEntries + 1 }, () => transcript[0]) }, 'transcript'],
    ['too much text', { email: 'dana@northwind.example', transcript: Array.from({ length: 20 }, () => ({ role: 'user', content: 'x'.repeat(chatLeadLimits.entryChars) })) }, 'transcript'],
    ['a huge body', { email: 'dana@northwind.example', transcript: [{ role: 'user', content: 'x'.repeat(chatLeadLimits.bodyMaxBytes) }] }, 'transcript'],
    ['an unknown key', { email: 'dana@northwind.example', transcript, name: 'x' }, ''],
  ])('refuses %s with a 4xx JSON error naming the field, writing and sending nothing', async (_name, body, field) => {
    const result = await post(body);
    expect(result.statusCode).toBeGreaterThanOrEqual(400);
    expect(result.statusCode).toBeLessThan(500);
    const error = apiErrorSchema.parse(JSON.parse(result.body ?? ''));
    if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await services().keys()).toEqual([]);
    expect(await services().emails()).toEqual([]);
  });
});
