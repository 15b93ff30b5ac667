import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  availableActions,
  draftStateOf,
  inSubState,
  type Revisions,
  type TaskAction,
  type TaskStatus,
} from '@portal/domain/tasks';
import type { TaskDecision } from './api/decide-task';

/** The task whose decisions are offered, as a queue's item and the task page know it. */
export interface DecisionItem {
  task: {
    id: string;
    status: TaskStatus;
    /** The draft's comment (the approved one after its approval), which approving it starts from. */
    draftComment: string | null;
    /** When a draft was sent: a draft waiting for review takes a draft decision (`draftWasSent`). */
    draftSubmittedAt: string | null;
    /** A draft already approved takes no draft decision. */
    draftApproved: boolean;
    /** When known: the rejections so far against the revisions agreed; one beyond them needs confirming. */
    revisions?: Revisions;
  };
  /** Only a guess at whether a report waits, when `reportWaiting` is not known. */
  campaign: { requiresReport: boolean };
  /**
   * When known: whether a report waits for review (Approve report), else Start payout. It wins
   * over `campaign.requiresReport`, which the campaign's later edits may have changed.
   */
  reportWaiting?: boolean;
}

/** A decision a button offers: taken at once, or after a dialog asking for a remark or a reference. */
export interface Choice {
  /** The button's name, also the dialog's title; its id keys the button. */
  label: MessageDescriptor;
  color?: string;
  variant?: string;
  dialog?: 'rejection' | 'reversal' | 'approveDraft' | 'markPaid';
  /** A rejection of the work (not of an application): it uses one of the revisions agreed. */
  revision?: boolean;
  /** The queue's keyboard shortcut that takes it: `a` approves, `r` rejects (QUEUE_SHORTCUTS). */
  shortcut?: 'approve' | 'reject';
  decide: (input: DialogInput) => TaskDecision;
}

/** What a dialog asks for: a remark or a reference, and the confirmation of a rejection beyond the revisions agreed. */
export interface DialogInput {
  remark: string;
  reference: string;
  beyondBudget?: boolean;
}

/** The decisions a task's status and sub-state offer a campaign manager, each a button. */
export function choicesFor(item: DecisionItem): Choice[] {
  const { task, campaign, reportWaiting } = item;
  const actions = new Set<TaskAction>(availableActions(task.status, 'admin'));
  const draftWaiting = inSubState('draftWaiting', { status: task.status, draft: draftStateOf(task) });
  const reportWaits = reportWaiting ?? campaign.requiresReport;
  const choices: Choice[] = [];
  if (actions.has('approveApplication')) {
    choices.push({
      label: msg`Approve application`,
      shortcut: 'approve',
      decide: () => ({ kind: 'application', decision: { decision: 'approve' } }),
    });
  }
  if (actions.has('rejectApplication')) {
    choices.push({
      label: msg`Reject application`,
      shortcut: 'reject',
      color: 'red',
      variant: 'light',
      dialog: 'rejection',
      decide: ({ remark }) => ({ kind: 'application', decision: { decision: 'reject', remark } }),
    });
  }
  if (actions.has('approveDraft') && draftWaiting) {
    choices.push({
      label: msg`Approve draft`,
      shortcut: 'approve',
      dialog: 'approveDraft',
      decide: ({ remark }) => ({ kind: 'review', action: 'approveDraft', remark }),
    });
  }
  if (actions.has('rejectDraft') && draftWaiting) {
    choices.push({
      label: msg`Reject draft`,
      shortcut: 'reject',
      color: 'red',
      variant: 'light',
      dialog: 'rejection',
      revision: true,
      decide: ({ remark, beyondBudget }) => ({ kind: 'review', action: 'rejectDraft', remark, beyondBudget }),
    });
  }
  if (actions.has('approve') || actions.has('approveWithReport')) {
    choices.push({
      label: campaign.requiresReport ? msg`Approve submission (report next)` : msg`Approve submission`,
      shortcut: 'approve',
      decide: () => ({ kind: 'review', action: campaign.requiresReport ? 'approveWithReport' : 'approve' }),
    });
  }
  if (actions.has('reject')) {
    choices.push({
      label: msg`Reject submission`,
      shortcut: 'reject',
      color: 'red',
      variant: 'light',
      dialog: 'rejection',
      revision: true,
      decide: ({ remark, beyondBudget }) => ({ kind: 'review', action: 'reject', remark, beyondBudget }),
    });
  }
  if (actions.has('approveReport') && reportWaits) {
    choices.push({
      label: msg`Approve report`,
      shortcut: 'approve',
      decide: () => ({ kind: 'review', action: 'approveReport' }),
    });
  }
  if (actions.has('startPayout') && reportWaiting !== true) {
    choices.push({ label: msg`Start payout`, decide: () => ({ kind: 'review', action: 'startPayout' }) });
  }
  const draft = draftStateOf(task);
  const reversal = (action: 'reverseRejection' | 'reverseDraftRejection', label: MessageDescriptor): Choice => ({
    label,
    color: 'orange',
    variant: 'light',
    dialog: 'reversal',
    decide: ({ remark }) => ({ kind: 'review', action, remark }),
  });
  if (actions.has('reverseRejection') && inSubState('submissionRejected', { status: task.status, draft })) {
    choices.push(reversal('reverseRejection', msg`Reverse rejection`));
  }
  if (actions.has('reverseDraftRejection') && inSubState('draftRejected', { status: task.status, draft })) {
    choices.push(reversal('reverseDraftRejection', msg`Reverse draft rejection`));
  }
  if (actions.has('markPaid')) {
    choices.push({
      label: msg`Mark as paid`,
      dialog: 'markPaid',
      decide: ({ reference }) => ({ kind: 'review', action: 'markPaid', reference }),
    });
  }
  return choices;
}
