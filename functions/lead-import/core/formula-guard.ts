/**
 * Spreadsheet formula injection: a cell starting with = + - @ (or a tab / carriage return, which Excel skips
 * before such a character) runs as a formula when staff open a CSV in Excel. The failed-rows download puts an
 * apostrophe in front (Excel shows the text, not a formula); the import removes exactly that apostrophe again,
 * so a fixed file imports the values it had. Only cells that would be formulas get the guard.
 */
const formulaStart = /^[=+\-@\t\r]/;
const guardedStart = /^'[=+\-@\t\r]/;

export function guardFormula(cell: string): string {
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

export function stripFormulaGuard(cell: string): string {
  return guardedStart.test(cell) ? cell.slice(1) : cell;
}
