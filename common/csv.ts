// The product's CSV files (the partner's statement, the portal's daily stats), as French spreadsheets open them:
// semicolons (the comma is the decimal mark), CRLF lines (RFC 4180), a BOM so that Excel reads UTF-8.

/** A cell: text as it should read, a whole number, or nothing. */
export type CsvCell = string | number | null | undefined;

const SEPARATOR = ';';
const BOM = '\uFEFF';

/** A number as written in the file (-75,01, 50): never a formula, so never guarded. */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
/** What a spreadsheet would run as a formula when it starts a cell (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field holding the separator, a quote or a line break is quoted (a decimal comma is not). */
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * One cell as written. Some cells are typed by people (channel ids, labels) and the file is opened in a
 * spreadsheet, so a text that would start a formula is prefixed with `'` and read as text.
 */
export function csvField(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  const safe = FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: the BOM, the header line, then one line a row, each ended by CRLF. */
export function csvFile(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(SEPARATOR));
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}
