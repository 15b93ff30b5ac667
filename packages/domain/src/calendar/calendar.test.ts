import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  calendarDaysBetween,
  isWorkingDay,
  malaysianDateOf,
  HOLIDAYS_LISTED_THROUGH,
  MALAYSIAN_PUBLIC_HOLIDAYS,
} from './index.ts';

describe('working days', () => {
  it('counts Monday to Friday only: Friday plus one working day is the next Monday', () => {
    expect(addWorkingDays('2026-10-02', 1, [])).toBe('2026-10-05');
    expect(addWorkingDays('2026-10-05', 4, [])).toBe('2026-10-09');
    expect(addWorkingDays('2026-10-05', 5, [])).toBe('2026-10-12');
  });

  it('starts counting the day after, from a weekend too, and zero days is the day itself', () => {
    expect(addWorkingDays('2026-10-03', 1, [])).toBe('2026-10-05');
    expect(addWorkingDays('2026-10-04', 0, [])).toBe('2026-10-04');
  });

  it('skips the public holidays it is given', () => {
    // Tuesday 15 September 2026 plus one: Malaysia Day (Wednesday 16th) is skipped.
    expect(addWorkingDays('2026-09-15', 1)).toBe('2026-09-17');
    // Friday 29 May 2026: Monday 1 June (Agong's Birthday) and Tuesday 2 June (Wesak in lieu) are holidays.
    expect(addWorkingDays('2026-05-29', 1)).toBe('2026-06-03');
    expect(addWorkingDays('2026-05-29', 1, [])).toBe('2026-06-01');
  });

  it('crosses the year end: Christmas, the weekend and the new year', () => {
    // Thursday 24 December 2026: Christmas Friday, then the weekend; New Year's Day is a state holiday only.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addWorkingDays('2026-12-24', 14)).toBe('2027-01-14');
    // Chinese New Year 2027 falls on a weekend; its Monday in lieu is no working day.
    expect(addWorkingDays('2027-02-05', 1)).toBe('2027-02-09');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addWorkingDays('2026-10-05', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-10-05', 1.5)).toThrow(RangeError);
  });

  it('knows weekends and holidays are no working days', () => {
    expect(isWorkingDay('2026-10-10')).toBe(false);
    expect(isWorkingDay('2026-08-31')).toBe(false);
    expect(isWorkingDay('2026-09-01')).toBe(true);
  });

  it("lists next year's holidays from the first day of this one", () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(
      HOLIDAYS_LISTED_THROUGH,
      `add ${nextYear}'s gazetted holidays to calendar/holidays.ts: due dates would count them as working days`,
    ).toBeGreaterThanOrEqual(nextYear);
  });

  it('keeps each year 2025 to 2027 as sorted, valid dates', () => {
    for (const year of ['2025', '2026', '2027']) {
      expect(MALAYSIAN_PUBLIC_HOLIDAYS.filter((date) => date.startsWith(year)).length).toBeGreaterThanOrEqual(12);
    }
    expect([...MALAYSIAN_PUBLIC_HOLIDAYS].sort()).toEqual(MALAYSIAN_PUBLIC_HOLIDAYS);
    for (const date of MALAYSIAN_PUBLIC_HOLIDAYS) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  });
});

describe('Malaysian days', () => {
  it('reads an instant as the date it is in Malaysia (UTC+8)', () => {
    expect(malaysianDateOf(new Date('2026-12-10T15:59:59Z'))).toBe('2026-12-10');
    expect(malaysianDateOf(new Date('2026-12-10T16:00:00Z'))).toBe('2026-12-11');
  });

  it('counts calendar days between two dates, across a month end', () => {
    expect(calendarDaysBetween('2026-11-29', '2026-12-02')).toBe(3);
    expect(calendarDaysBetween('2026-12-02', '2026-11-29')).toBe(-3);
  });
});
