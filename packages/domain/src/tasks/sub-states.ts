import { TRANSITIONS, type TaskAction } from './state-machine.ts';
import type { TaskStatus } from './statuses.ts';

/** Statuses of a task nobody has accepted yet: an invite, an application, a rejected application. */
export const BEFORE_ACCEPTANCE_STATUSES = [
  'SELECTED',
  'APPLIED',
  'APPLICATION-REJECTED',
] as const satisfies readonly TaskStatus[];

/**
 * Statuses of a task whose agreed terms have lapsed: a rejected application. Such a task shows
 * its campaign's current terms, and reapplying agrees to those anew (recorded in its timeline).
 */
export const LAPSED_TERMS_STATUSES = TRANSITIONS.reapply.from;

/** Statuses of an approved task on its way to being paid, or paid. */
export const AT_PAYMENT_STATUSES = [
  'APPROVED-PENDING-PAYMENT',
  'APPROVED-PROCESSING-PAYMENT',
  'COMPLETED',
] as const satisfies readonly TaskStatus[];

/** Statuses of a task whose work the brand approved: its report to come, its payment, or paid. */
export const APPROVED_STATUSES = [
  'APPROVED-PENDING-REPORT',
  ...AT_PAYMENT_STATUSES,
] as const satisfies readonly TaskStatus[];

/** Statuses of a task whose payment was made: the tasks of the creator's Payment History (SPEC §4). */
export const PAID_STATUSES = ['COMPLETED'] as const satisfies readonly TaskStatus[];

/** Statuses of a task approved for payment and not paid yet: its payment due date runs. */
export const AWAITING_PAYMENT_STATUSES = [
  'APPROVED-PENDING-PAYMENT',
  'APPROVED-PROCESSING-PAYMENT',
] as const satisfies readonly TaskStatus[];

/**
 * The steps that approve a task for payment: they move it into APPROVED-PENDING-PAYMENT from
 * another status, and set its payment due date.
 */
export const APPROVED_FOR_PAYMENT_ACTIONS: readonly TaskAction[] = (Object.keys(TRANSITIONS) as TaskAction[]).filter(
  (action) => {
    const { from, to } = TRANSITIONS[action];
    return to === 'APPROVED-PENDING-PAYMENT' && from !== null && !from.some((status) => status === to);
  },
);

/**
 * Statuses in which a campaign manager may still set a task's unique caption: before the creator
 * accepts, and while the final submission is still to be sent (or sent again after a rejection).
 * Once a submission is under review, approved or paid, the caption it was checked against stays.
 */
export const CAPTION_EDITABLE_STATUSES = [
  ...BEFORE_ACCEPTANCE_STATUSES,
  ...TRANSITIONS.submit.from,
] as const satisfies readonly TaskStatus[];

/** Statuses whose deadline runs: those the deadline sweep expires. */
export const DEADLINE_RUNNING_STATUSES = TRANSITIONS.expire.from;

/** SPEC §2 task cards: the statuses whose card links to the referral status (when a fee exists). */
export const REFERRAL_STATUS_STATUSES = [
  'APPLIED',
  'PENDING-CHECKING',
  'APPROVED-PENDING-PAYMENT',
  'APPROVED-PROCESSING-PAYMENT',
  'COMPLETED',
] as const satisfies readonly TaskStatus[];

/** Whether `status` is one of `statuses` (a named set above, or a transition's `from`). */
export const isStatusIn = (statuses: readonly TaskStatus[], status: TaskStatus): boolean => statuses.includes(status);

/**
 * Whether the creator sees the caption assigned to their task: from acceptance on; an invite's or
 * an application's stays with the manager (the server leaves it out of the task before then).
 */
export const showsAssignedCaption = (status: TaskStatus): boolean => !isStatusIn(BEFORE_ACCEPTANCE_STATUSES, status);

