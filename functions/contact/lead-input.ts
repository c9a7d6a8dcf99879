import { attributionSchema } from '../../contracts/attribution-schema.ts';
import { readAttribution } from '../../contracts/attribution.ts';
import { contactLimits, contactRequestSchema } from '../../contracts/contact.ts';
import { newsletterBodyMaxBytes, newsletterRequestSchema } from '../../contracts/newsletter.ts';
import { parseJsonBody, type HttpEvent, type Parsed } from '../shared/http.ts';
import { chatLeadInput, type LeadInput } from './chat-lead-input.ts';
import type { LeadLog } from './deliver-lead.ts';

/**
 * A lead request of any route as the capture's input. The form's fields are validated strictly (a 4xx naming the
 * field); `attribution` is read leniently: what is malformed is dropped or trimmed with a log line, never the lead.
 */
export function parseLeadInput(event: HttpEvent, log: Pick<LeadLog, 'warn'>): Parsed<LeadInput> {
  const parsed = parseFields(event);
  if (!parsed.ok) return parsed;
  const read = readAttribution(parsed.value.attribution);
  // The reader builds the canonical shape; the zod contract checks it did, so nothing else ever reaches the record.
  const checked = attributionSchema.safeParse(read.attribution ?? {});
  const problems = checked.success ? read.problems : [...read.problems, 'attribution: not in the canonical shape, dropped'];
  if (problems.length > 0) log.warn('Lead attribution dropped or trimmed', { attributionProblems: problems.slice(0, 10), route: event.routeKey });
  return { ok: true, value: { ...parsed.value, attribution: checked.success ? read.attribution : undefined } };
}

function parseFields(event: HttpEvent): Parsed<LeadInput & { attribution?: unknown }> {
  if (event.routeKey === 'POST /api/chat-lead') return chatLeadInput(event);
  const newsletter = event.routeKey === 'POST /api/newsletter';
  const parsed = newsletter ? parseJsonBody(event, newsletterRequestSchema, newsletterBodyMaxBytes) : parseJsonBody(event, contactRequestSchema, contactLimits.bodyMaxBytes);
  if (!parsed.ok) return parsed;
  const { idempotencyKey, honeypot, attribution, ...lead } = parsed.value;
  return { ok: true, value: { lead: newsletter ? { kind: 'newsletter', lead } : { kind: 'contact', lead }, idempotencyKey, honeypot, attribution } as LeadInput & { attribution?: unknown } };
}
