import { afterEach, describe, expect, it } from 'vitest';
import { chatFailureMessages, chatReplySchema, chatRequestSchema, chatWidgetText, type ChatRequest } from '../../contracts/chat.ts';
import { auditEngagement } from '../../content/engagements.ts';
import type { HttpResult } from '../shared/http.ts';
import { answerChat, conversationFor } from './chat-core.ts';
import { chatOutcomeResponse } from './chat-response.ts';
import { createGuardedAssistant } from './llm/guarded-assistant.ts';
import { createOpenAiModel } from './openai-assistant.ts';
import { startOpenAiStub, type OpenAiStub, type StubReply } from './openai-stub-server.ts';

// Contract tests: the real `openai` client against a local OpenAI-compatible server, through our core and HTTP
// mapping, down to the text the widget shows.

const phone = '+1 (555) 010-0000';
const apology = chatFailureMessages.unavailable(phone);
const fastRetry = { 'retry-after-ms': '5' };
// Every earlier assistant turn in these tests is taken as verified; signatures have their own tests.
const verified = () => true;

let stub: OpenAiStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

function request(message: string, earlier: ChatRequest['history'] = []): ChatRequest {
  return chatRequestSchema.parse({ message, history: [...earlier, { role: 'user', content: message }] });
}

async function ask(replies: StubReply[], chat: ChatRequest, options: { timeoutMs?: number; historyTurns?: number; signal?: AbortSignal } = {}) {
  stub = await startOpenAiStub(replies);
  const model = createOpenAiModel({ apiKey: 'sk-test-key', baseURL: stub.baseURL, model: 'gpt-test', maxTokens: 321, timeoutMs: options.timeoutMs ?? 5000 });
  const assistant = createGuardedAssistant({ model, offline: async () => ({ text: 'offline answer' }) });
  const { turns } = conversationFor(chat, options.historyTurns ?? 10, verified);
  const outcome = await answerChat(turns, assistant, { signal: options.signal });
  const response = chatOutcomeResponse(outcome);
  return { response, requests: stub.requests, widget: widgetTextFor(response) };
}

/** What the widget shows for this HTTP answer. */
function widgetTextFor(response: HttpResult): string {
  const status = response.statusCode ?? 200;
  if (status < 200 || status > 299) return chatWidgetText({ ok: false }, phone);
  const body = chatReplySchema.parse(JSON.parse(response.body ?? ''));
  return chatWidgetText({ ok: true, reply: body.reply }, phone);
}

describe('OpenAI assistant contract', () => {
  it('sends the model, token cap, system prompt, trimmed history and the new turn, and returns the reply', async () => {
    const earlier = Array.from({ length: 14 }, (_, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content: `turn ${i}` }));
    const { response, requests, widget } = await ask([{ kind: 'completion', content: 'The audit is $25K.' }], request('How much is the audit?', earlier), {
      historyTurns: 4,
    });

    expect(response.statusCode).toBe(200);
    expect(widget).toBe('The audit is $25K.');
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body.model).toBe('gpt-test');
    expect(sent?.body.max_completion_tokens).toBe(321);
    const [system, ...rest] = sent?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(rest).toEqual([
      { role: 'user', content: 'turn 10' },
      { role: 'assistant', content: 'turn 11' },
      { role: 'user', content: 'turn 12' },
      { role: 'assistant', content: 'turn 13' },
      { role: 'user', content: 'How much is the audit?' },
    ]);
    // Grounding: the prompt carries the content's prices.
    expect(system?.content).toContain(auditEngagement.price.label);
  });

  it('retries a 500 once and answers with the second attempt', async () => {
    const { response, requests, widget } = await ask(
      [{ kind: 'error', status: 500, headers: fastRetry }, { kind: 'completion', content: 'Recovered.' }],
      request('Hello?'),
    );
    expect(requests).toHaveLength(2);
    expect(response.statusCode).toBe(200);
    expect(widget).toBe('Recovered.');
  });

  it('maps two 500s to 502 and the apology with the phone number', async () => {
    const { response, requests, widget } = await ask([{ kind: 'error', status: 500, headers: fastRetry }], request('Hello?'));
    expect(requests).toHaveLength(2);
    expect(response.statusCode).toBe(502);
    expect(widget).toBe(apology);
  });

  it('maps a persistent 429 to 503 with Retry-After and the apology', async () => {
    const { response, requests, widget } = await ask([{ kind: 'error', status: 429, headers: fastRetry }], request('Hello?'));
    expect(requests).toHaveLength(2);
    expect(response.statusCode).toBe(503);
    expect(response.headers?.['retry-after']).toBeDefined();
    expect(widget).toBe(apology);
  });

  it('maps a timeout on both attempts to 504 and the apology', async () => {
    // 1 s per attempt, not less: on a loaded machine a shorter deadline can fire before the stub has read the request.
    const { response, requests, widget } = await ask([{ kind: 'hang' }], request('Hello?'), { timeoutMs: 1000 });
    expect(requests).toHaveLength(2);
    expect(response.statusCode).toBe(504);
    expect(widget).toBe(apology);
  });

  it('maps the overall deadline firing to 504', async () => {
    const { response, widget } = await ask([{ kind: 'hang' }], request('Hello?'), { timeoutMs: 5000, signal: AbortSignal.timeout(200) });
    expect(response.statusCode).toBe(504);
    expect(widget).toBe(apology);
  });

  it('does not retry a 401 (bad key) and answers 502', async () => {
    const { response, requests, widget } = await ask([{ kind: 'error', status: 401 }], request('Hello?'));
    expect(requests).toHaveLength(1);
    expect(response.statusCode).toBe(502);
    expect(widget).toBe(apology);
  });

  it.each([
    ['an empty string', { kind: 'completion', content: '' }],
    ['null content', { kind: 'completion', content: null }],
    ['whitespace', { kind: 'completion', content: '  \n ' }],
    ['a content-filtered answer', { kind: 'completion', content: 'partial', finishReason: 'content_filter' }],
  ] as const)('maps %s to reply "" and the empty-response message', async (_name, reply) => {
    const { response, widget } = await ask([reply], request('Hello?'));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body ?? '')).toMatchObject({ reply: '' });
    expect(widget).toBe(chatFailureMessages.empty);
  });
});
