import { describe, expect, it } from 'vitest';
import { bookingLinkPlaceholder } from '../../contracts/chat.ts';
import { bookingConfig } from '../../content/booking.ts';
import { company } from '../../content/company.ts';
import { engagements } from '../../content/engagements.ts';
import { knowledgePassages } from './knowledge.ts';
import { buildSystemPrompt } from './system-prompt.ts';

describe('system prompt', () => {
  const prompt = buildSystemPrompt();

  it('carries every engagement price, both durations and what each includes, from content', () => {
    for (const e of engagements) {
      expect(prompt).toContain(e.title);
      expect(prompt).toContain(e.price.label);
      expect(prompt).toContain(e.price.shortLabel);
      expect(prompt).toContain(e.coreDuration);
      expect(prompt).toContain(e.engagementDuration);
      for (const item of e.includes) expect(prompt.toLowerCase()).toContain(item.toLowerCase().replace(/\.$/, ''));
    }
  });

  it('carries booking and contact channels, and tells the model how to link to booking', () => {
    expect(prompt).toContain(bookingConfig.eventName);
    expect(prompt).toContain(company.address.full);
    expect(prompt).toContain(bookingLinkPlaceholder);
  });

  it('gives the configured CONTACT_EMAIL and, unset, no email address at all', () => {
    const configured = buildSystemPrompt('team@example.com');
    expect(configured).toContain('You can email us at team@example.com');
    expect(configured).toContain('The only email address you may give is team@example.com.');
    expect(prompt).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
    expect(prompt).toContain('Never write an email address');
    expect(prompt).toContain('/contact');
  });

  it('is built from the same passages as the offline assistant', () => {
    for (const p of knowledgePassages) expect(prompt).toContain(p.text);
  });

  it('stays small enough to bound the cost of a request', () => {
    // About 4 characters per token: under 8k tokens of instructions and facts.
    expect(prompt.length).toBeLessThan(32_000);
  });
});
