import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './conversation.ts';
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

  it('prepares the signed form: each signed reply as it was signed, with its signature and topic', () => {
    expect(signedTranscriptFor(messages)).toEqual([
      { role: 'user', content: 'book a call' },
      { role: 'assistant', content: 'Book here: {{BOOKING_LINK}}', sig: 'v1.abc', topic: 'booking' },
    ]);
  });
});
