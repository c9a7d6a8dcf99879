import { describe, expect, it } from 'vitest';
import { choiceFromMapping, mappingFromChoice, proposedTargets } from './mapping-choice.ts';
import { addRow, hasRow, type RowRanges } from './row-ranges.ts';

describe('mapping choice', () => {
  const header = ['First', 'Last', 'Work Email', 'Org', 'Notes', 'Notes'];

  it('proposes what the aliases find, also without a contact column', () => {
    expect(proposedTargets(header)).toEqual(['name', 'name', 'ignore', 'company', 'notes', 'ignore']);
  });

  it('joins several name columns in file order and reads back as the same choice', () => {
    const chosen = mappingFromChoice(header, { Last: 'name', First: 'name', 'Work Email': 'contact', Org: 'company' });
    expect(chosen).toEqual({ ok: true, mapping: { columns: 6, name: [0, 1], contact: 2, company: 3 } });
    if (chosen.ok) expect(choiceFromMapping(header, chosen.mapping)).toEqual({ First: 'name', Last: 'name', 'Work Email': 'contact', Org: 'company' });
  });

  it('refuses, naming the column or field: two contacts, an ambiguous column name, a missing name', () => {
    expect(mappingFromChoice(header, { First: 'name', 'Work Email': 'contact', Org: 'contact' })).toMatchObject({ ok: false, field: 'mapping.contact' });
    expect(mappingFromChoice(header, { First: 'name', 'Work Email': 'contact', Notes: 'notes' })).toMatchObject({ ok: false, field: 'mapping.Notes' });
    expect(mappingFromChoice(header, { 'Work Email': 'contact' })).toMatchObject({ ok: false, field: 'mapping.name', message: 'Map a column to Lead Name: it is required' });
  });
});

describe('row ranges', () => {
  it('keeps consecutive rows as one range and finds rows by binary search', () => {
    const ranges: RowRanges = [];
    for (const row of [2, 3, 4, 7, 9, 10]) addRow(ranges, row);
    expect(ranges).toEqual([[2, 4], [7, 7], [9, 10]]);
    expect([1, 2, 4, 5, 7, 8, 10, 11].map((row) => hasRow(ranges, row))).toEqual([false, true, true, false, true, false, true, false]);
  });
});
