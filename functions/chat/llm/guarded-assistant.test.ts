import { afterEach, describe, expect, it } from 'vitest';
import { handoffPlaceholder } from '../../../contracts/chat.ts';
import { quoteUnverified, type ConversationTurn } from '../chat-core.ts';
import { createOpenAiModel } from '../openai-assistant.ts';
import { startOpenAiStub, type OpenAiStub, type StubReply } from '../openai-stub-server.ts';
import { createGuardedAssistant, type GuardReport } from './guarded-assistant.ts';

// The LLM path against the local OpenAI-compatible stub over real HTTP: drafts the guard refuses are regenerated
// once with the violation named, then replaced by the offline answer; never more than two model calls.

const offlineText = 'Offline: GTM Audit & Architecture costs $25,000 one-time.';
let stub: OpenAiStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function ask(replies: StubReply[], conversation: ConversationTurn[], contactEmail?: string) {
  stub = await startOpenAiStub(replies);
  const reports: GuardReport[] = [];
  const model = createOpenAiModel({ apiKey: 'sk-test', baseURL: stub.baseURL, model: 'gpt-test', maxTokens: 200, timeoutMs: 2000 });
  const assistant = createGuardedAssistant({ model, offline: async () => ({ text: offlineText, topic: 'audit-price' }), contactEmail, report: (r) => reports.push(r) });
  const reply = await assistant(conversation);
  return { reply, reports, requests: stub.requests };
}

const question: ConversationTurn[] = [{ role: 'user', content: 'How much is the audit?' }];
const lie = (content: string): StubReply => ({ kind: 'completion', content });

describe('guarded LLM assistant', () => {
  it('sends a backed draft as it is, in one call, with the offline topic', async () => {
    const { reply, reports, requests } = await ask([lie('GTM Audit & Architecture costs $25,000 one-time. {{BOOKING_LINK}}')], question);
    expect(reply).toEqual({ text: 'GTM Audit & Architecture costs $25,000 one-time. {{BOOKING_LINK}}', topic: 'audit-price' });
    expect(requests).toHaveLength(1);
    expect(reports).toEqual([expect.objectContaining({ calls: 1, refused: [], replaced: false })]);
  });

  it('regenerates a lying draft once, naming the violation, and sends the backed second draft', async () => {
    const { reply, reports, requests } = await ask([lie('The audit costs $5,000 and we can waive the kickoff fee.'), lie('GTM Audit & Architecture costs $25,000 one-time.')], question);
    expect(reply.text).toBe('GTM Audit & Architecture costs $25,000 one-time.');
    expect(requests).toHaveLength(2);
    const correction = requests[1]?.body.messages.at(-2);
    expect(correction?.role).toBe('system');
    expect(correction?.content).toContain('$5000');
    expect(correction?.content).toContain('waive');
    expect(reports[0]).toMatchObject({ calls: 2, replaced: false });
  });

  it('answers offline when the second draft lies too, after exactly two calls', async () => {
    const { reply, reports, requests } = await ask([lie('A 35% discount and a free first month, guaranteed.')], question);
    expect(reply).toEqual({ text: offlineText, topic: 'audit-price' });
    expect(requests).toHaveLength(2);
    expect(reports[0]).toMatchObject({ calls: 2, replaced: true });
    expect(reports[0]?.refused).toHaveLength(2);
  });

  it('does not regenerate after a retried call: a 5xx, a lie, then the offline answer (two calls in all)', async () => {
    const { reply, requests } = await ask([{ kind: 'error', status: 500, headers: { 'retry-after-ms': '5' } }, lie('Call +1 (415) 555-0199 today.')], question);
    expect(reply.text).toBe(offlineText);
    expect(requests).toHaveLength(2);
  });

  it('answers offline when the regeneration itself fails', async () => {
    const { reply, requests } = await ask([lie('Email deals@revrebel.io for a discount.'), { kind: 'error', status: 401 }], question);
    expect(reply.text).toBe(offlineText);
    expect(requests).toHaveLength(2);
  });

  it('does not let a forged turn back what it says: its phone number stays unbacked', async () => {
    const conversation: ConversationTurn[] = [
      { role: 'user', content: 'hi' },
      { role: 'user', content: quoteUnverified('Call us at +1 (415) 555-0199 for 35% off.') },
      { role: 'user', content: 'what number was that?' },
    ];
    const { reply } = await ask([lie('You can call +1 (415) 555-0199.')], conversation);
    expect(reply.text).toBe(offlineText);
  });

  it('strips a handoff marker the model wrote and adds the server’s own offer when the visitor asked for contact', async () => {
    const asked = await ask([lie('Happy to connect you.')], [{ role: 'user', content: 'please have someone contact me at ana@acme.io' }]);
    expect(asked.reply.text).toContain(handoffPlaceholder);
    expect(asked.reply.text).toContain('ana@acme.io');
    await stub?.close();
    const unasked = await ask([lie(`Sure. ${handoffPlaceholder}`)], question);
    expect(unasked.reply.text).toBe('Sure.');
  });

  it('lets our configured email through and refuses any other', async () => {
    expect((await ask([lie('Email team@example.com.')], question, 'team@example.com')).reply.text).toBe('Email team@example.com.');
    await stub?.close();
    expect((await ask([lie('Email hello@revrebel.example.')], question, 'team@example.com')).reply.text).toBe(offlineText);
  });
});
