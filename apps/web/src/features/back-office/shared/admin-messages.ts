import { msg } from '@lingui/core/macro';

/**
 * The back office's messages that reach the screen as English text, for its catalogue: the shared
 * schemas' and server's messages a manager meets. Each is kept under its own English text, which
 * notify() and translateMessage() look up in the language shown (lib/i18n/server-messages.ts does
 * the same for the main catalogue).
 */
export const ADMIN_MESSAGES = [
  msg({ id: 'Please give a reason for the ban', message: 'Please give a reason for the ban' }),
  msg({ id: 'Please give the creator a reason', message: 'Please give the creator a reason' }),
  msg({ id: 'Please enter the campaign title', message: 'Please enter the campaign title' }),
  msg({
    id: 'Enter an https address of an image, or upload one',
    message: 'Enter an https address of an image, or upload one',
  }),
  msg({ id: 'Please choose the task type', message: 'Please choose the task type' }),
  msg({ id: 'Please choose the platform', message: 'Please choose the platform' }),
  msg({ id: 'Please enter the currency (for example RM)', message: 'Please enter the currency (for example RM)' }),
  msg({ id: 'Please enter the incentive, at least 0', message: 'Please enter the incentive, at least 0' }),
  msg({
    id: 'Enter a referral fee of at least 0, or leave it empty',
    message: 'Enter a referral fee of at least 0, or leave it empty',
  }),
  msg({ id: 'Please enter the deadline date and time', message: 'Please enter the deadline date and time' }),
  msg({
    id: 'The deadline must fall between the years 2000 and 2100',
    message: 'The deadline must fall between the years 2000 and 2100',
  }),
  msg({ id: 'Use at most two decimals', message: 'Use at most two decimals' }),
  msg({ id: 'Please enter the question', message: 'Please enter the question' }),
  msg({ id: 'Please enter the option', message: 'Please enter the option' }),
  msg({ id: 'Options cannot contain commas', message: 'Options cannot contain commas' }),
  msg({
    id: 'A multiple-choice question needs at least two options',
    message: 'A multiple-choice question needs at least two options',
  }),
  msg({
    id: 'Enter the full address of the post, starting with https://',
    message: 'Enter the full address of the post, starting with https://',
  }),
  msg({
    id: 'This question has answers and cannot be removed',
    message: 'This question has answers and cannot be removed',
  }),
  msg({ id: 'Campaign is closed', message: 'Campaign is closed' }),
  msg({
    id: 'Another manager saved this campaign while you were editing it',
    message: 'Another manager saved this campaign while you were editing it',
  }),
  msg({ id: 'Duplicate Request', message: 'Duplicate Request' }),
  msg({
    id: 'This extension request has already been decided',
    message: 'This extension request has already been decided',
  }),
  msg({ id: 'No extension request found', message: 'No extension request found' }),
  msg({
    id: 'The task has moved on since this request: it can only be declined',
    message: 'The task has moved on since this request: it can only be declined',
  }),
  msg({ id: 'The new deadline must be in the future', message: 'The new deadline must be in the future' }),
  msg({
    id: 'The new deadline must fall between the years 2000 and 2100',
    message: 'The new deadline must fall between the years 2000 and 2100',
  }),
  msg({
    id: 'The new deadline must be after the current deadline',
    message: 'The new deadline must be after the current deadline',
  }),
  msg({ id: 'Please choose the new deadline', message: 'Please choose the new deadline' }),
  msg({ id: 'Campaign not found', message: 'Campaign not found' }),
  msg({ id: 'Admins cannot be banned', message: 'Admins cannot be banned' }),
  msg({
    id: 'The task is already submitted: its caption can no longer change',
    message: 'The task is already submitted: its caption can no longer change',
  }),
  msg({
    id: 'Check the quotes: a caption that starts with " must end with "',
    message: 'Check the quotes: a caption that starts with " must end with "',
  }),
  msg({ id: 'Please enter the caption', message: 'Please enter the caption' }),
  msg({ id: 'A caption must be at most 2200 characters', message: 'A caption must be at most 2200 characters' }),
  msg({ id: 'Enter a valid e-mail address', message: 'Enter a valid e-mail address' }),
  msg({ id: 'This e-mail address is on more than one line', message: 'This e-mail address is on more than one line' }),
  msg({ id: 'This caption is on more than one line', message: 'This caption is on more than one line' }),
  msg({
    id: 'Another creator of this campaign already has this caption',
    message: 'Another creator of this campaign already has this caption',
  }),
  msg({
    id: 'Another manager changed this caption while you were editing it',
    message: 'Another manager changed this caption while you were editing it',
  }),
  msg({ id: 'No creator has this e-mail address', message: 'No creator has this e-mail address' }),
  msg({ id: 'This creator is not invited to this campaign', message: 'This creator is not invited to this campaign' }),
  msg({
    id: 'Captions are only for Unique Comment campaigns',
    message: 'Captions are only for Unique Comment campaigns',
  }),
  msg({
    id: 'Payment must be due within 1 to 60 working days',
    message: 'Payment must be due within 1 to 60 working days',
  }),
  msg({ id: 'Brand review must take 1 to 30 working days', message: 'Brand review must take 1 to 30 working days' }),
  msg({ id: 'Revisions included must be from 0 to 10', message: 'Revisions included must be from 0 to 10' }),
  msg({ id: 'Please set the creator terms', message: 'Please set the creator terms' }),
  msg({ id: 'Please choose the content usage rights', message: 'Please choose the content usage rights' }),
  msg({ id: 'Task not found', message: 'Task not found' }),
  msg({
    id: 'This rejection is beyond the revisions agreed with the creator: confirm it to send it',
    message: 'This rejection is beyond the revisions agreed with the creator: confirm it to send it',
  }),
  msg({ id: 'The payout has already started', message: 'The payout has already started' }),
  msg({
    id: 'There is no decision of yours to undo on this task',
    message: 'There is no decision of yours to undo on this task',
  }),
  msg({ id: 'Too late to undo: the creator has been told', message: 'Too late to undo: the creator has been told' }),
  // A skipped payout's task status, as the server words it (STATUS_LABELS: the status, then the payment's).
  msg({
    id: 'The task is not waiting for payment ({status}, {payment})',
    message: 'The task is not waiting for payment ({status}, {payment})',
  }),
  msg({
    id: 'The task is not waiting for payment ({status})',
    message: 'The task is not waiting for payment ({status})',
  }),
];
