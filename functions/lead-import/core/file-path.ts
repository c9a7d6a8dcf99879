/** An S3 key of the assets bucket that may be read as a lead CSV, or why not. */
export type CsvKeyCheck = { ok: true; key: string } | { ok: false; message: string };

/**
 * Only plain relative keys ending in .csv: no `..` or `.` segments, no leading slash, backslash, scheme
 * (`s3://other-bucket/...`) or control characters. The key is then looked up in the assets bucket only.
 */
export function checkCsvKey(path: string): CsvKeyCheck {
  const key = path.trim();
  if (key === '' || key.length > 1024) return { ok: false, message: 'Choose a CSV file' };
  if (/[\p{Cc}\\]/u.test(key) || key.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(key)) {
    return { ok: false, message: 'The file path must name a file in the assets bucket' };
  }
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return { ok: false, message: 'The file path must name a file in the assets bucket' };
  }
  if (!/\.csv$/i.test(key)) return { ok: false, message: 'Only .csv files can be imported' };
  return { ok: true, key };
}
