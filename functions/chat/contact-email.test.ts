import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handoffPlaceholder } from '../../contracts/chat.ts';
import { createOfflineAssistant } from './offline/offline-assistant.ts';

// Issue 13 item 5 for the chat: the contact email is the CONTACT_EMAIL setting, as on the pages; no placeholder
// address ever reaches a visitor, whatever the setting. (An address the model writes is the output guard's: llm/output-guard.test.ts.)

const evalDir = new URL('../../evals/chat/', import.meta.url);
const everyMessage = readdirSync(evalDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => (JSON.parse(readFileSync(new URL(f, evalDir), 'utf8')) as { conversations: { turns: { visitor: string }[] }[] }).conversations)
  .flatMap((c) => c.turns.map((t) => t.visitor));
const contactQuestions = ['whats the best email to reach you', 'How do I contact you?', 'do you have a phone number'];

describe('contact email in chat replies', () => {
  // 2,800 messages: seconds alone, much longer on a machine shared with other test runs.
  it('with CONTACT_EMAIL unset, no reply to any evaluation message prints an email address the visitor did not type', () => {
    const assistant = createOfflineAssistant();
    for (const message of everyMessage) {
      const reply = assistant.answer([{ role: 'user', content: message }]).text;
      for (const address of reply.match(/[\w.+-]+@[\w.-]+\.\w+/g) ?? []) expect(message, reply).toContain(address);
    }
  }, 120_000);

  it('with CONTACT_EMAIL unset, contact answers point to the contact form and name no address', () => {
    const assistant = createOfflineAssistant();
    for (const message of contactQuestions) {
      const reply = assistant.answer([{ role: 'user', content: message }]).text;
      expect(reply, message).toContain('/contact');
      expect(reply, message).not.toContain('@');
    }
  });

  it('with CONTACT_EMAIL set, contact answers quote the configured address; a request for a person gets the handoff', () => {
    const assistant = createOfflineAssistant({ contactEmail: 'team@example.com' });
    for (const message of contactQuestions) expect(assistant.answer([{ role: 'user', content: message }]).text, message).toContain('team@example.com');
    expect(assistant.answer([{ role: 'user', content: 'can i talk to a human' }]).text).toContain(handoffPlaceholder);
  });
});
