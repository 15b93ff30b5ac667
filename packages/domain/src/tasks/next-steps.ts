import { paymentStanding, type PaymentFacts, type PaymentStanding } from '../terms/payment-due.ts';
import type { Task } from './api.ts';
import { AWAITING_PAYMENT_STATUSES, deadlineRuns, draftStateOf, isStatusIn } from './sub-states.ts';

/** How far ahead the dashboard looks for deadlines: work due within this many hours is due soon. */
export const DUE_SOON_HOURS = 48;

const HOUR = 60 * 60 * 1000;

/** What the task list says about a task that the dashboard's next steps read. */
export type NextStepTask = Pick<
  Task,
  | 'id'
  | 'status'
  | 'taskDeadline'
  | 'draftApproved'
  | 'draftSubmittedAt'
  | 'paymentDueOn'
  | 'paidAt'
  | 'paymentReference'
> & { campaignDetails: Pick<Task['campaignDetails'], 'campaignTitle'> };

/** The kinds of next step, the creator's own moves first, in the order they rank on a tie. */
export const NEXT_STEP_KINDS = ['dueSoon', 'resubmit', 'answerInvite', 'sendReport', 'paymentOnItsWay'] as const;
export type NextStepKind = (typeof NEXT_STEP_KINDS)[number];

interface StepOf {
  taskId: string;
  campaignTitle: string;
}

/**
 * One thing on the dashboard's list: which task, and what waits on it.
 * - `dueSoon`: work accepted and not yet sent (nor a draft waiting for review), due within `DUE_SOON_HOURS`
 *   (`hoursLeft`: the whole hours left, 0 in its last hour);
 * - `resubmit`: a draft or submission the brand rejected, waiting for a resubmit by the task's deadline;
 * - `answerInvite`: an invite (SELECTED) waiting for the creator's answer, with its deadline when it has one;
 * - `sendReport`: approved, and the brand waits for the creator's report;
 * - `paymentOnItsWay`: approved for payment and not paid yet: its payment, and that payment's standing
 *   (due by, or overdue) when it has a due date.
 */
export type NextStep = StepOf &
  (
    | { kind: 'dueSoon'; deadline: string; hoursLeft: number }
    | { kind: 'resubmit'; deadline: string | null }
    | { kind: 'answerInvite'; deadline: string | null }
    | { kind: 'sendReport' }
    | { kind: 'paymentOnItsWay'; processing: boolean; payment: PaymentFacts; standing: PaymentStanding | null }
  );

/** The creator's move on a task at `now`, if one waits on them, or the payment they wait for. */
function stepOf(task: NextStepTask, now: Date): NextStep | null {
  const of: StepOf = { taskId: task.id, campaignTitle: task.campaignDetails.campaignTitle };
  const { status, taskDeadline: deadline } = task;
  switch (status) {
    case 'SELECTED':
      return { ...of, kind: 'answerInvite', deadline };
    case 'REJECTED':
      return { ...of, kind: 'resubmit', deadline };
    case 'APPROVED-PENDING-REPORT':
      return { ...of, kind: 'sendReport' };
  }
  if (isStatusIn(AWAITING_PAYMENT_STATUSES, status)) {
    const payment: PaymentFacts = { status, paymentDueOn: task.paymentDueOn, paidAt: null, paymentReference: null };
    return {
      ...of,
      kind: 'paymentOnItsWay',
      processing: status === 'APPROVED-PROCESSING-PAYMENT',
      payment,
      standing: paymentStanding(payment, now),
    };
  }
  if (deadlineRuns({ status, draft: draftStateOf(task) }) && deadline !== null) {
    const left = Date.parse(deadline) - now.getTime();
    if (left > 0 && left <= DUE_SOON_HOURS * HOUR)
      return { ...of, kind: 'dueSoon', deadline, hoursLeft: Math.floor(left / HOUR) };
  }
  return null;
}

/** When a step is due (ms), for the order: a deadline, or a payment's due date; none last. */
function dueAt(step: NextStep): number {
  if (step.kind === 'paymentOnItsWay') {
    return step.standing && step.standing.kind !== 'paid' ? Date.parse(step.standing.dueOn) : Infinity;
  }
  if (step.kind === 'sendReport' || step.deadline === null) return Infinity;
  return Date.parse(step.deadline);
}

const waitsOnCreator = (step: NextStep) => step.kind !== 'paymentOnItsWay';

/**
 * The dashboard's next steps from the creator's task list at `now`, most urgent first: what waits
 * on the creator (by deadline, the nearest first, then by kind), then the payments on their way (by
 * due date, so an overdue one leads).
 */
export function nextSteps(tasks: readonly NextStepTask[], now: Date): NextStep[] {
  return tasks
    .map((task) => stepOf(task, now))
    .filter((step) => step !== null)
    .sort(
      (a, b) =>
        Number(waitsOnCreator(b)) - Number(waitsOnCreator(a)) ||
        dueAt(a) - dueAt(b) ||
        NEXT_STEP_KINDS.indexOf(a.kind) - NEXT_STEP_KINDS.indexOf(b.kind) ||
        a.campaignTitle.localeCompare(b.campaignTitle),
    );
}
