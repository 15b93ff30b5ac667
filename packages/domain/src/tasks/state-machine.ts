import type { TaskStatus } from './statuses.ts';

export type TaskActor = 'influencer' | 'admin' | 'server';

export interface Transition {
  from: readonly TaskStatus[] | null;
  to: TaskStatus;
  actor: TaskActor;
}

/**
 * Every status change a task may make (DESIGN.md §3), as data: the server allows only these,
 * each as one conditional update from one of `from`; the web app asks it which actions to show.
 * `from: null` creates the task. Draft review keeps the task ACCEPTED and is told apart by its
 * draft flags, which the service checks.
 */
export const TRANSITIONS = {
  invite: { from: null, to: 'SELECTED', actor: 'admin' },
  apply: { from: null, to: 'APPLIED', actor: 'influencer' },
  approveApplication: { from: ['APPLIED'], to: 'SELECTED', actor: 'admin' },
  rejectApplication: { from: ['APPLIED'], to: 'APPLICATION-REJECTED', actor: 'admin' },
  reapply: { from: ['APPLICATION-REJECTED'], to: 'APPLIED', actor: 'influencer' },
  accept: { from: ['SELECTED'], to: 'ACCEPTED', actor: 'influencer' },
  submit: { from: ['ACCEPTED', 'REJECTED', 'EXPIRED'], to: 'PENDING-CHECKING', actor: 'influencer' },
  // A draft rejected by the brand comes back as REJECTED with the draft form shown again. A task
  // that expired before its draft was approved may still send one (SPEC §4 lets EXPIRED submit).
  submitDraft: { from: ['ACCEPTED', 'REJECTED', 'EXPIRED'], to: 'ACCEPTED', actor: 'influencer' },
  approveDraft: { from: ['ACCEPTED'], to: 'ACCEPTED', actor: 'admin' },
  rejectDraft: { from: ['ACCEPTED'], to: 'REJECTED', actor: 'admin' },
  reject: { from: ['PENDING-CHECKING'], to: 'REJECTED', actor: 'admin' },
  approveWithReport: { from: ['PENDING-CHECKING'], to: 'APPROVED-PENDING-REPORT', actor: 'admin' },
  approve: { from: ['PENDING-CHECKING'], to: 'APPROVED-PENDING-PAYMENT', actor: 'admin' },
  submitReport: { from: ['APPROVED-PENDING-REPORT'], to: 'APPROVED-PENDING-PAYMENT', actor: 'influencer' },
  // The brand checks the report; the payout waits for it (the service checks a report waits).
  approveReport: { from: ['APPROVED-PENDING-PAYMENT'], to: 'APPROVED-PENDING-PAYMENT', actor: 'admin' },
  startPayout: { from: ['APPROVED-PENDING-PAYMENT'], to: 'APPROVED-PROCESSING-PAYMENT', actor: 'admin' },
  markPaid: { from: ['APPROVED-PROCESSING-PAYMENT'], to: 'COMPLETED', actor: 'admin' },
  expire: { from: ['ACCEPTED', 'REJECTED'], to: 'EXPIRED', actor: 'server' },
  // A rejection sent in error is reversed with a reason: the work waits for review again and the
  // revision it used is given back. Which one applies is told by the draft (sub-states
  // draftRejected and submissionRejected).
  reverseRejection: { from: ['REJECTED'], to: 'PENDING-CHECKING', actor: 'admin' },
  reverseDraftRejection: { from: ['REJECTED'], to: 'ACCEPTED', actor: 'admin' },
} as const satisfies Record<string, Transition>;

export type TaskAction = keyof typeof TRANSITIONS;

/**
 * The campaign manager's decisions that may be undone for UNDO_WINDOW_SECONDS after they are taken:
 * the creator is told of one only once its window has passed (the outbox waits for it). Undoing
 * moves the task back from the action's `to` to the status it left, one of the action's `from`.
 */
export const UNDOABLE_ACTIONS = [
  'approveApplication',
  'rejectApplication',
  'approveDraft',
  'rejectDraft',
  'reject',
  'approve',
  'approveWithReport',
  'reverseRejection',
  'reverseDraftRejection',
] as const satisfies readonly TaskAction[];
export type UndoableAction = (typeof UNDOABLE_ACTIONS)[number];

export const isUndoableAction = (action: string): action is UndoableAction =>
  (UNDOABLE_ACTIONS as readonly string[]).includes(action);

/** How long a decision may be undone by default, in seconds (the server's DECISION_UNDO_SECONDS sets it). */
export const UNDO_WINDOW_SECONDS = 10;

/** The steps that reverse a rejection: each gives back the revision the rejection used. */
export const REVERSAL_ACTIONS = ['reverseRejection', 'reverseDraftRejection'] as const satisfies readonly TaskAction[];

