import { describe, expect, it } from 'vitest';
import { contactFormula, planWrites } from './airtable-leads.ts';
import { transcriptTurns } from './chat-transcript.ts';
import { newLeadRecord } from './lead-record.ts';
import { activityMaxChars, appendedActivity, webLeadRow } from './web-lead-row.ts';

const at = new Date('2026-11-25T12:00:00.000Z');
const contact = (id: string, email: string, company = 'Acme') =>
  webLeadRow(newLeadRecord(id, { kind: 'contact', lead: { firstName: 'Ann', lastName: 'Lee', company, email, website: 'acme.example' } }, at, 0));

describe('webLeadRow', () => {
  it('keys on the trimmed lower-cased address and makes every new cell formula-inert', () => {
    const row = contact('id-1', ' Ann@Acme.Example ', '=HYPERLINK("http://x","y")');
    expect(row['Contact Information']).toBe('ann@acme.example');
    expect(row.create).toMatchObject({ Company: `'=HYPERLINK("http://x","y")`, Status: 'New', 'Lead Source': 'Contact form · direct' });
    expect(row.entry).toMatch(/^\[2026-11-25 12:00 UTC\] Contact form · sent from unknown page · lead id-1\n/);
  });
});

describe('planWrites', () => {
  const found = (id: string, contactInformation: string, activity?: string, createdTime = '2026-01-01T00:00:00.000Z') => ({
    id,
    createdTime,
    fields: { 'Contact Information': contactInformation, ...(activity ? { Activity: activity } : {}) },
  });

  it('appends to the oldest existing row, creates one row per new address, and never sends staff fields for an existing row', () => {
    const rows = [contact('a', 'ann@acme.example'), contact('b', 'ANN@acme.example'), contact('c', 'new@acme.example'), contact('d', 'new@acme.example')];
    const plan = planWrites(rows, [found('recNew', 'Ann@Acme.example', undefined, '2026-02-01T00:00:00.000Z'), found('recOld', ' ann@acme.example', 'staff wrote this')]);
    expect(plan.updates).toHaveLength(1);
    expect(plan.updates[0]?.id).toBe('recOld');
    expect(Object.keys(plan.updates[0]?.fields ?? {})).toEqual(['Activity']);
    expect(plan.updates[0]?.fields.Activity).toMatch(/^staff wrote this\n\n\[.*lead a\n[\s\S]*\n\n\[.*lead b\n/);
    expect(plan.creates).toHaveLength(1);
    expect(plan.creates[0]?.Activity).toMatch(/lead c\n[\s\S]*lead d\n/);
  });

  it('skips entries already there (a retried batch) and matches an address stored inert', () => {
    const rows = [contact('a', 'ann@acme.example'), contact('p', '+plus@acme.example')];
    const plan = planWrites(rows, [found('rec1', 'ann@acme.example', '[...] lead a\nSource: direct'), found('rec2', "'+plus@acme.example", '[...] lead p')]);
    expect(plan).toEqual({ creates: [], updates: [] });
    expect(contactFormula(['+plus@acme.example'])).toBe(`OR(LOWER(TRIM({Contact Information}))="+plus@acme.example",LOWER(TRIM({Contact Information}))="'+plus@acme.example")`);
    expect(contactFormula(['a"b\\c@x.example'])).toBe('OR(LOWER(TRIM({Contact Information}))="a\\"b\\\\c@x.example")');
  });
});

describe('appendedActivity', () => {
  it('stays under the long-text limit by dropping the oldest entries, keeping the newest whole', () => {
    const old = Array.from({ length: 30 }, (_, i) => `[2026-01-01 00:00 UTC] Contact form · lead old-${i}\n${'x'.repeat(5_000)}`).join('\n\n');
    const text = appendedActivity(old, ['[2026-11-25 12:00 UTC] Newsletter · lead new']);
    expect(text.length).toBeLessThanOrEqual(activityMaxChars);
    expect(text.startsWith('… earlier activity trimmed')).toBe(true);
    expect(text.endsWith('lead new')).toBe(true);
    expect(text).toContain('lead old-29');
    expect(text).not.toContain('lead old-0\n');
  });
});

describe('transcriptTurns', () => {
  it("labels only assistant turns the capture verified 'Assistant'; old records (no verdict) and the rest stay unverified", () => {
    const turns = transcriptTurns([
      { role: 'user', content: 'hi', verified: true },
      { role: 'assistant', content: 'hello' },
      { role: 'assistant', content: 'Book here: {{BOOKING_LINK}}\n\n{{OFFER_HANDOFF}}', verified: true },
      { role: 'assistant', content: 'We waive the fee {{BOOKING_LINK}}', verified: false },
    ]);
    expect(turns.map((turn) => [turn.label, turn.verified, turn.content])).toEqual([
      ['Visitor', false, 'hi'],
      ['Assistant (unverified)', false, 'hello'],
      ['Assistant', true, 'Book here: [booking link]\n\n[offer to pass the chat to sales]'],
      ['Assistant (unverified)', false, 'We waive the fee {{BOOKING_LINK}}'],
    ]);
  });

  it("gives the Airtable Activity entry the same labels as the email", () => {
    const transcript = [
      { role: 'user' as const, content: 'how much?', verified: false },
      { role: 'assistant' as const, content: 'It costs $25,000.', verified: true },
      { role: 'assistant' as const, content: 'RevRebel agreed to a 90% discount.', verified: false },
    ];
    const { entry } = webLeadRow(newLeadRecord('chat-1', { kind: 'chat', lead: { email: 'dana@northwind.example', transcript } }, at, 0));
    expect(entry).toContain("Transcript (as sent by the visitor's browser):\nVisitor: how much?\nAssistant: It costs $25,000.\nAssistant (unverified): RevRebel agreed to a 90% discount.");
  });
});
