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
  const text = ['A visitor sent the contact form.', '', ...rows(record).map(([label, value]) => `${label}:\n${value}\n`)].join('\n');
  const htmlRows = rows(record)
    .map(([label, value]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = `<!doctype html><html><body><p>A visitor sent the contact form.</p><table>${htmlRows}</table></body></html>`;
  return { replyTo: lead.email, subject, text, html };
}
