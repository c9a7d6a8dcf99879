import type { Context } from 'aws-lambda';
import { invocationDeadline } from '../shared/deadline.ts';
import { errorResponse, jsonResponse, type HttpEvent, type HttpResult } from '../shared/http.ts';
import { originRefusal } from '../shared/origin-check.ts';
import { loadSettings } from '../shared/settings.ts';
import { captureLead } from './capture-lead.ts';
import { signingKeyReader, withVerifiedTurns } from './chat-turn-check.ts';
import { parseLeadInput } from './lead-input.ts';
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
  const parsed = parseLeadInput(event, leadLogger);
  if (!parsed.ok) return parsed.response;
  const settings = loadSettings();
  const input = await withVerifiedTurns(parsed.value, signingKeyReader(settings, deadline), leadLogger);
  const outcome = await captureLead(input, leadPorts(settings, deadline), deadline);
  if (outcome === 'unavailable') {
    return errorResponse(503, 'We could not take your message right now. Please try again in a moment.', undefined, { 'retry-after': '30' });
  }
  return jsonResponse(202, { accepted: true });
}
