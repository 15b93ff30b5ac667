/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. A value a spreadsheet would run as a formula is defused with a leading `'`.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Marks the text as UTF-8 for spreadsheets: without it Excel reads a CSV in the computer's legacy
 * code page and garbles every name outside ASCII (Malay diacritics, Chinese).
 */
export const UTF8_BOM = '\uFEFF';

/** Rows of fields as CSV text: CRLF after every record, the header included (RFC 4180), after a UTF-8 BOM. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return UTF8_BOM + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
