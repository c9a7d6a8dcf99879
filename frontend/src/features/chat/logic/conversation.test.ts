import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatFailureMessages, chatLimits } from '../../../../../contracts/chat.ts';
import { historyFor, replyAfterFiller, type ChatMessage } from './conversation.ts';

const message = (sender: ChatMessage['sender'], text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: text,
  text,
  sender,
  timestamp: 0,
  isTyping: false,
  ...extra,
});

describe('historyFor', () => {
  it('sends user turns and real replies, ending with the new turn', () => {
    const messages = [
      message('user', 'Q1'),
      message('assistant', 'A1', { kind: 'reply' }),
      message('user', 'Q2'),
      message('assistant', chatFailureMessages.empty, { kind: 'failure' }),
    ];
    expect(historyFor(messages, 'Q3')).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2' },
      { role: 'user', content: 'Q3' },
    ]);
  });

  it('sends a signed reply back exactly as signed, with its sig and topic, not as shown', () => {
    const signed = { content: 'Book here: {{BOOKING_LINK}}', sig: 'v1.abc', topic: 'booking' };
    const messages = [message('user', 'Q1'), message('assistant', 'Book here:', { kind: 'reply', signed })];
    expect(historyFor(messages, 'Q2')).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'Book here: {{BOOKING_LINK}}', sig: 'v1.abc', topic: 'booking' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('sends a signed reply too long for the contract as cut text without a signature (it could not verify)', () => {
    const long = 'y'.repeat(chatLimits.entryChars + 10);
    const [entry] = historyFor([message('assistant', long, { kind: 'reply', signed: { content: long, sig: 'v1.abc' } })], 'Q');
    expect(entry).toEqual({ role: 'assistant', content: long.slice(0, chatLimits.entryChars) });
  });

  it('keeps within the contract limits', () => {
    const many = Array.from({ length: 50 }, (_, i) => message('user', `${i} ${'x'.repeat(3000)}`));
    const history = historyFor(many, 'new');
    expect(history).toHaveLength(chatLimits.historyEntriesSent);
    expect(history.every((e) => e.content.length <= chatLimits.entryChars)).toBe(true);
    expect(history.at(-1)).toEqual({ role: 'user', content: 'new' });
  });
});

describe('replyAfterFiller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a fast reply only once the filler time has passed', async () => {
    const settled = vi.fn();
    void replyAfterFiller(Promise.resolve({ reply: 'Hi!' }), 3000, '555').then(settled);
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith({ text: 'Hi!', kind: 'reply' });
  });

  it('waits for a slow reply beyond the filler time', async () => {
    let resolve: (value: { reply: string }) => void = () => undefined;
    const settled = vi.fn();
    void replyAfterFiller(new Promise((r) => (resolve = r)), 2500, '555').then(settled);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(settled).not.toHaveBeenCalled();
    resolve({ reply: 'Finally' });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith({ text: 'Finally', kind: 'reply' });
  });

  it('keeps the signature and topic of a signed reply', async () => {
    const settled = replyAfterFiller(Promise.resolve({ reply: 'Hi! {{BOOKING_LINK}}', sig: 'v1.s', topic: 'greeting' }), 10, '555');
    await vi.advanceTimersByTimeAsync(10);
    await expect(settled).resolves.toEqual({ text: 'Hi! {{BOOKING_LINK}}', kind: 'reply', signed: { content: 'Hi! {{BOOKING_LINK}}', sig: 'v1.s', topic: 'greeting' } });
  });

  it('gives the apology with the phone number on failure and the empty notice on an empty reply', async () => {
    const failed = replyAfterFiller(Promise.reject(new Error('503: busy')), 2500, '+1 555 0100');
    const empty = replyAfterFiller(Promise.resolve({ reply: ' ' }), 2500, '+1 555 0100');
    await vi.advanceTimersByTimeAsync(2500);
    await expect(failed).resolves.toEqual({ text: chatFailureMessages.unavailable('+1 555 0100'), kind: 'failure' });
    await expect(empty).resolves.toEqual({ text: chatFailureMessages.empty, kind: 'failure' });
  });
});