/** Where a task's draft stands: none sent, sent (waiting, or rejected with the task), or approved. */
export const DRAFT_STATES = ['none', 'sent', 'approved'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/**
 * Where a task's report stands: its latest report waits for review or was approved; or it sent
 * none, and one is owed when its campaign needs a report.
 */
export const REPORT_STATES = ['waiting', 'approved', 'owed', 'notOwed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** What tells a task's sub-states apart, beyond its status. */
export interface TaskFacts {
  status: TaskStatus;
  draft: DraftState;
  report: ReportState;
}

type FactName = Exclude<keyof TaskFacts, 'status'>;

/** A sub-state: one of `statuses`, with each fact named one of its listed values. */
export type SubState = { statuses: readonly TaskStatus[] } & { [F in FactName]?: readonly TaskFacts[F][] };

/**
 * The sub-states both apps tell apart, as data: the server builds its SQL from them and the web
 * app asks `inSubState`, so the two never disagree.
 */
export const SUB_STATES = {
  /** The final submission was sent and waits for the brand's review. */
  submissionWaiting: { statuses: ['PENDING-CHECKING'] },
  /** A draft was sent and waits for the brand's review: the task stays ACCEPTED and does not expire. */
  draftWaiting: { statuses: ['ACCEPTED'], draft: ['sent'] },
  /** The latest report waits for the brand's review; the payout waits for it. */
  reportWaiting: { statuses: ['APPROVED-PENDING-PAYMENT'], report: ['waiting'] },
  /** Nothing about the report holds the payout up: it was approved, or none is owed. */
  readyToPay: { statuses: ['APPROVED-PENDING-PAYMENT'], report: ['approved', 'notOwed'] },
  /** The draft was rejected (none approved yet): reversing it puts the draft back under review. */
  draftRejected: { statuses: ['REJECTED'], draft: ['sent'] },
  /** The final submission was rejected: reversing it puts the submission back under review. */
  submissionRejected: { statuses: ['REJECTED'], draft: ['none', 'approved'] },
} as const satisfies Record<string, SubState>;

export type SubStateName = keyof typeof SUB_STATES;

/** The facts sub-state `N` looks at: its status and the facts it names. */
export type FactsOf<N extends SubStateName> = Pick<TaskFacts, 'status' | (keyof (typeof SUB_STATES)[N] & FactName)>;

/** Whether a task with these facts is in sub-state `name`. */
export function inSubState<N extends SubStateName>(name: N, facts: FactsOf<N>): boolean {
  const subState: SubState = SUB_STATES[name];
  if (!subState.statuses.includes(facts.status)) return false;
  const known = facts as Partial<TaskFacts>;
  const draftOk = !subState.draft || (known.draft !== undefined && subState.draft.includes(known.draft));
  const reportOk = !subState.report || (known.report !== undefined && subState.report.includes(known.report));
  return draftOk && reportOk;
}

/**
 * When a task's deadline runs: in a status the deadline sweep expires (`DEADLINE_RUNNING_STATUSES`),
 * unless the task is in sub-state `unless` (a draft waiting for the brand's review: the brand's turn).
 * The tasks the expiry sweep expires, the deadline reminders remind of, and the dashboard says are due soon.
 */
export const DEADLINE_RUNS = {
  statuses: DEADLINE_RUNNING_STATUSES,
  unless: 'draftWaiting',
} as const satisfies { statuses: readonly TaskStatus[]; unless: SubStateName };

/** Whether the deadline of a task with these facts runs (`DEADLINE_RUNS`). */
export function deadlineRuns(facts: FactsOf<typeof DEADLINE_RUNS.unless>): boolean {
  return isStatusIn(DEADLINE_RUNS.statuses, facts.status) && !inSubState(DEADLINE_RUNS.unless, facts);
}

/** What tells whether a task's creator sent a draft: when they sent it (ISO), null when they never did. */
export interface DraftSent {
  draftSubmittedAt: string | null;
}

/**
 * Whether a draft was sent on the task: its sent time is set (the SQL reads `draft_submitted_at`
 * the same way). Not its comment, which the brand's approved version may replace.
 */
export const draftWasSent = (task: DraftSent): boolean => task.draftSubmittedAt !== null;

/** A task's draft as the API shows it: approved, else sent or not (`draftWasSent`). */
export function draftStateOf(task: DraftSent & { draftApproved: boolean }): DraftState {
  if (task.draftApproved) return 'approved';
  return draftWasSent(task) ? 'sent' : 'none';
}

/** A task's report, from the reports it sent (any order) and whether its campaign needs one. */
export function reportStateOf(
  reports: readonly { createdAt: string; reviewedAt: string | null }[],
  requiresReport: boolean,
): ReportState {
  const latest = reports.reduce<(typeof reports)[number] | undefined>(
    (found, report) => (found && found.createdAt >= report.createdAt ? found : report),
    undefined,
  );
  if (latest) return latest.reviewedAt === null ? 'waiting' : 'approved';
  return requiresReport ? 'owed' : 'notOwed';
}

/**
 * The back office's review and payout steps: every admin move of an accepted task. Application
 * decisions have their own call.
 */
type ReviewActionOf<A extends TaskAction> = (typeof TRANSITIONS)[A] extends {
  actor: 'admin';
  from: readonly (infer From)[];
}
  ? [From] extends [(typeof BEFORE_ACCEPTANCE_STATUSES)[number]]
    ? never
    : A
  : never;
export type ReviewAction = { [A in TaskAction]: ReviewActionOf<A> }[TaskAction];

const isReviewAction = (action: TaskAction): action is ReviewAction => {
  const { actor, from } = TRANSITIONS[action];
  return actor === 'admin' && from !== null && !from.every((status) => isStatusIn(BEFORE_ACCEPTANCE_STATUSES, status));
};

export const REVIEW_ACTIONS: readonly ReviewAction[] = (Object.keys(TRANSITIONS) as TaskAction[]).filter(
  isReviewAction,
);
