import { describe, expect, it } from 'vitest';
import { playReplies } from '../chat-test-conversation.ts';
import { createOfflineAssistant } from './offline-assistant.ts';

const assistant = createOfflineAssistant();
const chat = (...messages: string[]) => playReplies(assistant, ...messages);
const ask = (message: string) => chat(message)[0] ?? { text: '', topic: '' };

describe('offline fallbacks: what the site says when no row answers surely (blind-30)', () => {
  it("gives the closest row's answer, said to be the closest, instead of a bare \"I can't find that\"", () => {
    const reply = ask("I'm about to approve headcount for 3 SDRs next quarter. Give me the honest case for not doing that.");
    expect(reply.topic).toBe('unanswered');
    expect(reply.text).toMatch(/^I can't find that exact point on the site, but here is what it does say\. .*3-6 months/);
    // Not when that answer shares no word with the question: the closest row here is the careers one (blind-22).
    const join = ask('can my cofounder and our head of sales join too?');
    expect(join.topic).toBe('unanswered');
    expect(join.text).not.toContain('here is what it does say');
  });

  it("reads past a story's opener, and 'does that cost anything?' as the previous answer's price", () => {
    const story = ask("ok so long story. half our syncs fail silently and reps keep their own spreadsheets. is this even something you'd touch?");
    expect(story.topic).not.toBe('story-real');
    expect(chat('what is the freedom plan', 'does that cost anything')[1]?.text).toMatch(/costs nothing/);
  });

  it('tells a shopper looking for an order that this is not a store', () => {
    const reply = ask('is this revrebel the clothing brand?? i ordered a hoodie 2 weeks ago and it still hasnt shipped');
    expect(reply.topic).toBe('not-a-store');
    expect(reply.text).toMatch(/ship nothing/);
  });

  it("answers a figure asked to be promised with its terms, a figure's source with the site citing none, and a post's read time (blind-31)", () => {
    expect(ask('can you put the 40-60% savings in writing so i can show my CFO').topic).not.toBe('figures');
    expect(ask('where does the 65% figure come from tho, like what study').text).toMatch(/65% figure is productivity loss.*doesn't cite a study/);
    const [, read] = chat('got a guide on account based outreach?', 'how long a read is it');
    expect(read?.text).toMatch(/^It's a \d+ min read/);
    expect(chat('is this a fit for a 5 person startup', 'so... no?')[1]?.topic).toBe(chat('is this a fit for a 5 person startup')[0]?.topic);
  });

  it("answers 'in one sentence' with the answer's first sentence, and a per-person cost as no budget (blind-32)", () => {
    expect(ask('oh lol. so what do you guys actually do, one sentence').text).toMatch(/^RevRebel is a go-to-market engineering consultancy[^.]*\.$/);
    // 'one line each' keeps every part.
    expect(ask('compare all 3 pls, one line each').text).toContain('Fractional GTM Team');
    expect(ask('We have 4 SDRs at roughly $95k fully loaded each. What would we save?').text).not.toMatch(/With that budget/);
  });

  it("reads the home page's pipeline card, a guarantee asked in German and 'so that's a no' (blind-33)", () => {
    expect(ask('and the 30-40% pipeline increase, over what period?').text).toMatch(/increase in sales pipeline.*no period/);
    expect(ask('Garantieren Sie die 8-12 Meetings pro Monat? Steht das dann so im Vertrag?').topic).not.toBe('figures');
    const [fit, no] = chat('is this a fit for a 5 person startup', "so that's a no. lame");
    expect(no?.topic).toBe(fit?.topic);
  });
});
