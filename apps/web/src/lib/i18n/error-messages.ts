import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CreatorErrorCode, FieldName } from '@portal/domain/errors';

/**
 * The errors of the catalogue (`@portal/domain/errors`) a creator's task pages and any screen may
 * show, each under `error.{code}`, for the main catalogue; the English is SPEC's, its parameters
 * named as the catalogue names them. translateMessage() looks a code up by that id, so this table
 * is for the extractor and the tests: a code missing here fails to compile.
 */
export const CREATOR_ERROR_MESSAGES = {
  'invalid-request': msg({ id: 'error.invalid-request', message: 'Invalid request' }),
  unauthenticated: msg({ id: 'error.unauthenticated', message: 'Please sign in' }),
  forbidden: msg({ id: 'error.forbidden', message: 'You do not have access to this' }),
  'user-banned': msg({ id: 'error.user-banned', message: 'User is banned' }),
  'user-not-found': msg({ id: 'error.user-not-found', message: 'User not found' }),
  'duplicate-request': msg({ id: 'error.duplicate-request', message: 'Duplicate Request' }),
  'route-not-found': msg({ id: 'error.route-not-found', message: 'No route {method} {path}' }),
  'not-found': msg({ id: 'error.not-found', message: 'Not found' }),
  'payload-too-large': msg({ id: 'error.payload-too-large', message: 'The request is too large' }),
  'unsupported-media-type': msg({
    id: 'error.unsupported-media-type',
    message: 'The request body is of a type this address does not take',
  }),
  internal: msg({ id: 'error.internal', message: 'Something went wrong. Please try again.' }),
  unavailable: msg({ id: 'error.unavailable', message: 'Something went wrong. Please try again.' }),
  'storage-unavailable': msg({
    id: 'error.storage-unavailable',
    message: 'File storage is unavailable right now. Please try again in a moment.',
  }),
  'rate-limited': msg({ id: 'error.rate-limited', message: 'Too many requests. Please try again in {minutes}.' }),
  'sign-in-rate-limited': msg({
    id: 'error.sign-in-rate-limited',
    message: 'Too many sign-in attempts. Please try again in {minutes}.',
  }),
  'attempts-rate-limited': msg({
    id: 'error.attempts-rate-limited',
    message: 'Too many attempts. Please try again in {minutes}.',
  }),
  'text-has-nul': msg({ id: 'error.text-has-nul', message: 'Text cannot contain the NUL character (U+0000)' }),
  'text-has-lone-surrogate': msg({
    id: 'error.text-has-lone-surrogate',
    message: 'Text must be valid Unicode: it contains a lone surrogate',
  }),
  'body-too-deep': msg({
    id: 'error.body-too-deep',
    message: 'The request body is nested too deeply (at most {levels} levels)',
  }),
  'address-not-encoded': msg({
    id: 'error.address-not-encoded',
    message: 'The address is not correctly percent-encoded',
  }),
  'address-too-long': msg({ id: 'error.address-too-long', message: 'The address is too long' }),
  'field-too-long': msg({ id: 'error.field-too-long', message: '{field} must be at most {max} characters' }),
  'no-campaign-found': msg({ id: 'error.no-campaign-found', message: 'No campaign found' }),
  'campaign-closed-to-creators': msg({
    id: 'error.campaign-closed-to-creators',
    message: 'This campaign is closed: it no longer takes applications or acceptances',
  }),
  'screening-answers-missing': msg({
    id: 'error.screening-answers-missing',
    message: 'Please enter all required screening questions',
  }),
  'terms-changed': msg({
    id: 'error.terms-changed',
    message: "The campaign's terms have changed. Please review them again.",
  }),
  'screenshot-required': msg({ id: 'error.screenshot-required', message: 'Please upload screenshot' }),
  'submission-link-required': msg({
    id: 'error.submission-link-required',
    message: 'Please provide URL link for submission',
  }),
  'submission-link-invalid': msg({
    id: 'error.submission-link-invalid',
    message: 'Link is invalid - Please provide full URL including https://',
  }),
  'draft-files-required': msg({ id: 'error.draft-files-required', message: 'Please upload draft files' }),
  'draft-comment-required': msg({ id: 'error.draft-comment-required', message: 'Please provide draft comment' }),
  'draft-not-approved': msg({ id: 'error.draft-not-approved', message: 'Your draft has not been approved yet' }),
  'task-takes-no-draft': msg({ id: 'error.task-takes-no-draft', message: 'This task takes no draft' }),
  'file-not-usable': msg({ id: 'error.file-not-usable', message: 'A file is not yours or has not finished uploading' }),
  'screenshot-type-refused': msg({
    id: 'error.screenshot-type-refused',
    message: 'A screenshot must be an image (PNG, JPEG, WebP, HEIC or GIF)',
  }),
  'report-file-type-refused': msg({
    id: 'error.report-file-type-refused',
    message: 'A report file must be an image (PNG, JPEG, WebP, HEIC or GIF)',
  }),
  'draft-file-type-refused': msg({
    id: 'error.draft-file-type-refused',
    message: 'A draft file must be an image (PNG, JPEG, WebP, HEIC or GIF) or a video (MP4, MOV or WebM)',
  }),
  'message-file-type-refused': msg({
    id: 'error.message-file-type-refused',
    message: 'A file must be an image (PNG, JPEG, WebP, HEIC or GIF), a video (MP4, MOV or WebM) or a PDF file',
  }),
  'logo-type-refused': msg({
    id: 'error.logo-type-refused',
    message: 'A brand logo must be an image (PNG, JPEG, GIF or WebP)',
  }),
  'extension-not-available': msg({
    id: 'error.extension-not-available',
    message: 'A deadline extension cannot be requested for this task',
  }),
  'extension-window-passed': msg({
    id: 'error.extension-window-passed',
    message: 'An extension can only be requested within {days} after the task expired',
  }),
  'extension-already-pending': msg({
    id: 'error.extension-already-pending',
    message: 'An extension request for this task is already waiting for a decision',
  }),
  'extension-reason-required': msg({
    id: 'error.extension-reason-required',
    message: 'Please give a reason for the extension',
  }),
  'new-deadline-required': msg({ id: 'error.new-deadline-required', message: 'Please choose the new deadline' }),
  'new-deadline-out-of-range': msg({
    id: 'error.new-deadline-out-of-range',
    message: 'The new deadline must fall between the years {first} and {last}',
  }),
  'new-deadline-in-past': msg({ id: 'error.new-deadline-in-past', message: 'The new deadline must be in the future' }),
  'new-deadline-not-later': msg({
    id: 'error.new-deadline-not-later',
    message: 'The new deadline must be after the current deadline',
  }),
  'cannot-refer-yourself': msg({ id: 'error.cannot-refer-yourself', message: 'You cannot refer yourself' }),
  'no-referral-fee': msg({ id: 'error.no-referral-fee', message: 'This campaign has no referral fee' }),
  'message-empty': msg({ id: 'error.message-empty', message: 'Please write a message or attach a file' }),
  'message-too-long': msg({ id: 'error.message-too-long', message: 'A message can be at most {max} characters' }),
  'message-file-not-usable': msg({
    id: 'error.message-file-not-usable',
    message: 'One of the files is not an upload of yours for this task',
  }),
  'file-not-found': msg({ id: 'error.file-not-found', message: 'File not found' }),
  'file-erased': msg({ id: 'error.file-erased', message: 'Deleted under the retention policy' }),
  'link-lifetime-negative': msg({
    id: 'error.link-lifetime-negative',
    message: 'The link lifetime cannot be negative',
  }),
  'notification-not-found': msg({ id: 'error.notification-not-found', message: 'Notification not found' }),
  'upload-not-yours': msg({ id: 'error.upload-not-yours', message: 'This upload is not yours' }),
  'no-task-in-campaign': msg({ id: 'error.no-task-in-campaign', message: 'You have no task in this campaign' }),
  'file-empty': msg({ id: 'error.file-empty', message: 'The file is empty' }),
  'file-too-large': msg({
    id: 'error.file-too-large',
    message: 'File is too large: the limit is {megabytes} MB per file',
  }),
  'too-many-unfinished-uploads': msg({
    id: 'error.too-many-unfinished-uploads',
    message: 'You have {count} unfinished uploads: finish or cancel one first',
  }),
  'upload-quota-exceeded': msg({
    id: 'error.upload-quota-exceeded',
    message: 'Your files would pass {megabytes} MB: remove files you have not sent, or try again tomorrow',
  }),
  'upload-purpose-invalid': msg({
    id: 'error.upload-purpose-invalid',
    message: 'An upload of {kind} cannot be for "{purpose}"',
  }),
  'upload-target-missing': msg({
    id: 'error.upload-target-missing',
    message: 'Say what the file is for: kind (submissions or reports) and campaignId',
  }),
  'upload-file-name-invalid': msg({
    id: 'error.upload-file-name-invalid',
    message: 'A file name cannot contain control characters',
  }),
  'upload-campaign-not-found': msg({ id: 'error.upload-campaign-not-found', message: 'No such campaign' }),
  'upload-unknown': msg({ id: 'error.upload-unknown', message: 'Unknown upload' }),
  'logo-upload-admins-only': msg({
    id: 'error.logo-upload-admins-only',
    message: 'Only admins can upload brand logos',
  }),
  'logo-has-no-campaign': msg({
    id: 'error.logo-has-no-campaign',
    message: 'A brand logo belongs to no campaign: leave campaignId out',
  }),
} satisfies Record<CreatorErrorCode, MessageDescriptor>;

