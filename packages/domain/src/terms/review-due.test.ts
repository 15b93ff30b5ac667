import { describe, expect, it } from 'vitest';
import { autoApprovalDate, isAutoApprovalDue, reviewDueDate, reviewStanding } from './review-due.ts';

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

describe('automatic approval of late reviews', () => {
  it('falls two Malaysian working days after the review due date', () => {
    // Sent Monday 7 Dec 2026, 3 working days: due Thursday 10 Dec; two more working days skip the weekend.
    expect(autoApprovalDate(new Date('2026-12-07T02:00:00Z'), 3)).toBe('2026-12-14');
    // Due Wednesday 23 Dec: Christmas Day (Friday) and the weekend do not count.
    expect(autoApprovalDate(new Date('2026-12-21T02:00:00Z'), 2)).toBe('2026-12-28');
    // Due Friday 6 Nov: Monday 9 Nov is Deepavali's holiday in place of Sunday.
    expect(autoApprovalDate(new Date('2026-11-04T02:00:00Z'), 2)).toBe('2026-11-11');
    // 20:00 UTC on Sunday 6 Dec is already Monday 7 Dec in Malaysia.
    expect(autoApprovalDate(new Date('2026-12-06T20:00:00Z'), 3)).toBe('2026-12-14');
  });

  it('is due only once the last day of grace has passed in Malaysia', () => {
    const sent = new Date('2026-12-07T02:00:00Z');
    // One working day past the promise (Friday 11 Dec), and the weekend after it: not yet.
    expect(isAutoApprovalDue(sent, 3, new Date('2026-12-11T10:00:00Z'))).toBe(false);
    expect(isAutoApprovalDue(sent, 3, new Date('2026-12-13T10:00:00Z'))).toBe(false);
    // Monday 14 Dec is the last day of grace, to its Malaysian midnight (16:00 UTC).
    expect(isAutoApprovalDue(sent, 3, new Date('2026-12-14T15:59:00Z'))).toBe(false);
    expect(isAutoApprovalDue(sent, 3, new Date('2026-12-14T16:00:00Z'))).toBe(true);
    expect(isAutoApprovalDue(sent, 3, new Date('2027-03-01T00:00:00Z'))).toBe(true);
  });
});
