/**
 * Reads the result the operator downloads from the bank once it has processed the file: a CSV
 * with a header row naming at least a reference and a status column (docs/payouts.md lists the
 * names taken). Each row becomes a report for the line its reference names; a row that cannot be
 * read is reported by its line number, and the others still count.
 */
import type { LineReport, RailOutcome } from '../rail.ts';
import { bankReference } from './bank-file.ts';
import { parseCsv, type CsvRow } from './csv.ts';

type Column = 'reference' | 'status' | 'reason' | 'date' | 'bankReference';

/** Header names taken for each column, compared in lower case with punctuation as spaces. */
export const STATEMENT_COLUMNS: Record<Column, readonly string[]> = {
  reference: [
    'reference',
    'ref',
    'reference no',
    'reference number',
    'payment reference',
    'customer reference',
    'recipient reference',
    'our reference',
  ],
  status: ['status', 'payment status', 'transaction status', 'result'],
  reason: ['reason', 'remarks', 'remark', 'rejection reason', 'reject reason', 'return reason', 'error'],
  date: ['date', 'value date', 'payment date', 'transaction date', 'processed date', 'settlement date'],
  bankReference: ['bank reference', 'bank ref', 'transaction id'],
};

/** What each status a bank writes means for the line, compared in upper case. */
export const STATEMENT_STATUSES: Readonly<Record<string, RailOutcome>> = {
  SUCCESSFUL: 'paid',
  SUCCESS: 'paid',
  PAID: 'paid',
  COMPLETED: 'paid',
  PROCESSED: 'paid',
  CREDITED: 'paid',
  SETTLED: 'paid',
  PENDING: 'sent',
  PROCESSING: 'sent',
  'IN PROGRESS': 'sent',
  SUBMITTED: 'sent',
  ACCEPTED: 'sent',
  RETURNED: 'returned',
  REFUNDED: 'returned',
  REVERSED: 'returned',
  REJECTED: 'failed',
  FAILED: 'failed',
  UNSUCCESSFUL: 'failed',
  CANCELLED: 'failed',
  CANCELED: 'failed',
};

export interface StatementError {
  /** The line of the file, as a spreadsheet numbers it. */
  line: number;
  message: string;
}

export interface BankStatement {
  /** One report per line the statement speaks of, in the order of their first rows. */
  reports: LineReport[];
  /** References the statement gives that name none of the lines sent. */
  unknownReferences: string[];
  errors: StatementError[];
}

export interface StatementOptions {
  /** The lines that went out in bank files and still wait for the bank's word. */
  lineIds: Iterable<string>;
  /** When the statement is imported: the time of a row that gives no date. */
  receivedAt: Date;
}

const headerName = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function columnsOf(row: CsvRow): Partial<Record<Column, number>> {
  const names = row.fields.map(headerName);
  const columns: Partial<Record<Column, number>> = {};
  for (const [column, accepted] of Object.entries(STATEMENT_COLUMNS) as [Column, readonly string[]][]) {
    const index = names.findIndex((name) => accepted.includes(name));
    if (index >= 0) columns[column] = index;
  }
  return columns;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const TIME = String.raw`(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?`;
const DATE_FORMATS: { pattern: RegExp; parts: (match: RegExpMatchArray) => (string | undefined)[] }[] = [
  { pattern: new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})${TIME}$`), parts: (m) => m.slice(1) },
  { pattern: new RegExp(String.raw`^(\d{4})(\d{2})(\d{2})${TIME}$`), parts: (m) => m.slice(1) },
  {
    pattern: new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})${TIME}$`),
    parts: (m) => [m[3], m[2], m[1], ...m.slice(4)],
  },
  {
    pattern: new RegExp(String.raw`^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ -](\d{4})${TIME}$`),
    parts: (m) => [m[3], String(MONTHS.indexOf(m[2]?.toUpperCase() ?? '') + 1), m[1], ...m.slice(4)],
  },
];

/**
 * A bank's date: YYYY-MM-DD, YYYYMMDD, DD/MM/YYYY (day first, as Malaysia and Singapore write it)
 * or DD Mon YYYY, with an optional time, in Malaysian and Singaporean time (UTC+8).
 */