/** The fields a refusal names (`{field}`), each under `field.{key}`. */
export const FIELD_LABEL_MESSAGES = {
  fullName: msg({ id: 'field.fullName', message: 'Full name' }),
  email: msg({ id: 'field.email', message: 'Email' }),
  password: msg({ id: 'field.password', message: 'Password' }),
  contactNumber: msg({ id: 'field.contactNumber', message: 'Contact number' }),
  country: msg({ id: 'field.country', message: 'Country' }),
  referralCode: msg({ id: 'field.referralCode', message: 'Referral code' }),
  state: msg({ id: 'field.state', message: 'State' }),
  addrOne: msg({ id: 'field.addrOne', message: 'Address line 1' }),
  addrTwo: msg({ id: 'field.addrTwo', message: 'Address line 2' }),
  city: msg({ id: 'field.city', message: 'City' }),
  postcode: msg({ id: 'field.postcode', message: 'Postcode' }),
  dateOfBirth: msg({ id: 'field.dateOfBirth', message: 'Date of birth' }),
  race: msg({ id: 'field.race', message: 'Race' }),
  language: msg({ id: 'field.language', message: 'Language' }),
  contentType: msg({ id: 'field.contentType', message: 'Content type' }),
  bankName: msg({ id: 'field.bankName', message: 'Bank name' }),
  bankAccName: msg({ id: 'field.bankAccName', message: 'Bank account name' }),
  bankAccNo: msg({ id: 'field.bankAccNo', message: 'Bank account number' }),
  paypalEmail: msg({ id: 'field.paypalEmail', message: 'PayPal email' }),
  nric: msg({ id: 'field.nric', message: 'NRIC number' }),
  passportNumber: msg({ id: 'field.passportNumber', message: 'Passport number' }),
  answer: msg({ id: 'field.answer', message: 'Answer' }),
  urlLink: msg({ id: 'field.urlLink', message: 'URL Link' }),
  draftComment: msg({ id: 'field.draftComment', message: 'Draft Comment' }),
  reason: msg({ id: 'field.reason', message: 'Reason' }),
  remark: msg({ id: 'field.remark', message: 'Remark' }),
  paymentReference: msg({ id: 'field.paymentReference', message: 'Payment reference' }),
  search: msg({ id: 'field.search', message: 'Search' }),
  title: msg({ id: 'field.title', message: 'Title' }),
  requirements: msg({ id: 'field.requirements', message: 'Requirements' }),
  instructions: msg({ id: 'field.instructions', message: 'Instructions' }),
  referralCriteria: msg({ id: 'field.referralCriteria', message: 'Referral criteria' }),
  referralInstructions: msg({ id: 'field.referralInstructions', message: 'Referral instructions' }),
  question: msg({ id: 'field.question', message: 'Question' }),
  option: msg({ id: 'field.option', message: 'Option' }),
  usageNote: msg({ id: 'field.usageNote', message: 'Usage rights note' }),
} satisfies Record<FieldName, MessageDescriptor>;

/** A wait or a limit a refusal names (`{minutes}`, `{days}`). */
export const DURATION_MESSAGES = {
  minutes: msg({ id: 'duration.minutes', message: '{count, plural, one {# minute} other {# minutes}}' }),
  days: msg({ id: 'duration.days', message: '{count, plural, one {# day} other {# days}}' }),
};
