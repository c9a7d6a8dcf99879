import { chatLeadLimits, type ChatLeadEntry } from '../../../../../contracts/chat-lead.ts';
import type { ChatMessage } from './conversation.ts';

/**
 * The conversation as the visitor saw it: their messages and the real replies, newest kept when it is long, within
 * the chat-lead contract's limits. The handoff sends `signedTranscriptFor`, which builds on it.
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
 * What the handoff sends (POST /api/chat-lead): the same conversation with each signed reply as the server signed it
 * (placeholders included) with its `sig` and `topic`, so the contact function can tell sales which replies were
 * verifiably ours; the email shows the placeholders readably. A reply too long to send whole goes as the visitor saw
 * it, unsigned (it reads 'Assistant (unverified)'). The oldest entries go first when the signed texts run over the total.
 */
export function signedTranscriptFor(messages: readonly ChatMessage[]): ChatLeadEntry[] {
  const kept = transcriptFor(messages);
  const sent = messages.filter((m) => !m.isTyping && (m.sender === 'user' || m.kind === 'reply')).slice(-kept.length);
  const entries = sent.map((m, i): ChatLeadEntry => {
    const entry = kept[i] ?? { role: m.sender, content: '' };
    const signed = m.sender === 'assistant' ? m.signed : undefined;
    if (!signed || signed.content.length > chatLeadLimits.entryChars) return entry;
    return { role: 'assistant', content: signed.content, sig: signed.sig, ...(signed.topic ? { topic: signed.topic } : {}) };
  });
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
