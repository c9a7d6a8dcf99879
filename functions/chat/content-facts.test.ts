import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engagements } from '../../content/engagements.ts';
import { backedFacts, unbackedFigures } from './content-facts.ts';
import { createOfflineAssistant } from './offline/offline-assistant.ts';

describe('content facts', () => {
  it('backs the content prices and durations and the one derived figure, and nothing invented', () => {
    const { figures } = backedFacts();
    for (const e of engagements) expect(figures.has(`$${e.price.usd}`)).toBe(true);
    expect(figures.has('$300000')).toBe(true);
    expect(figures.has('4-6 week')).toBe(true);
    expect(figures.has('$5000')).toBe(false);
    expect(figures.has('35%')).toBe(false);
  });

  it('adds the configured settings to the backed contact details', () => {
    expect(backedFacts({ emails: ['Team@Example.com'] }).emails.has('team@example.com')).toBe(true);
  });

  // 2,800 messages: seconds alone, much longer on a machine shared with other test runs.
  it('no offline reply to any evaluation message states a figure content/ does not', () => {
    const dir = new URL('../../evals/chat/', import.meta.url);
    const messages = readdirSync(dir).filter((f) => f.endsWith('.json'))
      .flatMap((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { conversations: { turns: { visitor: string }[] }[] }).conversations)
      .flatMap((c) => c.turns.map((t) => t.visitor));
    const assistant = createOfflineAssistant();
    for (const message of messages) {
      const reply = assistant.answer([{ role: 'user', content: message }]).text;
      // A blog post's figure is content/'s in a reply that quotes the post under its path (post-sections.ts).
      expect(unbackedFigures(reply), `${message}\n${reply}`).toEqual([]);
    }
  }, 120_000);
});
