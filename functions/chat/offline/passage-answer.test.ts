import { describe, expect, it } from 'vitest';
import { fractionalEngagement, orchestrationEngagement, auditEngagement } from '../../../content/engagements.ts';
import { focusOn, passageAnswer } from './passage-answer.ts';
import { namedEngagements } from './named-engagements.ts';

describe('passage answer: the closest content sentence when no row is confident', () => {
  it('finds a fact sentence that shares the question words', () => {
    const s = passageAnswer('what reply rate do you usually get') ?? '';
    expect(s).toMatch(/response rates|reply rates/i);
  });

  it('says nothing for a question that shares no word with content', () => {
    expect(passageAnswer('zzqx flurb')).toBeUndefined();
  });

  it('never returns a heading run or a question', () => {
    for (const q of ['who decides those criteria', 'is it a real registered company', 'how do phases work']) {
      const s = passageAnswer(q);
      if (s) expect(s).not.toMatch(/\?$|(?:\b[A-Z][\w-]*\s+){4,}/);
    }
  });
});

describe('focus: the sentence of an earlier answer that answers a new question about it', () => {
  it('picks the sentence sharing the new point', () => {
    const earlier = 'The session is free. It is a 30-minute video call with no preparation needed.';
    expect(focusOn(earlier, 'do i need to prepare anything')).toBe('It is a 30-minute video call with no preparation needed.');
    expect(focusOn(earlier, 'what about zebras')).toBeUndefined();
  });
});

describe('engagement names: the badges the pages show', () => {
  it('resolves badges and loose names to their engagement', () => {
    expect(namedEngagements("what's the START HERE one")).toEqual([auditEngagement]);
    expect(namedEngagements('tell me about the enterprise plan')).toEqual([fractionalEngagement]);
    expect(namedEngagements('and the one marked most powerful?')).toEqual([orchestrationEngagement]);
    expect(namedEngagements('remind me what the ongoing one costs')).toEqual([fractionalEngagement]);
  });
});

describe('passage answer: interface copy is not a fact', () => {
  it('never answers with an error message or form copy', () => {
    expect(passageAnswer('ok whats the shortest i could try it for then') ?? '').not.toMatch(/went wrong|try again/i);
  });
});
