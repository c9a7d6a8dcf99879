import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { CsvError, parse, type Info } from 'csv-parse';
import { createDecodingStream, TextDecodeError, type CsvEncoding } from './csv-decode.ts';

/** One record of the file: its spreadsheet row (the header is row 1, blank lines count) and its trimmed fields. */
export interface CsvRecord {
  readonly row: number;
  readonly fields: string[];
}

export type CsvRecords = AsyncGenerator<CsvRecord, void, undefined>;

/** The file is not CSV we can read (an unclosed quote, a runaway record...); the message names the line. */
export class CsvFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvFormatError';
  }
}

/** Opens the file's bytes from the start. */
export type OpenCsvBytes = () => Promise<Readable>;

// A record above 1 MB means a quote that never closes; failing beats buffering the rest of a 100 MB file.
const maxRecordBytes = 1024 * 1024;

const parseOptions = {
  info: true,
  // Ragged rows reach us with their own length and become row errors instead of stopping the file.
  relax_column_count: true,
  // A stray quote inside an unquoted field (`5" screen`) is text, as spreadsheets treat it.
  relax_quotes: true,
  skip_empty_lines: true,
  trim: true,
  max_record_size: maxRecordBytes,
} as const;

/** csv-parse's message, led by what staff should look for: the row after the last one that read cleanly. */
function describeCsvError(error: CsvError): string {
  // The error carries the parser's counts at the point of failure.
  const lastRow = (Number(error.records) || 0) + (Number(error.empty_lines) || 0);
  const where = lastRow > 0 ? `after row ${lastRow}` : 'in the header';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return `A quoted cell ${where} is never closed (${error.message})`;
  if (error.code === 'CSV_MAX_RECORD_SIZE') return `A row ${where} is larger than 1 MB, probably a quote that is never closed`;
  return `The file is not valid CSV ${where}: ${error.message}`;
}

/**
 * Streams the records of a CSV, header first, skipping blank lines and rows whose every cell is empty (Excel's
 * `,,,`). Memory stays flat: bytes are read as the caller iterates, and stopping early ends the download.
 * Without `encoding` it reads UTF-16 when a BOM says so, else strict UTF-8; `detected` learns which.
 */
export async function* readCsvRecords(bytes: Readable, encoding?: CsvEncoding, detected?: (encoding: CsvEncoding) => void): CsvRecords {
  const decoder = createDecodingStream(encoding);
  const parser = parse(parseOptions);
  // An error anywhere in the chain destroys the parser with it, so it surfaces through the iterator below.
  pipeline(bytes, decoder, parser, () => undefined);
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      detected?.(decoder.encoding());
      const fields = item.record.map((field) => field.trim());
      if (fields.every((field) => field === '')) continue;
      yield { row: item.info.records + item.info.empty_lines, fields };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new CsvFormatError(describeCsvError(error));
    throw error;
  } finally {
    detected?.(decoder.encoding());
    if (!bytes.destroyed) bytes.destroy();
  }
}

/**
 * Runs `read` over the file as UTF-8 (or UTF-16 with a BOM); if the bytes are not valid UTF-8 it reads the file
 * again as Windows-1252, which is what Excel writes for "CSV (Comma delimited)" on Western Windows systems.
 */
export async function readWithEncodingFallback<T>(open: OpenCsvBytes, read: (records: CsvRecords) => Promise<T>): Promise<{ value: T; encoding: CsvEncoding }> {
  let encoding: CsvEncoding = 'utf-8';
  try {
    const value = await read(readCsvRecords(await open(), undefined, (found) => (encoding = found)));
    return { value, encoding };
  } catch (error) {
    if (!(error instanceof TextDecodeError) || encoding !== 'utf-8') throw error;
  }
  return { value: await read(readCsvRecords(await open(), 'windows-1252')), encoding: 'windows-1252' };
}
