import { describe, expect, it } from 'vitest';
import type { ChatAnswerRow } from '../../../content/chat-answer-types.ts';
import { chatAnswers } from '../../../content/chat-answers.ts';
import { translatedAnswers } from '../../../content/chat-answers-i18n.ts';
import { createMatcher } from './matcher.ts';

const row = (id: string, asks: string[]): ChatAnswerRow => ({ id, asks, answer: () => id });
const rows = [
  row('kickoff-vs-call', ['is the kickoff the same as the free call', 'is the kickoff session the free strategy call']),
  row('launch', ['when do we start seeing results', 'how soon do campaigns start', 'when do campaigns go live']),
  row('booking', ['how do I book a call', 'how do we get started', 'next steps']),
  row('first-month', ['what happens after we sign', 'what happens in the first month']),
];
const match = createMatcher(rows, {});

describe('matcher: precision', () => {
  it('ranks the row with a phrasing that is the question above a row repeating one of its words', () => {
    expect(createMatcher(chatAnswers, translatedAnswers)('How do I get started with you')[0]?.id).toBe('booking');
  });

  it('does not answer on one shared word of a longer phrasing', () => {
    expect(match('same for all of them?')).toEqual([]);
    expect(match('will you sign our DPA')).toEqual([]);
  });

  it('still answers a question that covers a phrasing', () => {
    expect(match('what happens in the first month')[0]?.id).toBe('first-month');
  });
});
