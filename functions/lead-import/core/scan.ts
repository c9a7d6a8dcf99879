import type { CsvEncoding } from './csv-decode.ts';
import { readCsvRecords, readWithEncodingFallback, type CsvRecords, type OpenCsvBytes } from './csv-records.ts';
import { mapHeader, type ColumnMapping } from './map.ts';
import { toLead } from './validate.ts';
import type { Clock } from '../../shared/airtable/pacer.ts';

export type ScanResult =
  | { kind: 'ok'; header: string[]; mapping: ColumnMapping; duplicates: Map<string, number>; repeatedContacts: number; total: number; encoding: CsvEncoding }
  | { kind: 'invalid'; message: string }
  | { kind: 'out-of-time' };

/** 32-bit FNV-1a: a cheap fingerprint; equal fingerprints are only candidates, confirmed by exact comparison. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A growable list of fingerprints: 4 bytes per row instead of the contact text. */
class FingerprintList {
  #items = new Uint32Array(1 << 16);
  #size = 0;
  push(value: number): void {
    if (this.#size === this.#items.length) {
      const grown = new Uint32Array(this.#items.length * 2);
      grown.set(this.#items);
      this.#items = grown;
    }
    this.#items[this.#size++] = value;
  }
  /** Fingerprints seen more than once. */
  repeated(): Set<number> {
    const sorted = this.#items.subarray(0, this.#size).sort();
    const repeated = new Set<number>();
    for (let i = 1; i < sorted.length; i += 1) if (sorted[i] === sorted[i - 1]) repeated.add(sorted[i] as number);
    return repeated;
  }
}

const checkEvery = 1024;

/**
 * Repeated contacts the job keeps (it is saved after every chunk, so it must stay small); the count stays exact.
 * Past the cap a later repeat is written too and updates the record the earlier one made, so the last row still wins.
 */
export const maxKeptDuplicates = 1000;

/**
 * The pass over the file before any write: the header mapping, the row count (for progress), and the rows that
 * repeat a contact (the last one wins). Memory stays nearly flat: the first pass keeps a 4-byte fingerprint per
 * valid row; only if fingerprints repeat does a second pass collect those few contacts exactly.
 */
export async function scanCsv(open: OpenCsvBytes, clock: Clock, deadline: number, chosen?: ColumnMapping): Promise<ScanResult> {
  const first = await readWithEncodingFallback(open, async (records: CsvRecords) => {
    const head = await records.next();
    if (head.done) return { kind: 'invalid', message: 'The file is empty' } as const;
    const mapped = chosen ? ({ ok: true, mapping: chosen } as const) : mapHeader(head.value.fields);
    if (!mapped.ok) return { kind: 'invalid', message: mapped.message } as const;
    if (mapped.mapping.columns !== head.value.fields.length) return { kind: 'invalid', message: 'The file\'s header changed since the mapping was chosen' } as const;
    const fingerprints = new FingerprintList();
    let total = 0;
    for await (const record of records) {
      total += 1;
      if (total % checkEvery === 0 && clock.now() > deadline) return { kind: 'out-of-time' } as const;
      const result = toLead(record.fields, mapped.mapping);
      if (result.ok) fingerprints.push(fingerprint(result.lead['Contact Information']));
    }
    return { kind: 'ok', header: head.value.fields, mapping: mapped.mapping, total, candidates: fingerprints.repeated() } as const;
  });
  const scanned = first.value;
  if (scanned.kind !== 'ok') return scanned;

  const duplicates = new Map<string, number>();
  let repeated = 0;
  if (scanned.candidates.size > 0) {
    // Contact -> [last valid row, rows], for candidate fingerprints only.
    const contacts = new Map<string, [number, number]>();
    let seen = 0;
    for await (const record of readCsvRecords(await open(), first.encoding)) {
      if (seen++ === 0) continue;
      if (seen % checkEvery === 0 && clock.now() > deadline) return { kind: 'out-of-time' };
      const result = toLead(record.fields, scanned.mapping);
      if (!result.ok) continue;
      const key = result.lead['Contact Information'];
      if (!scanned.candidates.has(fingerprint(key))) continue;
      contacts.set(key, [record.row, (contacts.get(key)?.[1] ?? 0) + 1]);
    }
    for (const [key, [row, times]] of contacts) if (times > 1 && duplicates.size < maxKeptDuplicates) duplicates.set(key, row);
    repeated = [...contacts.values()].filter(([, times]) => times > 1).length;
  }
  return { kind: 'ok', header: scanned.header, mapping: scanned.mapping, duplicates, repeatedContacts: repeated, total: scanned.total, encoding: first.encoding };
}
