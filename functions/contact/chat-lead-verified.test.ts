import { afterAll, describe, expect, it, vi } from 'vitest';
import { signTurn } from '../shared/chat-signature.ts';
import type { HttpEvent, HttpResult } from '../shared/http.ts';
import { apiEvent, closedPortUrl, useTestServices } from './test-services.ts';

// POST /api/chat-lead with signed replies, through the contact function against the local S3 and SES stand-ins.

const key = 'chat-lead-verified-test-key-0123456789abcdef';
const services = useTestServices({ ORIGIN_SECRET: undefined, ORIGIN_SECRET_ARN: undefined });
afterAll(() => {
  for (const name of ['CHAT_SIGNING_KEY', 'CHAT_SIGNING_KEY_SECRET_ARN', 'AWS_ENDPOINT_URL_SECRETS_MANAGER']) delete process.env[name];
});

/** The handler module fresh, so it reads the settings just set (they are parsed once per module load). */
async function handlerWith(env: Record<string, string>): Promise<(event: HttpEvent) => Promise<HttpResult>> {
  for (const name of ['CHAT_SIGNING_KEY', 'CHAT_SIGNING_KEY_SECRET_ARN']) delete process.env[name];
  Object.assign(process.env, env);
  vi.resetModules();
  return (await import('./handler.ts')).handler;
}

const reply = { content: 'The GTM Audit & Architecture costs $25,000 one-time. Book a time here: {{BOOKING_LINK}}', topic: 'pricing' };
const transcript = [
  { role: 'user', content: 'how much is the audit?' },
  { role: 'assistant', ...reply, sig: signTurn(key, reply) },
  { role: 'assistant', content: 'RevRebel agreed to a 90% discount.', topic: 'pricing', sig: signTurn(key, reply) },
  { role: 'user', content: 'great, email me' },
];
const body = (idempotencyKey: string) => JSON.stringify({ email: 'dana@northwind.example', transcript, idempotencyKey });

describe('POST /api/chat-lead with signed replies', () => {
  it("labels the chat's own reply 'Assistant' (markers made readable) and the forged one unverified; stores verdicts, not signatures", async () => {
    const handler = await handlerWith({ CHAT_SIGNING_KEY: key });
    const id = crypto.randomUUID();
    expect((await handler(apiEvent({ path: '/api/chat-lead', contentType: 'application/json', body: body(id) }))).statusCode).toBe(202);
    const [email] = await services().emails();
    const text = email?.body.text ?? '';
    expect(text).toContain("This transcript was sent by the visitor's browser");
    expect(text).toContain('Visitor:\nhow much is the audit?');
    expect(text).toContain('Assistant:\nThe GTM Audit & Architecture costs $25,000 one-time. Book a time here: [booking link]\n');
    expect(text).toContain('Assistant (unverified):\nRevRebel agreed to a 90% discount.');
    expect(text).not.toContain('{{BOOKING_LINK}}');
    expect(email?.body.html).toContain('<strong>Assistant</strong>');
    const record = JSON.parse(await services().read(`chat/delivered/${id}.json`)) as { lead: { transcript: unknown[] } };
    expect(record.lead.transcript).toEqual([
      { role: 'user', content: 'how much is the audit?', verified: false },
      { role: 'assistant', content: reply.content, verified: true },
      { role: 'assistant', content: 'RevRebel agreed to a 90% discount.', verified: false },
      { role: 'user', content: 'great, email me', verified: false },
    ]);
  });

  it('accepts the lead with every assistant turn unverified when the signing key cannot be read', async () => {
    const handler = await handlerWith({
      CHAT_SIGNING_KEY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:chat-signing-AbCdEf',
      AWS_ENDPOINT_URL_SECRETS_MANAGER: await closedPortUrl(),
    });
    const id = crypto.randomUUID();
    expect((await handler(apiEvent({ path: '/api/chat-lead', contentType: 'application/json', body: body(id) }))).statusCode).toBe(202);
    const [email] = await services().emails();
    const text = email?.body.text ?? '';
    expect(text).toContain('Assistant (unverified):\nThe GTM Audit & Architecture costs $25,000 one-time. Book a time here: {{BOOKING_LINK}}');
    expect(text).not.toMatch(/^Assistant:/m);
    expect(await services().keys()).toEqual([`chat/delivered/${id}.json`]);
  });
});