/**
 * The brand's approvals the server takes for it (actor 'server') when the campaign approves late
 * reviews automatically: a draft, or a final submission (with a report to follow when the campaign
 * needs one). Reports are never approved automatically. A timeline entry of one of these actions
 * by the server is such an automatic approval.
 */
export const AUTO_APPROVAL_ACTIONS = [
  'approveDraft',
  'approve',
  'approveWithReport',
] as const satisfies readonly TaskAction[];
export type AutoApprovalAction = (typeof AUTO_APPROVAL_ACTIONS)[number];

/** Whether a timeline entry (its actor and action) is an approval the server made because a review was late. */
export const isAutoApproval = (event: { actor: TaskActor; action: string | null }): boolean =>
  event.actor === 'server' && AUTO_APPROVAL_ACTIONS.some((action) => action === event.action);

/**
 * The steps of a deadline extension (DESIGN.md §8): a creator asks for a later deadline, a campaign
 * manager approves (moving the task's own deadline, never the campaign's) or declines it. They keep
 * the task's status, except that an approval takes an EXPIRED task back to the status it expired
 * from (`statusAfterExtension`). A creator may ask while the deadline runs, and for a while after
 * it expired (`extensionRefusal`).
 */
export const EXTENSION_STEPS = {
  requestExtension: { from: [...TRANSITIONS.expire.from, TRANSITIONS.expire.to], actor: 'influencer' },
  approveExtension: { actor: 'admin' },
  declineExtension: { actor: 'admin' },
} as const satisfies Record<string, { from?: readonly TaskStatus[]; actor: TaskActor }>;

export type ExtensionAction = keyof typeof EXTENSION_STEPS;

/**
 * A campaign manager's message to the creator, recorded in `task_events` (the outbox) only for
 * its e-mail: the task's thread shows the message itself, keeping its status.
 */
export const BRAND_MESSAGE_EVENT = 'brandMessage';

/**
 * The reminders that a task's deadline is near, recorded in `task_events` (the outbox) once each,
 * 48 and 24 hours before it, while nothing has been submitted; the task keeps its status.
 */
export const DEADLINE_REMINDER_EVENTS = ['remindDeadline48', 'remindDeadline24'] as const;
export type DeadlineReminderEvent = (typeof DEADLINE_REMINDER_EVENTS)[number];

/**
 * The steps of a friend the creator referred to the campaign (DESIGN.md §3): the friend applied,
 * completed their task (approved for payment), the referral fee fell due (the friend was paid),
 * and the fee was paid, or its payout line was sent, left unclaimed or came back. Recorded in
 * `task_events` (the outbox) on the referrer's own task in the campaign, which keeps its status.
 */
export const REFERRAL_EVENTS = [
  'referralApplied',
  'referralCompleted',
  'referralFeeDue',
  'referralFeePaid',
  'referralFeeSent',
  'referralFeeUnclaimed',
  'referralFeeReturned',
] as const;
export type ReferralEvent = (typeof REFERRAL_EVENTS)[number];

/**
 * The steps of a task's payout on its rail, recorded in `task_events` (the outbox) as the payout
 * line moves, the task keeping its status: the rail has the payment, nobody claimed it (PayPal,
 * sent to an e-mail with no account yet), or it came back (returned or failed), the rail's reason
 * as the remark. Paid is the `markPaid` step. A referral fee's line tells the same steps as
 * `referralFeeSent`, `referralFeeUnclaimed` and `referralFeeReturned`.
 */
export const PAYOUT_EVENTS = ['payoutSent', 'payoutUnclaimed', 'payoutReturned'] as const;
export type PayoutEvent = (typeof PAYOUT_EVENTS)[number];

/**
 * What a `task_events` row records: a status change, a step of a deadline extension, a brand's
 * message, a deadline reminder, a referred friend's step, or a payout's step on its rail.
 */
export type TaskEventAction =
  TaskAction | ExtensionAction | typeof BRAND_MESSAGE_EVENT | DeadlineReminderEvent | ReferralEvent | PayoutEvent;

/** Whether `action` may be taken on a task in `status` (null: the task does not exist yet). */
export function canTransition(action: TaskAction, status: TaskStatus | null): boolean {
  const { from } = TRANSITIONS[action] as Transition;
  if (from === null) return status === null;
  return status !== null && from.includes(status);
}

/** The actions an actor may take on a task in `status`, for the screens to offer. */
export function availableActions(status: TaskStatus, actor: TaskActor): TaskAction[] {
  return (Object.keys(TRANSITIONS) as TaskAction[]).filter(
    (action) => TRANSITIONS[action].actor === actor && canTransition(action, status),
  );
}
