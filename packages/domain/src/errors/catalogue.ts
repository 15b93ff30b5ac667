// The English of every error the API answers, by its stable code. The English is SPEC's wording;
// texts that zod-free modules also show (the task pages load no zod) stay in those modules and are
// named here, every other text is written here and read by the schemas and the server.
import { USER_NOT_FOUND_MESSAGE, bannedMessage } from '../auth/refusals.ts';
import { DUPLICATE_REQUEST_MESSAGE, USER_BANNED_MESSAGE } from '../api/constants.ts';
import { PLATFORM_LABELS, type SocialLinkPlatform } from '../profile/choices.ts';
import { STALE_FOLLOWERS_WARNING } from '../profile/staleness.ts';
import {
  EXTENSION_ALREADY_DECIDED,
  EXTENSION_ALREADY_PENDING,
  EXTENSION_NOT_AVAILABLE,
  EXTENSION_NOT_FOUND,
  EXTENSION_OVERTAKEN,
  NEW_DEADLINE_IN_PAST,
  NEW_DEADLINE_NOT_LATER,
  NEW_DEADLINE_REQUIRED,
  extensionWindowClosed,
  newDeadlineOutOfRange,
} from '../tasks/extension-rules.ts';
import { REJECTION_BEYOND_BUDGET } from '../tasks/revision-rules.ts';
import { CAMPAIGN_CLOSED_TO_CREATORS, MISSING_SCREENING_ANSWERS, NO_CAMPAIGN_FOUND } from '../tasks/refusals.ts';
import { STATUS_LABELS, type TaskStatus } from '../tasks/statuses.ts';
import { SUBMISSION_MESSAGES } from '../tasks/submission-rules.ts';
import { TERMS_CHANGED_MESSAGE } from '../terms/rules.ts';
import { refusedFileMessage } from '../uploads/policy.ts';
import { FIELD_LABELS, type FieldName } from './fields.ts';

/**
 * The `params` of a 409 refusing a manager's step on a task that someone else moved first: that
 * step's action, who took it (absent: the server) and when (ISO time).
 */
export type MovedFirst = { action: string; by?: string; at: string };

/** A wait as a refusal says it: '1 minute', '15 minutes'. */
const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

const fieldTooLong = ({ field, max }: { field: FieldName; max: number }) =>
  `${FIELD_LABELS[field]} must be at most ${max} characters`;

/**
 * What a creator's task pages and any screen may meet: the task screens' refusals, uploads and
 * files, and the answers every call may get (malformed, signed out, throttled, failed). Their
 * messages are in the web app's main catalogue.
 */
