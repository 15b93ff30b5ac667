import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminErrorCode } from '@portal/domain/errors';

/**
 * The errors of the catalogue that only the back office shows, under `error.{code}`, in its own
 * catalogue (lib/i18n/error-messages.ts has the creators' and every screen's).
 */
export const ADMIN_ERROR_MESSAGES = {
  'campaign-not-found': msg({ id: 'error.campaign-not-found', message: 'Campaign not found' }),
  'campaign-is-closed': msg({ id: 'error.campaign-is-closed', message: 'Campaign is closed' }),
  'campaign-changed': msg({
    id: 'error.campaign-changed',
    message: 'Another manager saved this campaign while you were editing it',
  }),
  'question-has-answers': msg({
    id: 'error.question-has-answers',
    message: 'This question has answers and cannot be removed',
  }),
  'question-not-in-campaign': msg({
    id: 'error.question-not-in-campaign',
    message: 'This screening question is not one of this campaign’s',
  }),
  'payment-terms-fixed': msg({
    id: 'error.payment-terms-fixed',
    message: 'The incentive, currency and report rule cannot change once a creator has accepted the campaign',
  }),
  'campaign-title-required': msg({ id: 'error.campaign-title-required', message: 'Please enter the campaign title' }),
  'brand-logo-url-invalid': msg({
    id: 'error.brand-logo-url-invalid',
    message: 'Enter an https address of an image, or upload one',
  }),
  'task-type-required': msg({ id: 'error.task-type-required', message: 'Please choose the task type' }),
  'platform-required': msg({ id: 'error.platform-required', message: 'Please choose the platform' }),
  'currency-required': msg({ id: 'error.currency-required', message: 'Please enter the currency (for example RM)' }),
  'incentive-required': msg({ id: 'error.incentive-required', message: 'Please enter the incentive, at least 0' }),
  'referral-fee-invalid': msg({
    id: 'error.referral-fee-invalid',
    message: 'Enter a referral fee of at least 0, or leave it empty',
  }),
  'two-decimals-at-most': msg({ id: 'error.two-decimals-at-most', message: 'Use at most two decimals' }),
  'budget-invalid': msg({ id: 'error.budget-invalid', message: 'Enter a budget of more than 0, or leave it empty' }),
  'funds-need-budget': msg({
    id: 'error.funds-need-budget',
    message: 'Set a budget before confirming that its funds are there',
  }),
  'invite-beyond-budget': msg({
    id: 'error.invite-beyond-budget',
    message:
      'These invites take the campaign past its budget: {currency} {spent} already counted and {currency} {invites} more, against {currency} {budget}. Confirm to invite anyway',
  }),
  'application-beyond-budget': msg({
    id: 'error.application-beyond-budget',
    message:
      'Approving this application takes the campaign past its budget: {currency} {spent} already counted and {currency} {invites} more, against {currency} {budget}. Confirm to approve anyway',
  }),
  'deadline-required': msg({ id: 'error.deadline-required', message: 'Please enter the deadline date and time' }),
  'deadline-out-of-range': msg({
    id: 'error.deadline-out-of-range',
    message: 'The deadline must fall between the years {first} and {last}',
  }),
  'post-url-invalid': msg({
    id: 'error.post-url-invalid',
    message: 'Enter the full address of the post, starting with https://',
  }),
  'question-required': msg({ id: 'error.question-required', message: 'Please enter the question' }),
  'option-required': msg({ id: 'error.option-required', message: 'Please enter the option' }),
  'option-has-comma': msg({ id: 'error.option-has-comma', message: 'Options cannot contain commas' }),
  'options-too-few': msg({
    id: 'error.options-too-few',
    message: 'A multiple-choice question needs at least two options',
  }),
  'terms-required': msg({ id: 'error.terms-required', message: 'Please set the creator terms' }),
  'payment-days-out-of-range': msg({
    id: 'error.payment-days-out-of-range',
    message: 'Payment must be due within {min} to {max} working days',
  }),
  'review-days-out-of-range': msg({
    id: 'error.review-days-out-of-range',
    message: 'Brand review must take {min} to {max} working days',
  }),
  'revisions-out-of-range': msg({
    id: 'error.revisions-out-of-range',
    message: 'Revisions included must be from {min} to {max}',
  }),
  'usage-rights-required': msg({
    id: 'error.usage-rights-required',
    message: 'Please choose the content usage rights',
  }),
  'captions-only-unique-comment': msg({
    id: 'error.captions-only-unique-comment',
    message: 'Captions are only for Unique Comment campaigns',
  }),
  'caption-locked': msg({
    id: 'error.caption-locked',
    message: 'The task is already submitted: its caption can no longer change',
  }),
  'caption-changed': msg({
    id: 'error.caption-changed',
    message: 'Another manager changed this caption while you were editing it',
  }),
  'caption-taken': msg({
    id: 'error.caption-taken',
    message: 'Another creator of this campaign already has this caption',
  }),
  'caption-required': msg({ id: 'error.caption-required', message: 'Please enter the caption' }),
  'caption-too-long': msg({ id: 'error.caption-too-long', message: 'A caption must be at most {max} characters' }),
  'caption-lines-required': msg({ id: 'error.caption-lines-required', message: 'Enter at least one line' }),
  'valid-email-required': msg({ id: 'error.valid-email-required', message: 'Enter a valid e-mail address' }),
  'ban-reason-required': msg({ id: 'error.ban-reason-required', message: 'Please give a reason for the ban' }),
  'admins-cannot-be-banned': msg({ id: 'error.admins-cannot-be-banned', message: 'Admins cannot be banned' }),
  'creator-reason-required': msg({ id: 'error.creator-reason-required', message: 'Please give the creator a reason' }),
  'nothing-to-undo': msg({
    id: 'error.nothing-to-undo',
    message: 'There is no decision of yours to undo on this task',
  }),
  'too-late-to-undo': msg({ id: 'error.too-late-to-undo', message: 'Too late to undo: the creator has been told' }),
  'rejection-beyond-budget': msg({
    id: 'error.rejection-beyond-budget',
    message: 'This rejection is beyond the revisions agreed with the creator: confirm it to send it',
  }),
  'approval-needs-report': msg({
    id: 'error.approval-needs-report',
    message: 'This campaign needs a report: approve it with a report (approveWithReport)',
  }),
  'approval-needs-no-report': msg({
    id: 'error.approval-needs-no-report',
    message: 'This campaign needs no report: approve it without one (approve)',
  }),
  'no-report-waiting': msg({ id: 'error.no-report-waiting', message: 'No report is waiting for review' }),
  'report-not-approved': msg({ id: 'error.report-not-approved', message: 'The report has not been approved yet' }),
  'no-payment-details': msg({ id: 'error.no-payment-details', message: 'The creator has no payment details yet' }),
  'payout-already-started': msg({ id: 'error.payout-already-started', message: 'The payout has already started' }),
  'task-not-found': msg({ id: 'error.task-not-found', message: 'Task not found' }),
  'payout-not-due': msg({ id: 'error.payout-not-due', message: 'The task is not waiting for payment ({status})' }),
  'payout-not-due-payment': msg({
    id: 'error.payout-not-due-payment',
    message: 'The task is not waiting for payment ({status}, {payment})',
  }),
  'extension-already-decided': msg({
    id: 'error.extension-already-decided',
    message: 'This extension request has already been decided',
  }),
  'extension-not-found': msg({ id: 'error.extension-not-found', message: 'No extension request found' }),
  'extension-overtaken': msg({
    id: 'error.extension-overtaken',
    message: 'The task has moved on since this request: it can only be declined',
  }),
  'payout-batch-not-found': msg({ id: 'error.payout-batch-not-found', message: 'Payout batch not found' }),
  'payout-rail-not-set-up': msg({
    id: 'error.payout-rail-not-set-up',
    message: 'This portal is not set up to pay this way yet (docs/payouts.md)',
  }),
  'payout-batch-already-sent': msg({
    id: 'error.payout-batch-already-sent',
    message: 'This batch has already been sent',
  }),
  'payout-batch-being-sent': msg({
    id: 'error.payout-batch-being-sent',
    message: 'This batch is being sent: wait a moment and refresh',
  }),
  'payout-batch-not-sent': msg({ id: 'error.payout-batch-not-sent', message: 'This batch has not been sent yet' }),
  'payout-file-not-downloaded': msg({
    id: 'error.payout-file-not-downloaded',
    message: 'Download the bank file and upload it to the bank first',
  }),
  'payout-file-changed': msg({
    id: 'error.payout-file-changed',
    message:
      'Payout details changed after the file was downloaded: download the file again and upload that one instead',
  }),
  'payout-reference-required': msg({
    id: 'error.payout-reference-required',
    message: 'Please enter the reference of the transfer',
  }),
  'payout-rail-unavailable': msg({
    id: 'error.payout-rail-unavailable',
    message: 'The payment service did not answer: nothing was sent. Try again in a few minutes',
  }),
  'read-reason-required': msg({
    id: 'error.read-reason-required',
    message: 'Please say why you need to see this number',
  }),
  'personal-data-not-given': msg({
    id: 'error.personal-data-not-given',
    message: 'The creator has not given this number',
  }),
  'erase-reason-required': msg({
    id: 'error.erase-reason-required',
    message: 'Please give the reason for erasing this account',
  }),
  'admins-cannot-be-erased': msg({ id: 'error.admins-cannot-be-erased', message: 'Admin accounts cannot be erased' }),
  'account-already-erased': msg({
    id: 'error.account-already-erased',
    message: 'This account has already been erased',
  }),
  'approval-not-due': msg({
    id: 'error.approval-not-due',
    message: 'The task is not waiting for this approval ({status})',
  }),
  'rating-out-of-range': msg({ id: 'error.rating-out-of-range', message: 'Please choose a rating from 1 to 5 stars' }),
  'task-not-rateable': msg({ id: 'error.task-not-rateable', message: 'Only approved work can be rated' }),
} satisfies Record<AdminErrorCode, MessageDescriptor>;
