import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPostEvent as post } from './chat-test-event.ts';
import { handler } from './handler.ts';
import { startOpenAiStub, type OpenAiStub } from './openai-stub-server.ts';

// With OPENAI_API_KEY set, the deployed handler talks to the configured OpenAI-compatible server.
// Settings are read once per process, so this file sets the environment before the handler's first call.

let stub: OpenAiStub;
beforeAll(async () => {
  stub = await startOpenAiStub([{ kind: 'completion', content: 'Grounded answer {{BOOKING_LINK}}' }]);
  Object.assign(process.env, { OPENAI_API_KEY: 'sk-handler-test', OPENAI_BASE_URL: stub.baseURL, OPENAI_MODEL: 'gpt-handler', CHAT_MAX_TOKENS: '200' });
});
afterAll(async () => {
  await stub.close();
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'CHAT_MAX_TOKENS']) delete process.env[name];
});

describe('POST /api/chat handler with OPENAI_API_KEY', () => {
  it('answers through the model with the settings for model and token cap', async () => {
    const result = await handler(post({ message: 'Hi there', history: [{ role: 'user', content: 'Hi there' }] }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toEqual({ reply: 'Grounded answer {{BOOKING_LINK}}' });
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.body.model).toBe('gpt-handler');
    expect(stub.requests[0]?.body.max_completion_tokens).toBe(200);
    expect(stub.requests[0]?.body.messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
    expect(stub.requests[0]?.body.messages[1]?.content).toContain('Answer in English');
  });
});
