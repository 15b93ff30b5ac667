import { describe, expect, it } from 'vitest';
import { malaysianPeriodsOf } from './index.ts';

describe('malaysianPeriodsOf', () => {
  it('takes the month and year Kuala Lumpur is in, not UTC', () => {
    // 31 December 2026, 16:30 UTC is 1 January 2027, 00:30 in Malaysia.
    expect(malaysianPeriodsOf(new Date('2026-12-31T16:30:00Z'))).toEqual({
      today: '2027-01-01',
      month: { start: new Date('2026-12-31T16:00:00Z'), end: new Date('2027-01-31T16:00:00Z') },
      year: { start: new Date('2026-12-31T16:00:00Z'), end: new Date('2027-12-31T16:00:00Z') },
    });
  });

  it('ends February on its last day, leap year or not', () => {
    expect(malaysianPeriodsOf(new Date('2028-02-10T00:00:00Z')).month.end).toEqual(new Date('2028-02-29T16:00:00Z'));
    expect(malaysianPeriodsOf(new Date('2027-02-10T00:00:00Z')).month.end).toEqual(new Date('2027-02-28T16:00:00Z'));
  });
});