export const CREATOR_ERRORS = {
  'invalid-request': () => 'Invalid request',
  unauthenticated: () => 'Please sign in',
  forbidden: () => 'You do not have access to this',
  'user-banned': () => USER_BANNED_MESSAGE,
  'user-not-found': () => USER_NOT_FOUND_MESSAGE,
  /** A save sent twice, or a step someone else took first (who and when, to a manager). */
  'duplicate-request': (..._movedFirst: [movedFirst?: MovedFirst]) => DUPLICATE_REQUEST_MESSAGE,
  'route-not-found': ({ method, path }: { method: string; path: string }) => `No route ${method} ${path}`,
  'not-found': () => 'Not found',
  'payload-too-large': () => 'The request is too large',
  'unsupported-media-type': () => 'The request body is of a type this address does not take',
  internal: () => 'Something went wrong. Please try again.',
  /** The database cannot be reached: try again after Retry-After. */
  unavailable: () => 'Something went wrong. Please try again.',
  /** The file storage cannot be reached: try again after Retry-After. */
  'storage-unavailable': () => 'File storage is unavailable right now. Please try again in a moment.',
  'rate-limited': ({ minutes }: { minutes: number }) =>
    `Too many requests. Please try again in ${minutesText(minutes)}.`,
  'sign-in-rate-limited': ({ minutes }: { minutes: number }) =>
    `Too many sign-in attempts. Please try again in ${minutesText(minutes)}.`,
  'attempts-rate-limited': ({ minutes }: { minutes: number }) =>
    `Too many attempts. Please try again in ${minutesText(minutes)}.`,
  'text-has-nul': () => 'Text cannot contain the NUL character (U+0000)',
  'text-has-lone-surrogate': () => 'Text must be valid Unicode: it contains a lone surrogate',
  'body-too-deep': ({ levels }: { levels: number }) =>
    `The request body is nested too deeply (at most ${levels} levels)`,
  'address-not-encoded': () => 'The address is not correctly percent-encoded',
  'address-too-long': () => 'The address is too long',
  'field-too-long': fieldTooLong,
  'no-campaign-found': () => NO_CAMPAIGN_FOUND,
  'campaign-closed-to-creators': () => CAMPAIGN_CLOSED_TO_CREATORS,
  'screening-answers-missing': () => MISSING_SCREENING_ANSWERS,
  'terms-changed': () => TERMS_CHANGED_MESSAGE,
  'screenshot-required': () => SUBMISSION_MESSAGES.screenshotRequired,
  'submission-link-required': () => SUBMISSION_MESSAGES.linkRequired,
  'submission-link-invalid': () => SUBMISSION_MESSAGES.linkInvalid,
  'draft-files-required': () => SUBMISSION_MESSAGES.draftFilesRequired,
  'draft-comment-required': () => SUBMISSION_MESSAGES.draftCommentRequired,
  'draft-not-approved': () => SUBMISSION_MESSAGES.draftNotApproved,
  'task-takes-no-draft': () => SUBMISSION_MESSAGES.notADraftTask,
  'file-not-usable': () => SUBMISSION_MESSAGES.fileNotUsable,
  'screenshot-type-refused': () => refusedFileMessage('screenshot'),
  'report-file-type-refused': () => refusedFileMessage('report'),
  'draft-file-type-refused': () => refusedFileMessage('draft'),
  'message-file-type-refused': () => refusedFileMessage('message'),
  'logo-type-refused': () => refusedFileMessage('logo'),
  'extension-not-available': () => EXTENSION_NOT_AVAILABLE,
  'extension-window-passed': ({ days }: { days: number }) => extensionWindowClosed(days),
  'extension-already-pending': () => EXTENSION_ALREADY_PENDING,
  'extension-reason-required': () => 'Please give a reason for the extension',
  'new-deadline-required': () => NEW_DEADLINE_REQUIRED,
  'new-deadline-out-of-range': ({ first, last }: { first: number; last: number }) => newDeadlineOutOfRange(first, last),
  'new-deadline-in-past': () => NEW_DEADLINE_IN_PAST,
  'new-deadline-not-later': () => NEW_DEADLINE_NOT_LATER,
  'cannot-refer-yourself': () => 'You cannot refer yourself',
  'no-referral-fee': () => 'This campaign has no referral fee',
  'message-empty': () => 'Please write a message or attach a file',
  'message-too-long': ({ max }: { max: number }) => `A message can be at most ${max} characters`,
  'message-file-not-usable': () => 'One of the files is not an upload of yours for this task',
  'file-not-found': () => 'File not found',
  /** A file whose bytes retention deleted (410): its name stays on the work it was sent with. */
  'file-erased': () => 'Deleted under the retention policy',
  'link-lifetime-negative': () => 'The link lifetime cannot be negative',
  'notification-not-found': () => 'Notification not found',
  'upload-not-yours': () => 'This upload is not yours',
  'no-task-in-campaign': () => 'You have no task in this campaign',
  'file-empty': () => 'The file is empty',
  'file-too-large': ({ megabytes }: { megabytes: number }) =>
    `File is too large: the limit is ${megabytes} MB per file`,
  'too-many-unfinished-uploads': ({ count }: { count: number }) =>
    `You have ${count} unfinished uploads: finish or cancel one first`,
  'upload-quota-exceeded': ({ megabytes }: { megabytes: number }) =>
    `Your files would pass ${megabytes} MB: remove files you have not sent, or try again tomorrow`,
  'upload-purpose-invalid': ({ kind, purpose }: { kind: string; purpose: string }) =>
    `An upload of ${kind} cannot be for ${JSON.stringify(purpose)}`,
  'upload-target-missing': () => 'Say what the file is for: kind (submissions or reports) and campaignId',
  'upload-file-name-invalid': () => 'A file name cannot contain control characters',
  'upload-campaign-not-found': () => 'No such campaign',
  'upload-unknown': () => 'Unknown upload',
  'logo-upload-admins-only': () => 'Only admins can upload brand logos',
  'logo-has-no-campaign': () => 'A brand logo belongs to no campaign: leave campaignId out',
} as const;

