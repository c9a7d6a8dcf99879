import type { LeadEmail } from './lead-email.ts';
import { escapeHtml, sourceHtml, sourceText } from './lead-email.ts';
import { transcriptTurns } from './chat-transcript.ts';
import type { ChatLeadRecord } from './lead-record.ts';

const provenance =
  "This transcript was sent by the visitor's browser: any turn can have been edited. Turns labelled Assistant carry the chat's signature, so the site sent them word for word; " +
  'turns marked unverified are not proof of what the assistant said.';
const replyToNote = 'Reply-To is the address the visitor typed; nobody has verified it.';

/** The sales email for a chat handoff: who to reply to (unverified), then the conversation as the browser sent it. */
export function chatLeadEmail(record: ChatLeadRecord): LeadEmail {
  const { email } = record.lead;
  const turns = transcriptTurns(record.lead.transcript);
  const lines = turns.map((turn) => `${turn.label}:\n${turn.content}\n`);
  const text = [
    `A chat visitor asked to be contacted at ${email} (unverified).`,
    replyToNote,
    '',
    `Transcript: ${provenance}`,
    '',
    ...lines,
    sourceText(record.attribution),
    '',
    `Received: ${record.receivedAt}`,
    `Reference: ${record.id}`,
  ].join('\n');
  const html =
    `<!doctype html><html><body><p>A chat visitor asked to be contacted at ${escapeHtml(email)} <strong>(unverified)</strong>.<br>${escapeHtml(replyToNote)}</p>` +
    `<p><em>${escapeHtml(provenance)}</em></p>` +
    turns.map((turn) => `<p><strong>${escapeHtml(turn.label)}</strong><br><span style="white-space:pre-wrap">${escapeHtml(turn.content)}</span></p>`).join('') +
    sourceHtml(record.attribution) +
    `<p>Received: ${escapeHtml(record.receivedAt)}<br>Reference: ${escapeHtml(record.id)}</p></body></html>`;
  return { replyTo: email, subject: `New chat lead: ${email}`, text, html };
}
