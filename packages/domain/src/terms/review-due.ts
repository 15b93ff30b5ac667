import { addWorkingDays, calendarDaysBetween, malaysianDateOf, type IsoDate } from '../calendar/index.ts';

/**
 * When work sent to the brand at `sentAt` (a draft, a final submission or a report) must be
 * reviewed by: `reviewDays` Malaysian working days after the day it was sent.
 */
export function reviewDueDate(sentAt: Date, reviewDays: number): IsoDate {
  return addWorkingDays(malaysianDateOf(sentAt), reviewDays);
}

/**
 * Working days the brand has past its review promise before a campaign that approves late reviews
 * automatically approves the work for it.
 */
export const AUTO_APPROVAL_GRACE_DAYS = 2;

/**
 * The last day (in Malaysia) the brand may still review work sent at `sentAt` under a promise of
 * `reviewDays` working days, when its campaign approves late reviews automatically: two working
 * days after the review due date. Once this day has passed unreviewed, the work is approved.
 */
export function autoApprovalDate(sentAt: Date, reviewDays: number): IsoDate {
  return addWorkingDays(reviewDueDate(sentAt, reviewDays), AUTO_APPROVAL_GRACE_DAYS);
}

/** Whether, at `now`, work sent at `sentAt` and still unreviewed is to be approved automatically. */
export function isAutoApprovalDue(sentAt: Date, reviewDays: number, now: Date): boolean {
  return calendarDaysBetween(autoApprovalDate(sentAt, reviewDays), malaysianDateOf(now)) > 0;
}

/** Where the brand's review of waiting work stands at a moment. */
export interface ReviewStanding {
  /** The date ('YYYY-MM-DD', in Malaysia) the review is promised by. */
  dueOn: IsoDate;
  /** Whole days (in Malaysia) since the work was sent: 0 on the day itself. */
  waitingDays: number;
  /** Whole days past `dueOn` (0 while the promise holds). */
  daysOverdue: number;
  /** Whether the promised day has passed without a review. */
  overdue: boolean;
}

/** The review of work sent at `sentAt` under a promise of `reviewDays` working days, at `now`. */
export function reviewStanding(sentAt: Date, reviewDays: number, now: Date): ReviewStanding {
  const dueOn = reviewDueDate(sentAt, reviewDays);
  const today = malaysianDateOf(now);
  const daysOverdue = Math.max(0, calendarDaysBetween(dueOn, today));
  return {
    dueOn,
    waitingDays: Math.max(0, calendarDaysBetween(malaysianDateOf(sentAt), today)),
    daysOverdue,
    overdue: daysOverdue > 0,
  };
}
