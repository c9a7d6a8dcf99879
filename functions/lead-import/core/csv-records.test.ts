import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TextDecodeError } from './csv-decode.ts';
import { CsvFormatError, readCsvRecords, readWithEncodingFallback, type CsvRecords } from './csv-records.ts';

const collect = async (records: CsvRecords) => {
  const out = [];
  for await (const record of records) out.push(record);
  return out;
};
// Split into 3-byte pieces so multi-byte characters and CRLF pairs straddle chunk boundaries, as S3 streams may.
const bytes = (data: Buffer) => Readable.from(Array.from({ length: Math.ceil(data.length / 3) }, (_, i) => data.subarray(i * 3, i * 3 + 3)));

describe('readCsvRecords', () => {
  it('reads BOM, CRLF, quoted commas, quotes and line breaks; skips blank and all-empty rows; numbers rows as a spreadsheet does', async () => {
    const text = '\ufeffName,Email,Notes\r\n\r\n"Smith, Jo",jo@x.example,"said ""hi"""\r\n"Zoë",z@x.example,"a\r\nb"\r\n,,\r\n   \r\nlast,l@x.example\r\n';
    expect(await collect(readCsvRecords(bytes(Buffer.from(text))))).toEqual([
      { row: 1, fields: ['Name', 'Email', 'Notes'] },
      { row: 3, fields: ['Smith, Jo', 'jo@x.example', 'said "hi"'] },
      { row: 4, fields: ['Zoë', 'z@x.example', 'a\r\nb'] },
      { row: 7, fields: ['last', 'l@x.example'] },
    ]);
  });

  it('fails a strict UTF-8 read of Windows-1252 bytes, and the fallback decodes them (not into U+FFFD)', async () => {
    const cp1252 = Buffer.from([...Buffer.from('Name\r\nJos'), 0xe9, 0x20, 0x80, 0x93, 0x94, 0x0d, 0x0a]);
    await expect(collect(readCsvRecords(bytes(cp1252)))).rejects.toBeInstanceOf(TextDecodeError);
    const { value, encoding } = await readWithEncodingFallback(async () => bytes(cp1252), collect);
    expect(encoding).toBe('windows-1252');
    expect(value[1]?.fields).toEqual(['José €“”']);
  });

  it('reads UTF-16 files that start with a BOM', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name,Email\r\nZoë,z@x.example\r\n', 'utf16le')]);
    const { value, encoding } = await readWithEncodingFallback(async () => bytes(utf16), collect);
    expect(encoding).toBe('utf-16le');
    expect(value.map((r) => r.fields)).toEqual([
      ['Name', 'Email'],
      ['Zoë', 'z@x.example'],
    ]);
  });

  it('keeps a stray quote inside a field, and refuses a quote that never closes, naming the line', async () => {
    expect((await collect(readCsvRecords(bytes(Buffer.from('Item\n27" monitor\n')))))[1]?.fields).toEqual(['27" monitor']);
    await expect(collect(readCsvRecords(bytes(Buffer.from('Name,Notes\nJo,"never closed\nAl,x\n'))))).rejects.toThrow(CsvFormatError);
    await expect(collect(readCsvRecords(bytes(Buffer.from('Name,Notes\nJo,x\nAl,"never closed\nBo,y\n'))))).rejects.toThrow(/^A quoted cell after row 2 is never closed/);
  });
});
