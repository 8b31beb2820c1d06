/**
 * CSV cells and lines that a spreadsheet opens as data, never as a formula (OWASP, CSV injection):
 * every CSV writer, the server's exports and the browser's, builds its lines here.
 *
 * A text cell that a spreadsheet would read as a formula or command (it starts with = + - @, a tab
 * or a carriage return, or their full-width forms ＝ ＋ － ＠) gets a leading `'`, so it shows as
 * the text it is. Whether a cell is a number is decided by its JavaScript type, never by how its
 * text looks: `-1500` passed as a number stays a number the column can sum, while the text
 * `-1+cmd|' /C calc'!A0` is neutralised. A cell holding a comma, a quote or a line break is quoted,
 * its quotes doubled.
 *
 * Self-contained (no imports): the web client imports this file as it is.
 */

/** A number written with a fixed count of decimals (money: `csvFixed(1500, 2)` is `1500.00`). */
export interface CsvFixed {
  readonly csvFixed: number;
  readonly decimals: number;
}

export type CsvValue = string | number | bigint | boolean | null | undefined | CsvFixed;

/** `value` with `decimals` decimals, written as a number (a negative one keeps its minus). */
export const csvFixed = (value: number, decimals = 2): CsvFixed => ({ csvFixed: value, decimals });

/** What a spreadsheet reads as the start of a formula or a command (OWASP's list, and the full-width forms). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

const numberText = (value: number): string => (Number.isFinite(value) ? String(value) : '');

/** Text a spreadsheet takes literally: `'` before a formula start. */
export function neutralisedText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: a number as itself, a boolean as Yes/No, empty for null; text neutralised, then quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return Number.isFinite(value.csvFixed) ? value.csvFixed.toFixed(value.decimals) : '';
  const text = neutralisedText(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, comma separated (no line ending). */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}
