import type { Context } from 'aws-lambda';
import { contactLimits, contactRequestSchema } from '../../contracts/contact.ts';
import { newsletterBodyMaxBytes, newsletterRequestSchema } from '../../contracts/newsletter.ts';
import { invocationDeadline } from '../shared/deadline.ts';
import { errorResponse, jsonResponse, parseJsonBody, type HttpEvent, type HttpResult, type Parsed } from '../shared/http.ts';
import { originRefusal } from '../shared/origin-check.ts';
import { loadSettings } from '../shared/settings.ts';
import { captureLead, type CaptureInput } from './capture-lead.ts';
import { chatLeadInput } from './chat-lead-input.ts';
import { leadLogger, leadPorts } from './lead-ports.ts';

/** Lead capture: `POST /api/contact`, `/api/newsletter` and `/api/chat-lead`. Bad input is a 4xx before anything is stored. */
export async function handler(event: HttpEvent, context?: Context): Promise<HttpResult> {
  const deadline = invocationDeadline(context, { reserveMs: 1_000, capMs: 28_000 });
  const refused = await originRefusal(event, deadline);
  if (refused) {
    // An unreadable origin secret refuses a real visitor too: that lead was not recorded, which pages someone.
    if (refused.statusCode === 503) leadLogger.error('Lead could not be recorded', { leadNotRecorded: true, reason: 'origin secret unreadable', route: event.routeKey });
    return refused;
  }
  const parsed = parseLeadInput(event);
  if (!parsed.ok) return parsed.response;
  const outcome = await captureLead(parsed.value, leadPorts(loadSettings(), deadline), deadline);
  if (outcome === 'unavailable') {
    return errorResponse(503, 'We could not take your message right now. Please try again in a moment.', undefined, { 'retry-after': '30' });
  }
  return jsonResponse(202, { accepted: true });
}

function parseLeadInput(event: HttpEvent): Parsed<CaptureInput> {
  if (event.routeKey === 'POST /api/chat-lead') return chatLeadInput(event);
  const newsletter = event.routeKey === 'POST /api/newsletter';
  const parsed = newsletter ? parseJsonBody(event, newsletterRequestSchema, newsletterBodyMaxBytes) : parseJsonBody(event, contactRequestSchema, contactLimits.bodyMaxBytes);
  if (!parsed.ok) return parsed;
  const { idempotencyKey, honeypot, ...lead } = parsed.value;
  return { ok: true, value: { lead: newsletter ? { kind: 'newsletter', lead } : { kind: 'contact', lead }, idempotencyKey, honeypot } as CaptureInput };
}