export function parseBankDate(value: string): Date | null {
  for (const { pattern, parts } of DATE_FORMATS) {
    const match = value.trim().match(pattern);
    if (!match) continue;
    const [year, month, day, hour, minute, second] = parts(match).map((part) => Number(part ?? 0));
    const pad = (part: number | undefined) => String(part).padStart(2, '0');
    const iso = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}+08:00`;
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return null;
    const roundTrip = new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 19);
    return roundTrip === iso.slice(0, 19) ? at : null;
  }
  return null;
}

/** The reports of the statement `csvText` for the lines `lineIds`. */
export function readBankStatement(csvText: string, options: StatementOptions): BankStatement {
  const lineOfReference = new Map<string, string>();
  for (const lineId of options.lineIds) {
    lineOfReference.set(bankReference(lineId), lineId);
    lineOfReference.set(lineId.toUpperCase(), lineId);
  }
  const { rows, unclosedQuoteAt } = parseCsv(csvText);
  const errors: StatementError[] = [];
  const headerIndex = rows.findIndex((row) => {
    const columns = columnsOf(row);
    return columns.reference !== undefined && columns.status !== undefined;
  });
  const header = rows[headerIndex];
  if (header === undefined) {
    errors.push({
      line: rows[0]?.line ?? 1,
      message: `No header row names a reference column (${STATEMENT_COLUMNS.reference.join(', ')}) and a status column (${STATEMENT_COLUMNS.status.join(', ')}).`,
    });
    return { reports: [], unknownReferences: [], errors };
  }
  const columns = columnsOf(header);
  const field = (row: CsvRow, column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (row.fields[index]?.trim() ?? '');
  };

  const reports = new Map<string, { report: LineReport; line: number }>();
  const unknownReferences = new Set<string>();
  for (const row of rows.slice(headerIndex + 1)) {
    const reference = field(row, 'reference');
    if (reference === '') {
      errors.push({ line: row.line, message: 'The row gives no reference.' });
      continue;
    }
    const status = field(row, 'status');
    const outcome = STATEMENT_STATUSES[status.toUpperCase().replace(/[\s_-]+/g, ' ')];
    if (outcome === undefined) {
      errors.push({
        line: row.line,
        message: `Status "${status}" is none of ${Object.keys(STATEMENT_STATUSES).join(', ')}.`,
      });
      continue;
    }
    const date = field(row, 'date');
    const at = date === '' ? options.receivedAt : parseBankDate(date);
    if (at === null) {
      errors.push({ line: row.line, message: `Date "${date}" is not a date (YYYY-MM-DD, DD/MM/YYYY or DD Mon YYYY).` });
      continue;
    }
    const lineId = lineOfReference.get(reference.toUpperCase());
    if (lineId === undefined) {
      unknownReferences.add(reference);
      continue;
    }
    const railItemId = field(row, 'bankReference');
    const final = outcome !== 'paid' && outcome !== 'sent';
    const report: LineReport = {
      lineId,
      outcome,
      at,
      ...(railItemId !== '' && { railItemId }),
      ...(final && { reason: field(row, 'reason') || status }),
    };
    const earlier = reports.get(lineId);
    if (earlier !== undefined) {
      const { report: kept } = earlier;
      const sameDay = kept.at.getTime() === at.getTime();
      if (sameDay && kept.outcome === outcome && kept.reason === report.reason) continue;
      if (sameDay) {
        errors.push({
          line: row.line,
          message: `Reference ${reference} is also on line ${earlier.line} with another status on the same date; this later row counts.`,
        });
      } else if (at < kept.at) {
        continue;
      }
    }
    reports.set(lineId, { report, line: earlier?.line ?? row.line });
  }
  if (unclosedQuoteAt !== null) {
    errors.push({
      line: unclosedQuoteAt,
      message: 'A quoted field opens here and never closes: the rest of the file is unread.',
    });
  }
  return {
    reports: [...reports.values()].map(({ report }) => report),
    unknownReferences: [...unknownReferences],
    errors,
  };
}
