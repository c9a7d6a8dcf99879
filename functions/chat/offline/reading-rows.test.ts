import { describe, expect, it } from 'vitest';
import { chatAnswers } from '../../../content/chat-answers.ts';
import { createOfflineAssistant } from './offline-assistant.ts';

// blind-12's reader: a founder's situation ('where would you even start with us') and 'what's in the 150k package' got
// "Two posts fit:" from rows that only point to reading, because the situations share their words.
const assistant = createOfflineAssistant();
const ask = (message: string) => assistant.answer([{ role: 'user', content: message }]);

describe('rows that point to reading', () => {
  it('answer only a request for something to read', () => {
    const readingRows = chatAnswers.filter((row) => row.readingOnly).map((row) => row.id);
    expect(readingRows.length).toBeGreaterThan(0);
    for (const situation of ["we're like 6 ppl, founder still does literally all the selling. where would u even start w us", "what's actually in the 150k package, bullet it for me"]) {
      const reply = ask(situation);
      expect(readingRows, situation).not.toContain(reply.topic?.split(':')[0]);
      expect(reply.text, situation).not.toMatch(/^Two posts fit/);
    }
  });

  it('still give the post when asked for reading', () => {
    expect(ask('anything to read for a founder still doing all the selling?').text).toContain('/blog/scaling-outbound-startup-to-scaleup');
    expect(ask('do you have an article on what SDRs really cost').text).toContain('/blog/hidden-costs-of-inhouse-sdrs');
    expect(ask('got anything i can forward my CEO about whether hiring SDRs is even worth it').text).toContain('/blog/hidden-costs-of-inhouse-sdrs');
  });
});

describe("a post's advice asked as a question", () => {
  it("'which KPIs should I stop reporting?' gets the post's vanity metrics, 'what do you report on?' the reporting", () => {
    expect(ask('which KPIs should i stop reporting to leadership').text).toMatch(/^Drop raw email volume, total dials/);
    expect(ask('what metrics do you actually report on?').topic).toBe('reporting');
  });
});
