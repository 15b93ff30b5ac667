import { describe, expect, it } from 'vitest';
import { reviewDueDate, reviewStanding } from './review-due.ts';

describe('review due dates', () => {
  it('falls the review days in Malaysian working days after the day the work was sent', () => {
    // Thursday 10 Dec 2026 (Malaysia): 3 working days skip the weekend.
    expect(reviewDueDate(new Date('2026-12-10T09:00:00Z'), 3)).toBe('2026-12-15');
    // 17:00 UTC is already Friday 11 Dec in Malaysia.
    expect(reviewDueDate(new Date('2026-12-10T17:00:00Z'), 3)).toBe('2026-12-16');
    // Christmas Day (a Friday) is not a working day.
    expect(reviewDueDate(new Date('2026-12-23T03:00:00Z'), 2)).toBe('2026-12-28');
  });

  it('is on time through the promised day, overdue from the day after', () => {
    const sent = new Date('2026-12-10T09:00:00Z');
    expect(reviewStanding(sent, 3, new Date('2026-12-10T10:00:00Z'))).toEqual({
      dueOn: '2026-12-15',
      waitingDays: 0,
      daysOverdue: 0,
      overdue: false,
    });
    expect(reviewStanding(sent, 3, new Date('2026-12-15T15:00:00Z'))).toMatchObject({
      waitingDays: 5,
      overdue: false,
    });
    expect(reviewStanding(sent, 3, new Date('2026-12-17T02:00:00Z'))).toEqual({
      dueOn: '2026-12-15',
      waitingDays: 7,
      daysOverdue: 2,
      overdue: true,
    });
  });
});