/**
 * What the account screens meet: sign-in and sign-up, passwords (the identity codes of SPEC §8
 * among them), the profile and the payment details. In the web app's account catalogue.
 */
export const ACCOUNT_ERRORS = {
  'account-banned': ({ email }: { email: string }) => bannedMessage(email),
  'invalid-credential': () => 'Invalid credentials',
  'user-disabled': () => 'Your account is disabled',
  'invalid-password': () => 'Password provided is incorrect',
  'invalid-email': () => 'Email provided is invalid',
  'email-already-in-use': () => 'Email provided is already in use',
  'missing-email': () => 'No email address provided',
  'wrong-password': () => 'Incorrect email/password',
  'weak-password': () => 'Password too weak',
  'common-password': () => 'This password is too common. Please choose another.',
  'password-contains-email': () => 'Your password must not contain your e-mail address.',
  'new-passwords-mismatch': () => 'New passwords do not match',
  'password-too-long': ({ max }: { max: number }) => fieldTooLong({ field: 'password', max }),
  'invalid-input': () => 'Please check what you entered and try again.',
  'invalid-reset-link': () => 'This reset link is invalid or has expired. Please ask for a new one.',
  'session-expired': () => 'Your session has expired. Please sign in again.',
  'untrusted-origin': () => 'Please open the portal from its own address and try again.',
  'identity-failure': () => 'Something went wrong. Please try again.',
  'email-required': () => 'Please enter email address',
  'password-required': () => 'Please enter password',
  'full-name-required': () => 'Please complete full name field',
  'email-field-required': () => 'Please complete email field',
  'password-field-required': () => 'Please complete password field',
  'password-confirmation-required': () => 'Please confirm your password',
  'passwords-mismatch': () => 'Passwords do not match',
  'contact-number-required': () => 'Please complete contact number field',
  'country-required': () => 'Please select country field',
  'date-of-birth-required': () => 'Please provide date of birth',
  'date-of-birth-invalid': () => 'Please provide a valid date of birth',
  'gender-required': () => 'Please select gender',
  'race-required': () => 'Please select race',
  'location-required': () => 'Please select location',
  'language-required': () => 'Phease provide at least one language',
  'kids-required': () => 'Please confirm if you have kids',
  'marital-status-required': () => 'Please select marital status',
  'content-type-required': () => 'Please select at least one content type',
  'followers-not-a-number': ({ platform }: { platform: SocialLinkPlatform }) =>
    `Please enter numbers only in ${PLATFORM_LABELS[platform]} followers field`,
  'social-link-invalid': ({ platform }: { platform: SocialLinkPlatform }) =>
    `${PLATFORM_LABELS[platform]} link is invalid - Please provide full URL including https://`,
  'social-link-too-long': ({ platform, max }: { platform: SocialLinkPlatform; max: number }) =>
    `${PLATFORM_LABELS[platform]} link must be at most ${max} characters`,
  'follower-count-required': () => 'Please add the follower count of at least one account',
  'followers-stale': () => STALE_FOLLOWERS_WARNING,
  'payment-method-required': () => 'Please select payment method',
  'bank-name-required': () => 'Please select bank name',
  'bank-account-name-required': () => 'Please enter bank account name',
  'bank-account-number-required': () => 'Please enter numbers only for bank account number',
  'paypal-email-required': () => 'Please provide paypal email',
  'only-name-changeable': () => 'Only the name can be changed here',
  'unsubscribe-link-invalid': () => 'This unsubscribe link is not valid. Sign in to change your notifications.',
  'terms-agreement-required': () => 'Please agree to the Terms of Use and the Privacy Notice',
  'legal-document-changed': () => 'This document has just changed. Please read the new version.',
  'data-export-not-found': () => 'No such data export of yours is ready to download',
  'data-export-expired': () => 'This data export has expired: ask for a new one',
  /** Every call but cancelling it answers this while the account waits for its deletion (`date`: YYYY-MM-DD, UTC). */
  'account-deletion-pending': ({ date }: { date: string }) =>
    `Your account is being deleted on ${date}. You can cancel the deletion or sign out.`,
  'deletion-confirmation-required': () => 'Type your e-mail address to confirm',
  'deletion-confirmation-mismatch': () => 'Type the e-mail address of your account exactly to confirm',
  'no-deletion-pending': () => 'Your account is not waiting to be deleted',
} as const;

