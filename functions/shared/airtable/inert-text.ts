/**
 * Text a spreadsheet would read as a formula (a cell starting with =, +, -, @, a tab or a line break: OWASP's CSV
 * injection list, full-width forms included) gets a leading apostrophe, so Airtable and every CSV export of it show
 * it as typed and nothing evaluates it: `=HYPERLINK("http://x","click")` is stored as `'=HYPERLINK("http://x","click")`.
 */
const formulaStart = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

export function isFormulaShaped(text: string): boolean {
  return formulaStart.test(text);
}

export function inertText(text: string): string {
  return isFormulaShaped(text) ? `'${text}` : text;
}
