import { describe, expect, it } from 'vitest';
import { bookingLinkPlaceholder } from '../../contracts/chat.ts';
import { bookingConfig } from '../../content/booking.ts';
import { company } from '../../content/company.ts';
import { engagements } from '../../content/engagements.ts';
import { technologyIntegrations } from '../../content/technology.ts';
import { contentPassages } from './llm/passages.ts';
import { relevantPassages } from './llm/retrieval.ts';
import { buildSystemPrompt } from './system-prompt.ts';

const promptFor = (message: string, contactEmail?: string) => buildSystemPrompt(contactEmail, relevantPassages([{ role: 'user', content: message }]));

describe('system prompt', () => {
  const prompt = promptFor('hello');

  it('always carries the core facts: every engagement price and both durations, booking and contact', () => {
    for (const e of engagements) {
      expect(prompt).toContain(e.title);
      expect(prompt).toContain(e.price.label);
      expect(prompt).toContain(e.price.shortLabel);
      expect(prompt).toContain(e.coreDuration);
      expect(prompt).toContain(e.engagementDuration);
    }
    expect(prompt).toContain(bookingConfig.eventName);
    expect(prompt).toContain(company.address.full);
    expect(prompt).toContain(bookingLinkPlaceholder);
  });

  it('adds the passages relevant to the question, not every passage', () => {
    const integrations = promptFor('Do you integrate with HubSpot and Salesforce?');
    expect(integrations).toContain(technologyIntegrations.heading.subtitle);
    expect(prompt).not.toContain(technologyIntegrations.heading.subtitle);
    const everything = contentPassages().reduce((n, p) => n + p.text.length, 0);
    expect(integrations.length).toBeLessThan(everything / 3);
  });

  it('follows the thread: a vague follow-up retrieves by the previous question and our last verified topic', () => {
    const passages = relevantPassages([
      { role: 'user', content: 'what does the fractional team cost?' },
      { role: 'assistant', content: 'It is $25,000 per month.', topic: 'fractional-gtm-team' },
      { role: 'user', content: 'and a year of it?' },
    ]);
    expect(passages.some((p) => p.text.includes('Fractional GTM Team'))).toBe(true);
  });

  it('gives the configured CONTACT_EMAIL and, unset, no email address at all', () => {
    const configured = promptFor('how do I reach you', 'team@example.com');
    expect(configured).toContain('The only email address you may give is team@example.com.');
    expect(promptFor('how do I reach you')).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
    expect(prompt).toContain('Never write an email address');
    expect(prompt).toContain('/contact');
  });

  it('stays small: under 4k tokens of instructions and facts for any question', () => {
    for (const message of ['hello', 'how much is everything and how long does each take, what is included?', 'integrations crm hubspot salesforce']) {
      expect(promptFor(message).length, message).toBeLessThan(16_000);
    }
  });
});
