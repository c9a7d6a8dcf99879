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

/**
 * The same conversation with each signed reply as the server signed it, with its `sig` and `topic`, so the chat-lead
 * handoff can tell sales which replies were verifiably ours. For when POST /api/chat-lead accepts the two fields
 * (contracts/chat-lead.ts refuses unknown keys today); the text keeps the reply's markers, which the email drops.
 */
export function signedTranscriptFor(messages: readonly ChatMessage[]): (ChatLeadEntry & { sig?: string; topic?: string })[] {
  const kept = transcriptFor(messages);
  const sent = messages.filter((m) => !m.isTyping && (m.sender === 'user' || m.kind === 'reply')).slice(-kept.length);
  return sent.map((m, i) => {
    const entry = kept[i] ?? { role: m.sender, content: '' };
    const signed = m.sender === 'assistant' ? m.signed : undefined;
    if (!signed || signed.content.length > chatLeadLimits.entryChars) return entry;
    return { role: 'assistant', content: signed.content, sig: signed.sig, ...(signed.topic ? { topic: signed.topic } : {}) };
  });
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
