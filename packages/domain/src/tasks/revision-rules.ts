/**
 * The revision budget's rules and messages, apart from any schema so that the task page showing
 * "Revision 1 of 2" loads no zod.
 */
import type { TaskAction } from './state-machine.ts';

/** The brand's steps that send work back for a revision: a rejected draft or final submission. */
export const REVISION_ACTIONS = ['rejectDraft', 'reject'] as const satisfies readonly TaskAction[];
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

export const isRevisionAction = (action: string): action is RevisionAction =>
  (REVISION_ACTIONS as readonly string[]).includes(action);

/** A task's revisions: how many times its work was rejected so far, against the revisions agreed. */
export interface Revisions {
  used: number;
  included: number;
}

/** Whether the revisions used went beyond those agreed (the last rejection was beyond the budget). */
export const beyondRevisionBudget = (revisions: Revisions): boolean => revisions.used > revisions.included;

/** Whether one more rejection would go beyond the revisions agreed: the rejections so far use them all. */
export const nextRejectionBeyondBudget = (revisions: Revisions): boolean => revisions.used >= revisions.included;

export const REJECTION_BEYOND_BUDGET =
  'This rejection is beyond the revisions agreed with the creator: confirm it to send it';

/**
 * Why a step may not be taken as sent, or null when it may: a rejection beyond the revisions
 * agreed (`revisionsBefore`, counted before it) needs the campaign manager's confirmation.
 */
export function revisionRefusal(action: string, revisionsBefore: Revisions, confirmed: boolean): string | null {
  if (!isRevisionAction(action) || confirmed) return null;
  return nextRejectionBeyondBudget(revisionsBefore) ? REJECTION_BEYOND_BUDGET : null;
}
