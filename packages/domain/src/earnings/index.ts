import { addCalendarDays, malaysianDateOf, type IsoDate } from '../calendar/index.ts';

// The schemas live in schemas.ts: a page reading the summary needs its types, not zod.
export type {
  EarningsByCurrency,
  EarningsSummary,
  PaymentStatement,
  PaymentStatementLine,
  PayoutProblem,
  PayoutStage,
  PayoutTracker,
  PayoutTrackers,
} from './schemas.ts';

/** The columns of the creator's Payment History CSV (a data file: English headers). */
export const PAYMENT_HISTORY_CSV_COLUMNS = [
  'Date',
  'Campaign',
  'Type',
  'Amount',
  'Currency',
  'Status',
  'Due date',
  'Paid date',
  'Reference',
] as const;

/** Malaysia's offset from UTC: +08:00 all year (no daylight saving). */
const MALAYSIAN_OFFSET = '+08:00';

const startOfMalaysianDay = (date: IsoDate): Date => new Date(`${date}T00:00:00${MALAYSIAN_OFFSET}`);

/** The Malaysian periods `now` falls in: today, and the instants this month and this year start and end. */
export function malaysianPeriodsOf(now: Date): {
  today: IsoDate;
  month: { start: Date; end: Date };
  year: { start: Date; end: Date };
} {
  const today = malaysianDateOf(now);
  const [year = '', month = ''] = today.split('-');
  const monthStart = `${year}-${month}-01`;
  // The 28th plus four days is always in the next month.
  const nextMonth = `${addCalendarDays(`${year}-${month}-28`, 4).slice(0, 7)}-01`;
  return {
    today,
    month: { start: startOfMalaysianDay(monthStart), end: startOfMalaysianDay(nextMonth) },
    year: { start: startOfMalaysianDay(`${year}-01-01`), end: startOfMalaysianDay(`${Number(year) + 1}-01-01`) },
  };
}
