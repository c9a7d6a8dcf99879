import { chatLeadLimits, chatLeadRequestSchema } from '../../contracts/chat-lead.ts';
import { errorResponse, parseJsonBody, type HttpEvent, type Parsed } from '../shared/http.ts';
import type { CaptureInput } from './capture-lead.ts';

/**
 * `POST /api/chat-lead` parsed into a lead of kind `chat`. A body over the limit can only be an oversized
 * transcript (the email is capped far below it), so the 413 names that field too.
 */
export function chatLeadInput(event: HttpEvent): Parsed<CaptureInput & { attribution?: unknown }> {
  const parsed = parseJsonBody(event, chatLeadRequestSchema, chatLeadLimits.bodyMaxBytes);
  if (!parsed.ok) {
    if (parsed.response.statusCode !== 413) return parsed;
    return { ok: false, response: errorResponse(413, 'Transcript is too large', { transcript: `Transcript may have at most ${chatLeadLimits.transcriptChars} characters` }) };
  }
  const { idempotencyKey, honeypot, attribution, ...lead } = parsed.value;
  return { ok: true, value: { lead: { kind: 'chat', lead }, idempotencyKey, honeypot, attribution } };
}
