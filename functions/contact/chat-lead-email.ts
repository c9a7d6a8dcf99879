import type { LeadEmail } from './lead-email.ts';
import { escapeHtml } from './lead-email.ts';
import type { ChatLeadRecord } from './lead-record.ts';

const speaker = { user: 'Visitor', assistant: 'Assistant' } as const;

/** The sales email for a chat handoff: who to reply to, then the conversation as the visitor saw it. */
export function chatLeadEmail(record: ChatLeadRecord): LeadEmail {
  const { email, transcript } = record.lead;
  const lines = transcript.map((entry) => `${speaker[entry.role]}:\n${entry.content}\n`);
  const text = [`A chat visitor asked to be contacted at ${email}.`, '', ...lines, `Received: ${record.receivedAt}`, `Reference: ${record.id}`].join('\n');
  const html =
    `<!doctype html><html><body><p>A chat visitor asked to be contacted at ${escapeHtml(email)}.</p>` +
    transcript.map((entry) => `<p><strong>${speaker[entry.role]}</strong><br><span style="white-space:pre-wrap">${escapeHtml(entry.content)}</span></p>`).join('') +
    `<p>Received: ${escapeHtml(record.receivedAt)}<br>Reference: ${escapeHtml(record.id)}</p></body></html>`;
  return { replyTo: email, subject: `New chat lead: ${email}`, text, html };
}
