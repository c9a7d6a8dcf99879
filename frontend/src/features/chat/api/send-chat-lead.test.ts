import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatLeadRequestSchema } from '../../../../../contracts/chat-lead.ts';
import { sendChatLead } from './send-chat-lead.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendChatLead', () => {
  it('sends the transcript without format characters, so an emoji sequence never fails the handoff, plus the attribution', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Promise.resolve(new Response(JSON.stringify({ accepted: true }), { status: 202, headers: { 'content-type': 'application/json' } }));
    });
    await sendChatLead({ email: 'ann@acme.example', transcript: [{ role: 'user', content: 'Team of 👩\u200D💻👨\u200D💻, call me' }, { role: 'assistant', content: 'Sure\u00AD thing' }] });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ transcript: [{ content: 'Team of 👩💻👨💻, call me' }, { content: 'Sure thing' }], attribution: { sentFrom: '/' } });
    expect(chatLeadRequestSchema.safeParse(bodies[0]).success).toBe(true);
  });

  it('drops the sig and topic of an entry whose text lost a format character (it could not verify), and keeps the others', async () => {
    const bodies: { transcript: unknown[] }[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)) as { transcript: unknown[] });
      return Promise.resolve(new Response(JSON.stringify({ accepted: true }), { status: 202, headers: { 'content-type': 'application/json' } }));
    });
    await sendChatLead({
      email: 'ann@acme.example',
      transcript: [
        { role: 'assistant', content: 'Co\u00ADoperation pays', sig: 'v1.a', topic: 'services' },
        { role: 'assistant', content: 'Our audit costs $25,000.', sig: 'v1.b', topic: 'pricing' },
      ],
    });
    expect(bodies[0]?.transcript).toEqual([
      { role: 'assistant', content: 'Cooperation pays' },
      { role: 'assistant', content: 'Our audit costs $25,000.', sig: 'v1.b', topic: 'pricing' },
    ]);
  });
});
