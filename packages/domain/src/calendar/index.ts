import { MALAYSIAN_PUBLIC_HOLIDAYS } from './holidays.ts';

export { HOLIDAYS_LISTED_THROUGH, MALAYSIAN_PUBLIC_HOLIDAYS } from './holidays.ts';

/** A calendar date with no time or zone, as 'YYYY-MM-DD'. */
export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Malaysia keeps UTC+8 all year (no daylight saving). */
const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

const toUtcMidnight = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`);
const fromUtcMidnight = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** The date it is in Malaysia at `instant`: the portal's days (due dates, overdue) are Malaysian days. */
export function malaysianDateOf(instant: Date): IsoDate {
  return fromUtcMidnight(instant.getTime() + MALAYSIA_OFFSET_MS);
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMidnight(toUtcMidnight(date) + days * DAY_MS);
}

/** How many calendar days `to` is after `from` (negative when before). */
export function calendarDaysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

/** Whether `date` is a working day: Monday to Friday, and not one of `holidays`. */
export function isWorkingDay(date: IsoDate, holidays: readonly IsoDate[] = MALAYSIAN_PUBLIC_HOLIDAYS): boolean {
  const weekday = new Date(toUtcMidnight(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.includes(date);
}

/**
 * The date `days` working days after `date` (which itself does not count): Friday plus one
 * working day is the next Monday, unless that Monday is a holiday. Zero days is `date` itself.
 */
export function addWorkingDays(
  date: IsoDate,
  days: number,
  holidays: readonly IsoDate[] = MALAYSIAN_PUBLIC_HOLIDAYS,
): IsoDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`working days must be a whole number ≥ 0: ${days}`);
  let current = date;
  for (let left = days; left > 0;) {
    current = addCalendarDays(current, 1);
    if (isWorkingDay(current, holidays)) left -= 1;
  }
  return current;
}
