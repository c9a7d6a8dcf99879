import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './conversation.ts';
import { chatLeadLimits, chatLeadRequestSchema } from '../../../../../contracts/chat-lead.ts';
import { signedTranscriptFor, transcriptFor } from './transcript.ts';

const message = (sender: ChatMessage['sender'], text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({ id: text, text, sender, timestamp: 0, isTyping: false, ...extra });

describe('chat-lead transcripts', () => {
  const messages = [
    message('assistant', 'Hi! How can I help?', { kind: 'opener' }),
    message('user', 'book a call'),
    message('assistant', 'Book here:', { kind: 'reply', signed: { content: 'Book here: {{BOOKING_LINK}}', sig: 'v1.abc', topic: 'booking' } }),
    message('assistant', 'Sorry, I received an empty response.', { kind: 'failure' }),
  ];

  it('sends what the visitor saw, as the chat-lead contract accepts today', () => {
    expect(transcriptFor(messages)).toEqual([
      { role: 'user', content: 'book a call' },
      { role: 'assistant', content: 'Book here:' },
    ]);
  });

  it('sends the signed form: each signed reply as it was signed, with its signature and topic', () => {
    expect(signedTranscriptFor(messages)).toEqual([
      { role: 'user', content: 'book a call' },
      { role: 'assistant', content: 'Book here: {{BOOKING_LINK}}', sig: 'v1.abc', topic: 'booking' },
    ]);
  });

  it('keeps the signed texts within the total the contract allows, dropping the oldest entries', () => {
    const long = 'x'.repeat(chatLeadLimits.entryChars - 20);
    const many = Array.from({ length: 11 }, (_, i) => message('assistant', `${long.slice(0, -10)}${i}`, { kind: 'reply', signed: { content: `${long}${i}`, sig: `v1.${i}` } }));
    const entries = signedTranscriptFor(many);
    expect(entries.reduce((sum, e) => sum + e.content.length, 0)).toBeLessThanOrEqual(chatLeadLimits.transcriptChars);
    expect(entries.at(-1)).toMatchObject({ content: `${long}10`, sig: 'v1.10' });
    expect(chatLeadRequestSchema.safeParse({ email: 'a@b.example', transcript: entries }).success).toBe(true);
  });
});
