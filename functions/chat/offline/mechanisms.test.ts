import { describe, expect, it } from 'vitest';
import { handoffPlaceholder } from '../../../contracts/chat.ts';
import { blogPosts } from '../../../content/blog-posts.ts';
import { auditEngagement, fractionalEngagement, orchestrationEngagement } from '../../../content/engagements.ts';
import { playConversation } from '../chat-test-conversation.ts';
import { createOfflineAssistant } from './offline-assistant.ts';
import { passageAnswer } from './passage-answer.ts';

const assistant = createOfflineAssistant({ contactEmail: 'team@example.com' });
const ask = (message: string) => assistant.answer([{ role: 'user', content: message }]).text;
const chat = (...messages: string[]) => playConversation(assistant, ...messages);
const post = (slug: string) => blogPosts.find((p) => p.slug === slug)?.title ?? slug;

describe('offline mechanisms: reading, advice, rules', () => {
  it('answers a request for reading with the posts on its topic, and another one after it', () => {
    const [first, second] = chat('got any article on why in-house sdr teams cost so much', 'anything about kpis?');
    expect(first).toContain(post('hidden-costs-of-inhouse-sdrs'));
    expect(second).toContain(post('gtm-metrics-kpis'));
  });

  it('gives the smallest paid start to "anything smaller?" and to "too early for us?"', () => {
    expect(ask('that is a lot of money, is there anything cheaper?')).toContain(`${auditEngagement.title} (${auditEngagement.price.summary}`);
    const advice = ask("we're a 6 person team, the founder does all the selling and there are no SDRs. are we too early for you?");
    expect(advice).toMatch(/^From what you describe, I'd start with/);
    expect(advice).toContain('smallest paid start');
  });

  it('declines a price the visitor names and states the real one', () => {
    expect(ask('would you do the build for 90k if we sign this week')).toMatch(new RegExp(`^No.*${orchestrationEngagement.price.label.replace('$', '\\$')}`));
    expect(ask('a competitor charges 10k a month, match it?')).toContain(fractionalEngagement.price.summary);
  });

  it("answers 'can it be in French?' in the visitor's language with the handoff, promising nothing", () => {
    const reply = ask("est-ce que l'appel peut se faire en français ?");
    expect(reply).toMatch(/^Le site ne précise pas/);
    expect(reply).toContain(handoffPlaceholder);
  });

  it('says a content sentence only when it answers, and finds the legal pages', () => {
    expect(passageAnswer('what do we talk about on it')).toBeUndefined();
    expect(passageAnswer('which state law governs your terms')).toMatch(/Delaware/);
  });

  it('reads "the other one" as the other engagements of the question just answered', () => {
    const [, second] = chat('how long does the audit take', 'and the other one?');
    expect(second).toContain(orchestrationEngagement.title);
    expect(second).not.toContain(auditEngagement.title);
  });
});