/** The parameters of `invite-beyond-budget` and `application-beyond-budget`. */
export type InviteBeyondBudget = {
  currency: string;
  spent: string;
  invites: string;
  budget: string;
};

/** What the back office meets: campaigns, captions, reviews, payouts, extensions and bans. In its own catalogue. */
export const ADMIN_ERRORS = {
  'campaign-not-found': () => 'Campaign not found',
  'campaign-is-closed': () => 'Campaign is closed',
  'campaign-changed': () => 'Another manager saved this campaign while you were editing it',
  'question-has-answers': () => 'This question has answers and cannot be removed',
  'question-not-in-campaign': () => 'This screening question is not one of this campaign’s',
  'payment-terms-fixed': () =>
    'The incentive, currency and report rule cannot change once a creator has accepted the campaign',
  'campaign-title-required': () => 'Please enter the campaign title',
  'brand-logo-url-invalid': () => 'Enter an https address of an image, or upload one',
  'task-type-required': () => 'Please choose the task type',
  'platform-required': () => 'Please choose the platform',
  'currency-required': () => 'Please enter the currency (for example RM)',
  'incentive-required': () => 'Please enter the incentive, at least 0',
  'referral-fee-invalid': () => 'Enter a referral fee of at least 0, or leave it empty',
  'two-decimals-at-most': () => 'Use at most two decimals',
  'budget-invalid': () => 'Enter a budget of more than 0, or leave it empty',
  'funds-need-budget': () => 'Set a budget before confirming that its funds are there',
  /** Amounts in the campaign's currency, as decimal text: what the campaign holds, the invites add, and its budget. */
  'invite-beyond-budget': ({ currency, spent, invites, budget }: InviteBeyondBudget) =>
    `These invites take the campaign past its budget: ${currency} ${spent} already counted and ${currency} ${invites} more, against ${currency} ${budget}. Confirm to invite anyway`,
  'application-beyond-budget': ({ currency, spent, invites, budget }: InviteBeyondBudget) =>
    `Approving this application takes the campaign past its budget: ${currency} ${spent} already counted and ${currency} ${invites} more, against ${currency} ${budget}. Confirm to approve anyway`,
  'deadline-required': () => 'Please enter the deadline date and time',
  'deadline-out-of-range': ({ first, last }: { first: number; last: number }) =>
    `The deadline must fall between the years ${first} and ${last}`,
  'post-url-invalid': () => 'Enter the full address of the post, starting with https://',
  'question-required': () => 'Please enter the question',
  'option-required': () => 'Please enter the option',
  'option-has-comma': () => 'Options cannot contain commas',
  'options-too-few': () => 'A multiple-choice question needs at least two options',
  'terms-required': () => 'Please set the creator terms',
  'payment-days-out-of-range': ({ min, max }: { min: number; max: number }) =>
    `Payment must be due within ${min} to ${max} working days`,
  'review-days-out-of-range': ({ min, max }: { min: number; max: number }) =>
    `Brand review must take ${min} to ${max} working days`,
  'revisions-out-of-range': ({ min, max }: { min: number; max: number }) =>
    `Revisions included must be from ${min} to ${max}`,
  'usage-rights-required': () => 'Please choose the content usage rights',
  'captions-only-unique-comment': () => 'Captions are only for Unique Comment campaigns',
  'caption-locked': () => 'The task is already submitted: its caption can no longer change',
  'caption-changed': () => 'Another manager changed this caption while you were editing it',
  'caption-taken': () => 'Another creator of this campaign already has this caption',
  'caption-required': () => 'Please enter the caption',
  'caption-too-long': ({ max }: { max: number }) => `A caption must be at most ${max} characters`,
  'caption-lines-required': () => 'Enter at least one line',
  'valid-email-required': () => 'Enter a valid e-mail address',
  'ban-reason-required': () => 'Please give a reason for the ban',
  'admins-cannot-be-banned': () => 'Admins cannot be banned',
  'creator-reason-required': () => 'Please give the creator a reason',
  'nothing-to-undo': () => 'There is no decision of yours to undo on this task',
  'too-late-to-undo': () => 'Too late to undo: the creator has been told',
  'rejection-beyond-budget': () => REJECTION_BEYOND_BUDGET,
  'approval-needs-report': () => 'This campaign needs a report: approve it with a report (approveWithReport)',
  'approval-needs-no-report': () => 'This campaign needs no report: approve it without one (approve)',
  'no-report-waiting': () => 'No report is waiting for review',
  'report-not-approved': () => 'The report has not been approved yet',
  'no-payment-details': () => 'The creator has no payment details yet',
  'payout-already-started': () => 'The payout has already started',
  'task-not-found': () => 'Task not found',
  /** Why a payout was skipped: the task's status (STATUS_LABELS), and its payment's when it has one. */
  'payout-not-due': ({ status }: { status: TaskStatus }) =>
    `The task is not waiting for payment (${STATUS_LABELS[status].status})`,
  'payout-not-due-payment': ({ status, payment }: { status: TaskStatus; payment: TaskStatus }) =>
    `The task is not waiting for payment (${STATUS_LABELS[status].status}, ${STATUS_LABELS[payment].payment ?? ''})`,
  'extension-already-decided': () => EXTENSION_ALREADY_DECIDED,
  'extension-not-found': () => EXTENSION_NOT_FOUND,
  'extension-overtaken': () => EXTENSION_OVERTAKEN,
  'payout-batch-not-found': () => 'Payout batch not found',
  'payout-rail-not-set-up': () => 'This portal is not set up to pay this way yet (docs/payouts.md)',
  'payout-batch-already-sent': () => 'This batch has already been sent',
  'payout-batch-being-sent': () => 'This batch is being sent: wait a moment and refresh',
  'payout-batch-not-sent': () => 'This batch has not been sent yet',
  'payout-file-not-downloaded': () => 'Download the bank file and upload it to the bank first',
  'payout-file-changed': () =>
    'Payout details changed after the file was downloaded: download the file again and upload that one instead',
  'payout-reference-required': () => 'Please enter the reference of the transfer',
  'payout-rail-unavailable': () => 'The payment service did not answer: nothing was sent. Try again in a few minutes',
  'read-reason-required': () => 'Please say why you need to see this number',
  'personal-data-not-given': () => 'The creator has not given this number',
  /** Why a bulk approval skipped a task: it no longer waits in that queue (its status, STATUS_LABELS). */
  'approval-not-due': ({ status }: { status: TaskStatus }) =>
    `The task is not waiting for this approval (${STATUS_LABELS[status].status})`,
  'rating-out-of-range': () => 'Please choose a rating from 1 to 5 stars',
  'task-not-rateable': () => 'Only approved work can be rated',
  'erase-reason-required': () => 'Please give the reason for erasing this account',
  'admins-cannot-be-erased': () => 'Admin accounts cannot be erased',
  'account-already-erased': () => 'This account has already been erased',
} as const;

/** Every error the API answers, by its stable code. */
export const ERRORS = { ...CREATOR_ERRORS, ...ACCOUNT_ERRORS, ...ADMIN_ERRORS };

export type ErrorCode = keyof typeof ERRORS;

/** The parameters `code` takes: none, or what its message names. */
export type ErrorParamsArgs<C extends ErrorCode> = Parameters<(typeof ERRORS)[C]>;
