import { guardFormula } from './formula-guard.ts';
import type { StoredJob } from './job-state.ts';

export const reasonColumn = 'Import Error';

/** RFC 4180 quoting: a cell with a comma, quote, line break or edge space is quoted, quotes doubled. */
function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The failed rows as a CSV staff can fix and import again: the file's own header and cells, plus a reason column
 * (ignored by the import's header mapping). A UTF-8 BOM makes Excel read it as UTF-8. A cell Excel would run as a
 * formula gets a leading apostrophe (formula-guard.ts), which the import strips again.
 */
export function failedRowsCsv(job: StoredJob): string {
  const lines = [[...(job.header ?? []), reasonColumn]];
  for (const failure of job.failures) lines.push([...failure.cells, `Row ${failure.row}: ${failure.message}`]);
  return `\ufeff${lines.map((cells) => cells.map((cell) => csvCell(guardFormula(cell))).join(',')).join('\r\n')}\r\n`;
}

/** `leads.csv` -> `leads-failed-rows.csv`, safe for a Content-Disposition header. */
export function failedRowsFileName(filePath: string): string {
  const base = filePath.slice(filePath.lastIndexOf('/') + 1).replace(/\.csv$/i, '');
  return `${base.replace(/[^\w.-]+/g, '_') || 'import'}-failed-rows.csv`;
}
