import { addWorkingDays, calendarDaysBetween, malaysianDateOf, type IsoDate } from '../calendar/index.ts';
import { AWAITING_PAYMENT_STATUSES, isStatusIn } from '../tasks/sub-states.ts';
import type { TaskStatus } from '../tasks/statuses.ts';

/** When a task approved for payment at `approvedAt` must be paid: `paymentDays` Malaysian working days after that day. */
export function paymentDueDate(approvedAt: Date, paymentDays: number): IsoDate {
  return addWorkingDays(malaysianDateOf(approvedAt), paymentDays);
}

/** Where a task's payment stands for the people waiting on it. */
export type PaymentStanding =
  | { kind: 'due'; dueOn: IsoDate }
  | { kind: 'overdue'; dueOn: IsoDate; daysOverdue: number }
  | { kind: 'paid'; paidAt: string; reference: string | null };

/** What a task says about its payment: its status, due date, and the payment once made. */
export interface PaymentFacts {
  status: TaskStatus;
  /** Set when the task was approved for payment (null for tasks approved before due dates). */
  paymentDueOn: IsoDate | null;
  paidAt: string | null;
  paymentReference: string | null;
}

/**
 * A task's payment at `now`: due by its date, overdue (by whole days, in Malaysia) once that day
 * has passed unpaid, or paid. Null when no payment is owed yet, or an old task has no due date.
 */
export function paymentStanding(task: PaymentFacts, now: Date): PaymentStanding | null {
  if (task.status === 'COMPLETED' && task.paidAt) {
    return { kind: 'paid', paidAt: task.paidAt, reference: task.paymentReference };
  }
  if (!isStatusIn(AWAITING_PAYMENT_STATUSES, task.status) || !task.paymentDueOn) return null;
  const daysOverdue = calendarDaysBetween(task.paymentDueOn, malaysianDateOf(now));
  return daysOverdue > 0
    ? { kind: 'overdue', dueOn: task.paymentDueOn, daysOverdue }
    : { kind: 'due', dueOn: task.paymentDueOn };
}
