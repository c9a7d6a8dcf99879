import { describe, expect, it } from 'vitest';
import { capabilities } from '../../../content/capabilities.ts';
import { createOfflineAssistant } from './offline-assistant.ts';
import { closestPassage } from './closest-passage.ts';

const attribution = capabilities.find((c) => c.title === 'Performance Analytics & Attribution');

describe('the closest passage to a question no answer row takes', () => {
  it('quotes the sentence that shares the question\'s telling words, under its title', () => {
    const closest = closestPassage('what about attribution? can you tell me which channel actually drives pipeline');
    expect(closest).toBe(`${attribution?.title}: ${attribution?.description}`);
  });

  it('never quotes a heading or a question as the sentence, nor a title\'s word alone', () => {
    // 'policy' is in the privacy policy's title; the FAQ's question 'Are there long-term contracts?' is no answer.
    expect(closestPassage('what is your policy on refunds')).toBeUndefined();
    expect(closestPassage("I'd rather not get locked into a year-long contract with anyone again.")).toBe('There are no long-term contracts.');
  });

  it('quotes a sentence that leans on the one before with that one (blind-15: "After that, a weekly check-in..." alone)', () => {
    expect(closestPassage('how long are the weekly check-ins aligned')).toMatch(/^After you sign, .+\. After that, a weekly check-in/);
  });

  it('quotes nothing for a question whose words the site uses only in passing', () => {
    for (const question of ["can u help me fix this python error: TypeError: 'NoneType' object is not subscriptable", "what's the weather in paris", 'do you sponsor conferences']) {
      expect(closestPassage(question), question).toBeUndefined();
    }
  });

  it('keeps the reply a lead: the open point is said, what the site says follows, and the handoff is offered', () => {
    const reply = createOfflineAssistant().answer([{ role: 'user', content: 'what about attribution? which channel actually drives pipeline for us' }]);
    expect(reply.topic).toBe('unanswered');
    expect(reply.text).toMatch(/^I can't find that exact point on the site, but here is what it does say\./);
    expect(reply.text).toContain(attribution?.description ?? '-');
    expect(reply.text).toMatch(/strategist/);
  });
});
