import { describe, expect, it } from 'vitest';
import { handoffPlaceholder } from '../../../contracts/chat.ts';
import { auditEngagement } from '../../../content/engagements.ts';
import { playConversation } from '../chat-test-conversation.ts';
import { createOfflineAssistant } from './offline-assistant.ts';
import { hingeOf, keyWords, knownToSite } from './unstated.ts';

const assistant = createOfflineAssistant({ contactEmail: 'team@example.com' });
const ask = (message: string) => assistant.answer([{ role: 'user', content: message }]).text;
const chat = (...messages: string[]) => playConversation(assistant, ...messages);

describe('what a question hinges on that the site does not state', () => {
  it('knows the words the content uses, forgives a typo, and reads past filler and engagement names', () => {
    expect(knownToSite('deliverability')).toBe(true);
    expect(knownToSite('delivrability')).toBe(true);
    expect(knownToSite('escrow')).toBe(false);
    expect(keyWords('honestly, is the audit refundable?').map((k) => k.term)).toEqual(['refundable']);
  });

  it('a row found weakly that shares none of the key words answers another question: dropped', () => {
    expect(hingeOf('how many invites a week per seat', 'meetings per month, qualified meetings', 'weak').offTopic).toBe(true);
    expect(hingeOf('how many invites a week per seat', 'meetings per month', 'strong').offTopic).toBe(false);
  });

  it('says plainly what the site does not say, with the nearest fact and the handoff', () => {
    const reply = ask('is the fractional team refundable pro rata if we stop early?');
    expect(reply).toMatch(/^.*The site doesn't say anything about "refundable"/);
    expect(reply).toContain(handoffPlaceholder);
    const off = ask('how many linkedin invites a week per seat?');
    // The table's own 'not stated' row (send volumes) or the hinge check: either way it says so first.
    expect(off).toMatch(/^The site doesn't (say anything about|state)/);
    expect(off).toContain(handoffPlaceholder);
    expect(off).not.toMatch(/meetings per month/);
  });

  it('does not fire where the site answers (typos, slang, short follow-ups)', () => {
    for (const message of ['how lng does the audit tke', "what's the damage for the audit", 'whats the turnaround on the assessment']) {
      expect(ask(message)).not.toMatch(/doesn't say anything/);
    }
  });
});

describe('follow-ups, budgets and the passage fallback', () => {
  it('a follow-up about the answer just given gets its first sentence, never "As I said" or the block again', () => {
    const [first, second] = chat('how much is the audit', 'is that per month?');
    expect(second).not.toMatch(/As I said/);
    expect(second).toContain(auditEngagement.price.summary);
    expect(second?.length ?? 0).toBeLessThan((first?.length ?? 0) + 200);
  });

  it('a follow-up asking something new gets the new thing or the plain "not stated", not the old answer', () => {
    const [first, second] = chat('how much is the audit', 'and is it invoiced in escrow?');
    expect(second).not.toContain(first?.split('\n')[0] ?? '');
    expect(second).toContain(handoffPlaceholder);
  });

  it('a budget below every price leads with the smallest start and the free session, never an engagement it cannot pay', () => {
    const reply = ask('we have 10k to spend, what can we do');
    expect(reply).toMatch(/^That is below every published price\. The smallest paid start is/);
    expect(ask('we are 3 people, maybe 30k to spend. what makes sense?')).toMatch(new RegExp(`^With that budget, it covers ${auditEngagement.title}`));
  });

  it('answers from a content sentence that a passage glued to its card title', () => {
    expect(ask('can the results go into our BI tools?')).toMatch(/dashboards and BI tools/);
  });
});
