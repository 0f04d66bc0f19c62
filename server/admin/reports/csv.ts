/**
 * CSV for the report exports (RFC 4180: comma separated, CRLF line ends, a cell with a comma, quote
 * or line break in double quotes with its quotes doubled). A text cell that a spreadsheet would
 * read as a formula (starting with =, +, -, @, or a tab or carriage return) gets a leading ' so it
 * stays text (OWASP, "CSV Injection"). Numbers are written as numbers, so a negative one keeps its sign.
 */
export type CsvCell = string | number | null | CsvDecimal;
/** A number written with the digits given (money's two decimals: 10.00, -20.00), as a number: no formula guard. */
export interface CsvDecimal {
  decimal: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return DECIMAL.test(value.decimal) ? value.decimal : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row then the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((r) => `${r.map(csvCell).join(',')}\r\n`).join('');
}
