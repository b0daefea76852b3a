/** A cell that a spreadsheet would run as a formula starts with one of these (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a member typed, prefixed with an apostrophe when it starts like a formula. */
export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
