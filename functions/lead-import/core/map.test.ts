import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadStatuses } from '../../../contracts/lead-import.ts';
import { mapHeader, normalizeHeader, type ColumnMapping } from './map.ts';
import { contactKey, matchStatus, toLead } from './validate.ts';

function mapped(header: string[]): ColumnMapping {
  const result = mapHeader(header);
  if (!result.ok) throw new Error(result.message);
  return result.mapping;
}

describe('mapHeader', () => {
  it('maps the Leads field names and common aliases ignoring case, spaces and punctuation', () => {
    expect(mapped(['Lead Name', 'Contact Information', 'Company', 'Status', 'Lead Source', 'Notes'])).toEqual({
      columns: 6,
      name: [0],
      contact: 1,
      company: 2,
      status: 3,
      source: 4,
      notes: 5,
    });
    expect(mapped(['full_name', 'E-mail', 'Organization', 'LEAD STATUS', 'source', 'comments'])).toMatchObject({ name: [0], contact: 1, company: 2, status: 3, source: 4, notes: 5 });
    expect(mapped(['Phone', 'Name'])).toMatchObject({ name: [1], contact: 0 });
  });

  it('joins First and Last Name when there is no single name column', () => {
    expect(mapped(['First Name', 'Last Name', 'Email'])).toMatchObject({ name: [0, 1], contact: 2 });
    expect(mapped(['Surname', 'Email'])).toMatchObject({ name: [0] });
  });

  it('prefers Contact Information, then Email, then Phone, and reports unmapped columns', () => {
    const result = mapHeader(['Name', 'Phone', 'Email', 'Budget']);
    expect(result).toMatchObject({ ok: true, mapping: { contact: 2 }, ignored: ['Phone', 'Budget'] });
  });

  it('names the missing columns', () => {
    expect(mapHeader(['Email'])).toEqual({ ok: false, message: 'The file has no column for Lead Name (a Name, Full Name or First Name and Last Name column)' });
    expect(mapHeader(['Name', 'Company'])).toEqual({
      ok: false,
      message: 'The file has no column for Contact Information (a Contact Information, Email or Phone column)',
    });
  });
});

describe('matchStatus', () => {
  it('matches the six options in any case and spacing, writes their own spelling, and reads empty as New', () => {
    expect(matchStatus('in progress')).toBe('In Progress');
    expect(matchStatus('IN-PROGRESS')).toBe('In Progress');
    expect(matchStatus(' qualified ')).toBe('Qualified');
    expect(matchStatus('')).toBe('New');
    expect(matchStatus('  ')).toBe('New');
    expect(matchStatus('Hot')).toBeUndefined();
    expect(matchStatus('Qualify')).toBeUndefined();
  });

  it('accepts every option however it is cased', () => {
    fc.assert(
      fc.property(fc.constantFrom(...leadStatuses), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), (status, upper) => {
        const cased = [...status].map((char, i) => (upper[i % upper.length] ? char.toUpperCase() : char.toLowerCase())).join('');
        expect(matchStatus(cased)).toBe(status);
      }),
    );
  });
});

describe('toLead', () => {
  const mapping = mapped(['First Name', 'Last Name', 'Email', 'Company', 'Status', 'Source', 'Notes']);

  it('builds the record: single-line fields flattened, notes keep their lines, emails lower-cased, empty cells left out', () => {
    expect(toLead(['Ada', 'Lovelace', ' Ada@Engines.Example ', 'Analytical\r\nEngines', 'nurturing', '', 'Line 1\r\nLine 2'], mapping)).toEqual({
      ok: true,
      lead: {
        'Lead Name': 'Ada Lovelace',
        'Contact Information': 'ada@engines.example',
        Company: 'Analytical Engines',
        Status: 'Nurturing',
        Notes: 'Line 1\nLine 2',
      },
    });
  });

  it('sends only the columns the file has', () => {
    expect(toLead(['Grace', 'grace@navy.example'], mapped(['Name', 'Email']))).toEqual({
      ok: true,
      lead: { 'Lead Name': 'Grace', 'Contact Information': 'grace@navy.example' },
    });
  });

  it('never blanks a field or resets a Status: empty cells and an empty Status are left out (issue 20)', () => {
    expect(toLead(['Ada', '', 'ada@x.example', '', '  ', '', ''], mapping)).toEqual({ ok: true, lead: { 'Lead Name': 'Ada', 'Contact Information': 'ada@x.example' } });
  });

  it('refuses a bad status, an empty name or contact, a ragged row and an oversized cell, saying why', () => {
    const row = ['Ada', 'Lovelace', 'ada@x.example', 'Engines', 'New', 'Web', ''];
    expect(toLead(row.with(4, 'Hot'), mapping)).toEqual({ ok: false, message: 'Status "Hot" is not one of New, Contacted, In Progress, Qualified, Lost, Nurturing' });
    expect(toLead(row.with(0, '').with(1, ' '), mapping)).toEqual({ ok: false, message: 'Lead Name is empty' });
    expect(toLead(row.with(2, ''), mapping)).toEqual({ ok: false, message: 'Contact Information is empty' });
    expect(toLead(row.slice(0, 5), mapping)).toEqual({ ok: false, message: 'The row has 5 cells but the header has 7' });
    expect(toLead([...row, 'extra'], mapping)).toEqual({ ok: false, message: 'The row has 8 cells but the header has 7' });
    expect(toLead(row.with(6, 'x'.repeat(100_001)), mapping)).toEqual({ ok: false, message: 'Notes is longer than 100,000 characters' });
  });

  it('keeps phone numbers as written and lower-cases only email addresses', () => {
    expect(contactKey('+1 (415) 555-0142')).toBe('+1 (415) 555-0142');
    expect(contactKey('Jo@Example.COM')).toBe('jo@example.com');
    expect(normalizeHeader('E-mail Address')).toBe('emailaddress');
  });
});
