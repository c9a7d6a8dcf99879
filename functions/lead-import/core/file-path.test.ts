import { describe, expect, it } from 'vitest';
import { checkCsvKey } from './file-path.ts';

describe('checkCsvKey', () => {
  it('accepts plain keys ending in .csv, nested or not', () => {
    for (const key of ['leads.csv', 'LEADS.CSV', '2026/q1/trade show (final).csv', 'a.b-c_d.csv']) expect(checkCsvKey(key)).toEqual({ ok: true, key });
  });

  it('refuses traversal, absolute paths, schemes, backslashes, control characters, empty segments and other types', () => {
    const refused = ['../x.csv', 'a/../x.csv', 'a/..', './x.csv', '/x.csv', 's3://bucket/x.csv', 'file:x.csv', 'a\\b.csv', 'a\u0000.csv', 'a\nb.csv', 'a//b.csv', 'x.txt', 'x.csv.exe', '', ' '];
    for (const key of refused) expect(checkCsvKey(key).ok, JSON.stringify(key)).toBe(false);
    expect(checkCsvKey('../x.csv')).toEqual({ ok: false, message: 'The file path must name a file in the assets bucket' });
    expect(checkCsvKey('x.txt')).toEqual({ ok: false, message: 'Only .csv files can be imported' });
  });
});
