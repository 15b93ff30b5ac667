/** Comma-separated values as bank portals write and read them (RFC 4180, any line ending). */

/** One field, quoted only when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export interface CsvRow {
  /** 1-based line of the file where the row starts, as a spreadsheet numbers it. */
  line: number;
  fields: string[];
}

export interface ParsedCsv {
  rows: CsvRow[];
  /** Set when a quoted field never closes: the rows from `line` on could not be read. */
  unclosedQuoteAt: number | null;
}

/** Reads every row of `text`; a leading byte-order mark is dropped and blank lines are skipped. */
export function parseCsv(text: string): ParsedCsv {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;

  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]?.trim() !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };

  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) return { rows, unclosedQuoteAt: quoteLine };
  if (field !== '' || fields.length > 0) endRow();
  return { rows, unclosedQuoteAt: null };
}
