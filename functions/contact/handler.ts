import type { Context } from 'aws-lambda';
import { contactLimits, contactRequestSchema } from '../../contracts/contact.ts';
import { newsletterBodyMaxBytes, newsletterRequestSchema } from '../../contracts/newsletter.ts';
import { errorResponse, jsonResponse, parseJsonBody, type HttpEvent, type HttpResult } from '../shared/http.ts';
import { loadSettings } from '../shared/settings.ts';
import { captureLead, type CaptureInput } from './capture-lead.ts';
import { chatLeadInput } from './chat-lead-input.ts';
import { leadPorts } from './lead-ports.ts';

/** Lead capture: `POST /api/contact`, `/api/newsletter` and `/api/chat-lead`. Bad input is a 4xx before anything is stored. */
export async function handler(event: HttpEvent, _context?: Context): Promise<HttpResult> {
  let input: CaptureInput;
  if (event.routeKey === 'POST /api/newsletter') {
    const parsed = parseJsonBody(event, newsletterRequestSchema, newsletterBodyMaxBytes);
    if (!parsed.ok) return parsed.response;
    const { idempotencyKey, honeypot, ...lead } = parsed.value;
    input = { lead: { kind: 'newsletter', lead }, idempotencyKey, honeypot };
  } else if (event.routeKey === 'POST /api/chat-lead') {
    const parsed = chatLeadInput(event);
    if (!parsed.ok) return parsed.response;
    input = parsed.value;
  } else {
    const parsed = parseJsonBody(event, contactRequestSchema, contactLimits.bodyMaxBytes);
    if (!parsed.ok) return parsed.response;
    const { idempotencyKey, honeypot, ...lead } = parsed.value;
    input = { lead: { kind: 'contact', lead }, idempotencyKey, honeypot };
  }
  const outcome = await captureLead(input, leadPorts(loadSettings()));
  if (outcome === 'unavailable') {
    return errorResponse(503, 'We could not take your message right now. Please try again in a moment.', undefined, { 'retry-after': '30' });
  }
  return jsonResponse(202, { accepted: true });
}
