import type { Attribution } from '../../contracts/attribution.ts';
import { touchSummary } from '../../contracts/attribution.ts';
import type { ContactLeadRecord } from './lead-record.ts';

export interface LeadEmail {
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * The 'Source' block (issue 20): campaign, medium, referrer, landing page, page sent from; the first touch, and the
 * last one when a later visit in the tab brought other values.
 */
export function sourceRows(attribution: Attribution | undefined): [label: string, value: string][] {
  const touch = attribution?.first ?? attribution?.last;
  const rows: [string, string][] = [
    ['Source', touchSummary(touch)],
    ['Campaign', touch?.campaign ?? 'None'],
    ['Medium', touch?.medium ?? 'None'],
    ['Referrer', touch?.referrerHost ?? 'None (direct or not sent)'],
    ['Landing page', touch?.landingPage ?? 'Unknown'],
    ['Page sent from', attribution?.sentFrom ?? 'Unknown'],
  ];
  if (attribution?.first && attribution.last) rows.push(['Last visit', `${touchSummary(attribution.last)}${attribution.last.landingPage ? `, landed on ${attribution.last.landingPage}` : ''}`]);
  return rows;
}

export function sourceText(attribution: Attribution | undefined): string {
  return ['Source', ...sourceRows(attribution).map(([label, value]) => `  ${label}: ${value}`)].join('\n');
}

export function sourceHtml(attribution: Attribution | undefined): string {
  const cells = sourceRows(attribution).map(([label, value]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`);
  return `<h3 style="margin:16px 0 4px">Source</h3><table>${cells.join('')}</table>`;
}

/** Every field of the submission, labelled as on the form, plus where to find the record. */
function rows(record: ContactLeadRecord): [label: string, value: string][] {
  const { lead } = record;
  return [
    ['First name', lead.firstName],
    ['Last name', lead.lastName],
    ['Company', lead.company],
    ['Email', lead.email],
    ['Website', lead.website],
    ['Monthly revenue', lead.monthlyRevenue ?? 'Not given'],
    ['What are your biggest GTM challenges?', lead.message?.trim() ? lead.message : 'Not given'],
    ['Received', record.receivedAt],
    ['Reference', record.id],
  ];
}

/** The message to the sales inbox: plain text and escaped HTML, answering it replies to the visitor. */
export function leadEmail(record: ContactLeadRecord): LeadEmail {
  const { lead } = record;
  const subject = `New contact form lead: ${lead.firstName} ${lead.lastName} (${lead.company})`;
  const text = ['A visitor sent the contact form.', '', ...rows(record).map(([label, value]) => `${label}:\n${value}\n`), sourceText(record.attribution)].join('\n');
  const htmlRows = rows(record)
    .map(([label, value]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = `<!doctype html><html><body><p>A visitor sent the contact form.</p><table>${htmlRows}</table>${sourceHtml(record.attribution)}</body></html>`;
  return { replyTo: lead.email, subject, text, html };
}
