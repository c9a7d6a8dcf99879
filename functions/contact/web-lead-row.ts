import { touchSummary, type Attribution } from '../../contracts/attribution.ts';
import { leadFields } from '../../contracts/lead-import.ts';
import { inertText } from '../shared/airtable/inert-text.ts';
import { transcriptTurns } from './chat-transcript.ts';
import type { LeadKind, LeadRecord } from './lead-record.ts';

/**
 * What a web lead asks of the Leads table (docs/decisions.md, "web leads append, staff decide"): a new row when the
 * contact is not there, else one dated entry appended to its 'Activity'. Staff fields of an existing row never change.
 */
export interface WebLeadRow {
  /** The match key: the address, trimmed and lower-cased. */
  'Contact Information': string;
  /** The lead's id; its entry carries it, so a retried batch never appends the same entry twice. */
  leadId: string;
  /** The cells of a new row (the Activity cell excepted: the sync writes the entries). Every text is formula-inert. */
  create: Record<string, string>;
  /** The dated entry for 'Activity'. */
  entry: string;
}

export const activityField = 'Activity';
/** Airtable's long text holds 100,000 characters; the newest entries are kept under this. */
export const activityMaxChars = 90_000;
/** One entry; a long chat transcript is cut here (the sales email and the lead record keep all of it). */
const entryMaxChars = 8_000;

export const kindLabels: Record<LeadKind, string> = { contact: 'Contact form', newsletter: 'Newsletter', chat: 'Chat handoff' };

/** The attribution columns, from the first touch (the original source), and the page the lead was sent from. */
function attributionCells(attribution: Attribution | undefined): Record<string, string> {
  const touch = attribution?.first ?? attribution?.last;
  const cells: Record<string, string | undefined> = {
    'UTM Source': touch?.source,
    'UTM Medium': touch?.medium,
    'UTM Campaign': touch?.campaign,
    'UTM Term': touch?.term,
    'UTM Content': touch?.content,
    'Referrer Host': touch?.referrerHost,
    'Landing Page': touch?.landingPage,
    'Sent From Page': attribution?.sentFrom,
  };
  return Object.fromEntries(Object.entries(cells).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** "linkedin / paid · q1-launch (referrer www.linkedin.com, landed on /pricing)"; the last touch when it differs. */
export function sourceLine(attribution: Attribution | undefined): string {
  const describe = (touch: Attribution['first']) => {
    const where = [touch?.referrerHost ? `referrer ${touch.referrerHost}` : undefined, touch?.landingPage ? `landed on ${touch.landingPage}` : undefined].filter(Boolean);
    return `${touchSummary(touch)}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
  };
  const first = describe(attribution?.first ?? attribution?.last);
  return attribution?.last && attribution.first ? `${first}; last visit: ${describe(attribution.last)}` : first;
}

function details(record: LeadRecord): string[] {
  if (record.kind === 'newsletter') return ['Signed up for the newsletter.'];
  if (record.kind === 'chat') {
    const turns = transcriptTurns(record.lead.transcript).map((turn) => `${turn.label}: ${turn.content}`);
    return ["Transcript (as sent by the visitor's browser):", ...turns];
  }
  const { lead } = record;
  return [
    `As: ${lead.firstName} ${lead.lastName}, ${lead.company} · website ${lead.website}${lead.monthlyRevenue ? ` · revenue ${lead.monthlyRevenue}` : ''}`,
    lead.message?.trim() ? `Message: ${lead.message.trim()}` : 'Message: none',
  ];
}

/** One dated Activity entry: when, what, from which page, where the visitor came from, what they sent. */
export function activityEntry(record: LeadRecord): string {
  const when = `${record.receivedAt.slice(0, 16).replace('T', ' ')} UTC`;
  const header = `[${when}] ${kindLabels[record.kind]} · sent from ${record.attribution?.sentFrom ?? 'unknown page'} · lead ${record.id}`;
  const text = [header, `Source: ${sourceLine(record.attribution)}`, ...details(record)].join('\n');
  return text.length <= entryMaxChars ? text : `${text.slice(0, entryMaxChars)}\n… (cut; the full text is in the sales email and lead ${record.id})`;
}

export function webLeadRow(record: LeadRecord): WebLeadRow {
  const contact = record.lead.email.trim().toLowerCase();
  const name = record.kind === 'contact' ? `${record.lead.firstName} ${record.lead.lastName}` : contact;
  const source = [kindLabels[record.kind], touchSummary(record.attribution?.first ?? record.attribution?.last)].join(' · ');
  const cells: Record<string, string> = {
    [leadFields.name]: name,
    [leadFields.contact]: contact,
    ...(record.kind === 'contact' ? { [leadFields.company]: record.lead.company } : {}),
    [leadFields.status]: 'New',
    [leadFields.source]: source,
    ...attributionCells(record.attribution),
  };
  const create = Object.fromEntries(Object.entries(cells).map(([name, value]) => [name, inertText(value)]));
  return { 'Contact Information': contact, leadId: record.id, create, entry: activityEntry(record) };
}

/** The Activity text after appending `entries` (those not there yet); the oldest entries go first when it would be too long. */
export function appendedActivity(existing: string, entries: readonly string[]): string {
  const text = [existing.trim(), ...entries].filter(Boolean).join('\n\n');
  if (text.length <= activityMaxChars) return inertText(text);
  const marker = '… earlier activity trimmed (every lead stays in the data bucket)';
  const start = text.length - (activityMaxChars - marker.length - 2);
  const cut = text.indexOf('\n\n[', start);
  return inertText(`${marker}\n\n${cut < 0 ? text.slice(start) : text.slice(cut + 2)}`);
}
