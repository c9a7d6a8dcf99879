import type { RowMessage } from '../../../contracts/lead-import.ts';

/**
 * Rows sharing a contact: the scan found, per repeated contact, the row that wins (the last valid one). Keyed by
 * visitor data, so a Map (a plain object would answer `constructor` or `__proto__` from its prototype).
 */
export type Duplicates = ReadonlyMap<string, number>;

/** The notice for a row merged into another, or undefined when this row is written. */
export function mergedInto(duplicates: Duplicates, contact: string, row: number): RowMessage | undefined {
  const winner = duplicates.get(contact);
  if (winner === undefined || winner === row) return undefined;
  return { row, message: `Merged into row ${winner}, which has the same Contact Information (${contact})` };
}

/** Adds details up to a job's limit; counts stay exact beyond it. */
export function appendDetails<T>(kept: readonly T[], added: readonly T[], room: number): { kept: T[]; truncated: boolean } {
  const fits = added.slice(0, Math.max(0, room));
  return { kept: [...kept, ...fits], truncated: fits.length < added.length };
}
