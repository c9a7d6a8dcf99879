import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records.ts';
import { failedRowsCsv } from './failed-rows-csv.ts';
import { guardFormula, stripFormulaGuard } from './formula-guard.ts';
import { newJob } from './job-state.ts';
import { mapHeader } from './map.ts';
import { toLead } from './validate.ts';

describe('formula guard', () => {
  it('prefixes cells Excel would run as formulas and strips exactly that prefix again', () => {
    for (const cell of ['=HYPERLINK("http://x","y")', '+1 555 0100', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(guardFormula(cell)).toBe(`'${cell}`);
      expect(stripFormulaGuard(guardFormula(cell))).toBe(cell);
    }
    for (const cell of ['Ada', "O'Brien", "'quoted'", '']) expect(guardFormula(cell)).toBe(cell);
  });

  it('writes no formula into the failed-rows CSV, and a re-import reads the original values', async () => {
    const job = {
      ...newJob('00000000-0000-4000-8000-000000000000', 'x.csv', '"etag"', 'test', new Date(0)),
      header: ['Name', 'Email', 'Status'],
      failures: [{ row: 2, message: 'Status "=1+1" is not one of …', cells: ['=cmd|calc', '@evil.example', '=1+1'] }],
    };
    const rows: string[][] = [];
    for await (const record of readCsvRecords(Readable.from([Buffer.from(failedRowsCsv(job))]))) rows.push(record.fields);
    for (const cell of rows[1] ?? []) expect(cell).not.toMatch(/^[=+\-@]/);
    const mapped = mapHeader(rows[0] ?? []);
    if (!mapped.ok) throw new Error(mapped.message);
    const fixed = [...(rows[1] ?? []).slice(0, 2), 'New', 'x'];
    expect(toLead(fixed, { ...mapped.mapping, columns: 4 })).toMatchObject({ ok: true, lead: { 'Lead Name': '=cmd|calc', 'Contact Information': '@evil.example' } });
  });
});
