import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records.ts';
import { newJob } from './job-state.ts';
import { failedRowsCsv, failedRowsFileName } from './failed-rows-csv.ts';

describe('failed rows CSV', () => {
  it('round-trips cells with commas, quotes, line breaks and edge spaces, plus the reason', async () => {
    const job = {
      ...newJob('00000000-0000-4000-8000-000000000000', 'x.csv', '"etag"', 'test', new Date(0)),
      header: ['Name', 'Email', 'Notes'],
      failures: [{ row: 4, message: 'Status "Hot" is not one of …', cells: ['Jo, "JJ" Smith', 'jo@x.example', 'two\nlines'] }],
    };
    const text = failedRowsCsv(job);
    expect(text.startsWith('\ufeffName,Email,Notes,Import Error\r\n')).toBe(true);
    const rows: string[][] = [];
    for await (const record of readCsvRecords(Readable.from([Buffer.from(text)]))) rows.push(record.fields);
    expect(rows).toEqual([
      ['Name', 'Email', 'Notes', 'Import Error'],
      ['Jo, "JJ" Smith', 'jo@x.example', 'two\nlines', 'Row 4: Status "Hot" is not one of …'],
    ]);
  });

  it('names the download after the file, safely', () => {
    expect(failedRowsFileName('2026/q1/Trade Show.csv')).toBe('Trade_Show-failed-rows.csv');
    expect(failedRowsFileName('x"; evil=.csv')).toBe('x_evil_-failed-rows.csv');
  });
});
