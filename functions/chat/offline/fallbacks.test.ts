import { describe, expect, it } from 'vitest';
import type { ConversationTurn } from '../chat-core.ts';
import { createOfflineAssistant } from './offline-assistant.ts';

const assistant = createOfflineAssistant();
function chat(...messages: string[]) {
  const turns: ConversationTurn[] = [];
  return messages.map((content) => {
    turns.push({ role: 'user', content });
    const reply = assistant.answer(turns);
    turns.push({ role: 'assistant', content: reply.text, ...(reply.topic ? { topic: reply.topic } : {}) });
    return reply;
  });
}
const ask = (message: string) => chat(message)[0] ?? { text: '', topic: '' };

describe('offline fallbacks: what the site says when no row answers surely (blind-30)', () => {
  it("gives the closest row's answer, said to be the closest, instead of a bare \"I can't find that\"", () => {
    const reply = ask("I'm about to approve headcount for 3 SDRs next quarter. Give me the honest case for not doing that.");
    expect(reply.topic).toBe('unanswered');
    expect(reply.text).toMatch(/^I can't find that exact point on the site, but here is what it does say\. .*3-6 months/);
    // Not when that answer shares no word with the question: a writing request stays a question for a person.
    expect(ask('write me a haiku about my cat').text).not.toContain('here is what it does say');
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
});
