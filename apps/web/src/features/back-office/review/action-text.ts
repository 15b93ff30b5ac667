import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaskEventAction } from '@portal/domain/tasks';

/** The steps of the state machine (and a few of the server's own), in words. */
const ACTION_TEXTS: Record<TaskEventAction, MessageDescriptor> = {
  invite: msg`invited`,
  apply: msg`applied`,
  approveApplication: msg`approved the application`,
  rejectApplication: msg`rejected the application`,
  reapply: msg`applied again`,
  accept: msg`accepted the task`,
  submit: msg`submitted`,
  submitDraft: msg`submitted a draft`,
  approveDraft: msg`approved the draft`,
  rejectDraft: msg`rejected the draft`,
  reject: msg`rejected the submission`,
  approveWithReport: msg`approved, a report to follow`,
  approve: msg`approved`,
  submitReport: msg`sent the report`,
  approveReport: msg`approved the report`,
  startPayout: msg`started the payout`,
  markPaid: msg`marked as paid`,
  payoutSent: msg`told the creator: their payment was sent`,
  payoutUnclaimed: msg`told the creator: their payment was not claimed`,
  payoutReturned: msg`told the creator: their payment came back`,
  expire: msg`expired at the deadline`,
  reverseRejection: msg`reversed the rejection of the submission`,
  reverseDraftRejection: msg`reversed the rejection of the draft`,
  requestExtension: msg`asked for a deadline extension`,
  approveExtension: msg`approved the deadline extension`,
  declineExtension: msg`declined the deadline extension`,
  brandMessage: msg`sent a message`,
  remindDeadline48: msg`reminded the creator: 48 hours to the deadline`,
  remindDeadline24: msg`reminded the creator: 24 hours to the deadline`,
  referralApplied: msg`told the creator: a friend they referred applied`,
  referralCompleted: msg`told the creator: a friend they referred completed the campaign`,
  referralFeeDue: msg`told the creator: their referral fee is due`,
  referralFeePaid: msg`told the creator: their referral fee was paid`,
  referralFeeSent: msg`told the creator: their referral fee was sent`,
  referralFeeUnclaimed: msg`told the creator: their referral fee was not claimed`,
  referralFeeReturned: msg`told the creator: their referral fee came back`,
};

const isKnownAction = (action: string): action is TaskEventAction => action in ACTION_TEXTS;

/** A step of a task's timeline in words ('rejected the submission'); an action this app does not know stays as written. */
export const actionText = (action: string): MessageDescriptor =>
  isKnownAction(action) ? ACTION_TEXTS[action] : { id: action, message: action };
