import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from '../../contracts/chat.ts';
import { answerChat, ChatAssistantError, conversationFor } from './chat-core.ts';
import { chatOutcomeResponse } from './chat-response.ts';

const entry = (role: 'user' | 'assistant', content: string) => ({ role, content });

describe('conversationFor', () => {
  it('ends with the new message once, whether or not history already carries it', () => {
    const withTurn = chatRequestSchema.parse({ message: 'Q2', history: [entry('user', 'Q1'), entry('assistant', 'A1'), entry('user', 'Q2')] });
    const withoutTurn = chatRequestSchema.parse({ message: 'Q2', history: [entry('user', 'Q1'), entry('assistant', 'A1')] });
    const expected = [entry('user', 'Q1'), entry('assistant', 'A1'), entry('user', 'Q2')];
    expect(conversationFor(withTurn, 10)).toEqual(expected);
    expect(conversationFor(withoutTurn, 10)).toEqual(expected);
  });

  it('keeps only the last N earlier entries and drops blank ones', () => {
    const history = [entry('user', 'a'), entry('assistant', ''), entry('user', 'b'), entry('assistant', 'c'), entry('user', 'new')];
    const request = chatRequestSchema.parse({ message: 'new', history });
    expect(conversationFor(request, 2)).toEqual([entry('user', 'b'), entry('assistant', 'c'), entry('user', 'new')]);
    expect(conversationFor(request, 0)).toEqual([entry('user', 'new')]);
  });
});

describe('answerChat and its HTTP mapping', () => {
  const request = chatRequestSchema.parse({ message: 'hi' });

  it('trims the reply and answers 200', async () => {
    const outcome = await answerChat(request, async () => '  hello \n', { historyTurns: 10 });
    expect(chatOutcomeResponse(outcome)).toMatchObject({ statusCode: 200, body: JSON.stringify({ reply: 'hello' }) });
  });

  it.each([
    ['timeout', 504],
    ['busy', 503],
    ['unavailable', 502],
  ] as const)('maps a %s failure to %i', async (kind, status) => {
    const outcome = await answerChat(request, async () => Promise.reject(new ChatAssistantError(kind, 'x')), { historyTurns: 10 });
    expect(chatOutcomeResponse(outcome).statusCode).toBe(status);
  });

  it('treats an unexpected error as unavailable', async () => {
    const outcome = await answerChat(request, async () => Promise.reject(new TypeError('boom')), { historyTurns: 10 });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
