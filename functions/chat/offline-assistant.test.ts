import { describe, expect, it } from 'vitest';
import { bookingLinkPlaceholder } from '../../contracts/chat.ts';
import { company } from '../../content/company.ts';
import { auditEngagement, fractionalEngagement, orchestrationEngagement } from '../../content/engagements.ts';
import { buildKnowledge } from './knowledge.ts';
import { createOfflineKnowledgeBase, offlineAssistant, redirect } from './offline-assistant.ts';

const assistant = createOfflineKnowledgeBase();
const ask = (question: string) => assistant.answer([{ role: 'user', content: question }]);

describe('offline assistant', () => {
  it('quotes prices only as content states them', () => {
    const answer = ask('What are your prices?');
    for (const e of [auditEngagement, orchestrationEngagement, fractionalEngagement]) expect(answer).toContain(e.price.label);
    // Every dollar figure in the answer is one of the content's.
    const known = new Set([auditEngagement, orchestrationEngagement, fractionalEngagement].flatMap((e) => [e.price.label, e.price.shortLabel]));
    for (const figure of answer.match(/\$[\d,.]+K?/g) ?? []) expect(known).toContain(figure);
  });

  it('answers a follow-up about the engagement asked about before', () => {
    const answer = assistant.answer([
      { role: 'user', content: 'Tell me about the fractional team' },
      { role: 'assistant', content: '...' },
      { role: 'user', content: 'how much is it?' },
    ]);
    expect(answer).toContain(fractionalEngagement.price.label);
    expect(answer).toContain(fractionalEngagement.price.unit);
  });

  it('greets, thanks and redirects, each time with an offer to book', () => {
    expect(ask('Hello!')).toContain(company.name);
    expect(ask('Hello!')).toContain(bookingLinkPlaceholder);
    expect(ask('thanks so much')).toContain(bookingLinkPlaceholder);
    const unknown = ask('Who won the football game last night?');
    expect(unknown).toBe(redirect());
    expect(unknown).toContain('/contact');
    expect(unknown).toContain(bookingLinkPlaceholder);
  });

  it('keeps answers within the history entry limit the widget sends back', () => {
    for (const q of evalQuestions) expect(ask(q.question).length).toBeLessThanOrEqual(2000);
  });

  it('follows the content: a changed price changes the answer', () => {
    const passages = buildKnowledge().map((p) => (p.id === `${auditEngagement.id}:price` ? { ...p, text: p.text.replaceAll(auditEngagement.price.shortLabel, '$99K') } : p));
    const edited = createOfflineKnowledgeBase(passages);
    expect(edited.answer([{ role: 'user', content: 'How much does the audit cost?' }])).toContain('$99K');
  });

  it('works as the ChatAssistant port', async () => {
    await expect(offlineAssistant([{ role: 'user', content: 'Where are you located?' }])).resolves.toContain(company.headquarters);
  });
});
