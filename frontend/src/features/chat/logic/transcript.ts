import { chatLeadLimits, type ChatLeadEntry } from '../../../../../contracts/chat-lead.ts';
import type { ChatMessage } from './conversation.ts';

/**
 * The conversation sent to sales on a handoff: the visitor's messages and the real replies, newest kept when it
 * is long, within the chat-lead contract's limits.
 */
export function transcriptFor(messages: readonly ChatMessage[]): ChatLeadEntry[] {
  const entries = messages
    .filter((m) => !m.isTyping && (m.sender === 'user' || m.kind === 'reply'))
    .map((m): ChatLeadEntry => ({ role: m.sender, content: m.text.slice(0, chatLeadLimits.entryChars) }))
    .slice(-chatLeadLimits.transcriptEntries);
  let total = entries.reduce((sum, e) => sum + e.content.length, 0);
  while (total > chatLeadLimits.transcriptChars && entries.length > 1) total -= entries.shift()?.content.length ?? 0;
  return entries;
}

const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

/** The last email address the visitor typed, to pre-fill the handoff form. */
export function visitorEmail(messages: readonly ChatMessage[]): string {
  for (const m of [...messages].reverse()) {
    const found = m.sender === 'user' ? emailPattern.exec(m.text) : null;
    if (found) return found[0];
  }
  return '';
}
