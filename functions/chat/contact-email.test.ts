import { describe, expect, it } from 'vitest';
import type { ChatHistoryEntry } from '../../contracts/chat.ts';
import { evalItems } from './eval/eval-items.ts';
import { freshEvalItems } from './eval/eval-items-fresh.ts';
import { probe2EvalItems } from './eval/eval-items-probe2.ts';
import { createOfflineKnowledgeBase } from './offline-assistant.ts';

// Issue 13 item 5 for the chat: the contact email is the CONTACT_EMAIL setting, as on the pages; no placeholder
// address ever reaches a visitor, whatever the setting.

const conversationOf = (item: { message: string; history?: readonly ChatHistoryEntry[] }): ChatHistoryEntry[] => [...(item.history ?? []), { role: 'user', content: item.message }];
const everyMessage = [...evalItems, ...freshEvalItems, ...probe2EvalItems];
const contactQuestions = ['whats the best email to reach you', 'How do I contact you?', 'can i talk to a human', 'do you have a phone number', 'are you a bot?', 'do you sign NDAs'];

describe('contact email in chat replies', () => {
  it('with CONTACT_EMAIL unset, no reply to any evaluation message prints an email address or the placeholder', () => {
    const assistant = createOfflineKnowledgeBase();
    for (const item of everyMessage) {
      const reply = assistant.answer(conversationOf(item));
      expect(reply, item.id).not.toContain('revrebel.example');
      expect(reply, item.id).not.toContain('hello@');
    }
  });

  it('with CONTACT_EMAIL unset, contact answers point to the contact form and name no address', () => {
    const assistant = createOfflineKnowledgeBase();
    for (const message of contactQuestions) {
      const reply = assistant.answer([{ role: 'user', content: message }]);
      expect(reply, message).toContain('/contact');
      expect(reply, message).not.toContain('@');
    }
  });

  it('with CONTACT_EMAIL set, the email answer quotes the configured address, and never the placeholder', () => {
    const assistant = createOfflineKnowledgeBase({ contactEmail: 'team@example.com' });
    expect(assistant.answer([{ role: 'user', content: 'whats the best email to reach you' }])).toContain('team@example.com');
    expect(assistant.answer([{ role: 'user', content: 'can i talk to a human' }])).toContain('team@example.com');
    for (const item of everyMessage) expect(assistant.answer(conversationOf(item)), item.id).not.toContain('revrebel.example');
  });
});
