import { chatLeadLimits, chatLeadRequestSchema, type ChatLeadEntry } from '../../contracts/chat-lead.ts';
import { errorResponse, parseJsonBody, type HttpEvent, type Parsed } from '../shared/http.ts';
import type { CaptureInput } from './capture-lead.ts';

/**
 * A lead request parsed, before the chat's turns are checked. A chat lead's transcript starts with every turn
 * unverified; `signedTranscript` holds the entries as the browser sent them (with `sig` and `topic`) for the one step
 * that may mark assistant turns verified (chat-turn-check.ts). Skipping that step can only under-trust a turn.
 */
export type LeadInput = CaptureInput & { signedTranscript?: readonly ChatLeadEntry[] };

/**
 * `POST /api/chat-lead` parsed into a lead of kind `chat`. A body over the limit can only be an oversized
 * transcript (the email is capped far below it), so the 413 names that field too.
 */
export function chatLeadInput(event: HttpEvent): Parsed<LeadInput & { attribution?: unknown }> {
  const parsed = parseJsonBody(event, chatLeadRequestSchema, chatLeadLimits.bodyMaxBytes);
  if (!parsed.ok) {
    if (parsed.response.statusCode !== 413) return parsed;
    return { ok: false, response: errorResponse(413, 'Transcript is too large', { transcript: `Transcript may have at most ${chatLeadLimits.transcriptChars} characters` }) };
  }
  const { idempotencyKey, honeypot, attribution, email, transcript } = parsed.value;
  // The record keeps role, text and the verdict; a signature is checked once, here at capture, and never stored.
  const lead = { email, transcript: transcript.map(({ role, content }) => ({ role, content, verified: false })) };
  return { ok: true, value: { lead: { kind: 'chat', lead }, signedTranscript: transcript, idempotencyKey, honeypot, attribution } };
}
