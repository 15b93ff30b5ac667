import { msg } from '@lingui/core/macro';

/**
 * The messages the server and the shared schemas send in English (SPEC's wording), for the
 * catalogue: each is kept under its own English text, which is its code, and translateMessage()
 * shows it in the language of the page. Those the sign-in, sign-up and password pages can show,
 * then those of the profile, payment details, change password and referral screens, then those
 * of the task screens.
 */
export const SERVER_MESSAGES = [
  msg({ id: 'User not found', message: 'User not found' }),
  msg({
    id: 'Your session has expired. Please sign in again.',
    message: 'Your session has expired. Please sign in again.',
  }),
  msg({
    id: 'Please open the portal from its own address and try again.',
    message: 'Please open the portal from its own address and try again.',
  }),
  msg({ id: 'Something went wrong. Please try again.', message: 'Something went wrong. Please try again.' }),
  msg({ id: 'User is banned', message: 'User is banned' }),
  msg({
    id: 'Your account has been banned for violating previous campaign(s). To unban, email {email}',
    message: 'Your account has been banned for violating previous campaign(s). To unban, email {email}',
  }),
  // Referrals, and any save sent twice (SPEC §8).
  msg({ id: 'Link Copied', message: 'Link Copied' }),
  msg({ id: 'You cannot refer yourself', message: 'You cannot refer yourself' }),
  msg({ id: 'This campaign has no referral fee', message: 'This campaign has no referral fee' }),
  msg({ id: 'No campaign found', message: 'No campaign found' }),
  msg({
    id: 'This campaign is closed: it no longer takes applications or acceptances',
    message: 'This campaign is closed: it no longer takes applications or acceptances',
  }),
  msg({ id: 'Duplicate Request', message: 'Duplicate Request' }),
  msg({ id: 'Please choose the new deadline', message: 'Please choose the new deadline' }),
  msg({ id: 'The new deadline must be in the future', message: 'The new deadline must be in the future' }),
  msg({
    id: 'The new deadline must fall between the years 2000 and 2100',
    message: 'The new deadline must fall between the years 2000 and 2100',
  }),
  msg({
    id: 'The new deadline must be after the current deadline',
    message: 'The new deadline must be after the current deadline',
  }),
  msg({ id: 'Please give a reason for the extension', message: 'Please give a reason for the extension' }),
  msg({
    id: 'A deadline extension cannot be requested for this task',
    message: 'A deadline extension cannot be requested for this task',
  }),
  msg({
    id: 'An extension can only be requested within 7 days after the task expired',
    message: 'An extension can only be requested within 7 days after the task expired',
  }),
  msg({
    id: 'An extension request for this task is already waiting for a decision',
    message: 'An extension request for this task is already waiting for a decision',
  }),
  // Any request the server refuses as malformed, or holds back for a while (its rate limits).
  msg({ id: 'Invalid request', message: 'Invalid request' }),
  msg({
    id: 'Too many requests. Please try again in 1 minute.',
    message: 'Too many requests. Please try again in 1 minute.',
  }),
  msg({
    id: 'Too many requests. Please try again in {count} minutes.',
    message: 'Too many requests. Please try again in {count} minutes.',
  }),
  msg({
    id: 'Too many sign-in attempts. Please try again in 1 minute.',
    message: 'Too many sign-in attempts. Please try again in 1 minute.',
  }),
  msg({
    id: 'Too many sign-in attempts. Please try again in {count} minutes.',
    message: 'Too many sign-in attempts. Please try again in {count} minutes.',
  }),
  msg({
    id: 'Too many attempts. Please try again in 1 minute.',
    message: 'Too many attempts. Please try again in 1 minute.',
  }),
  msg({
    id: 'Too many attempts. Please try again in {count} minutes.',
    message: 'Too many attempts. Please try again in {count} minutes.',
  }),
  // A list's Go to page (SPEC §2).
  msg({ id: 'Page does not exist', message: 'Page does not exist' }),
  // The task screens: submissions, drafts, reports, screening answers and uploads (SPEC §5, §8).
  msg({ id: 'Please upload screenshot', message: 'Please upload screenshot' }),
  msg({ id: 'Please provide URL link for submission', message: 'Please provide URL link for submission' }),
  msg({
    id: 'Link is invalid - Please provide full URL including https://',
    message: 'Link is invalid - Please provide full URL including https://',
  }),
  msg({ id: 'Please upload draft files', message: 'Please upload draft files' }),
  msg({ id: 'Please provide draft comment', message: 'Please provide draft comment' }),
  msg({ id: 'Your draft has not been approved yet', message: 'Your draft has not been approved yet' }),
  msg({ id: 'This task takes no draft', message: 'This task takes no draft' }),
  msg({
    id: 'A file is not yours or has not finished uploading',
    message: 'A file is not yours or has not finished uploading',
  }),
  msg({
    id: 'Please enter all required screening questions',
    message: 'Please enter all required screening questions',
  }),
  msg({ id: 'Campaign is closed', message: 'Campaign is closed' }),
  // The remark of a task the deadline sweep expired, in its conversation's timeline.
  msg({ id: 'Deadline passed', message: 'Deadline passed' }),
  msg({
    id: "The campaign's terms have changed. Please review them again.",
    message: "The campaign's terms have changed. Please review them again.",
  }),
  msg({ id: 'Please sign in', message: 'Please sign in' }),
  msg({ id: 'You do not have access to this', message: 'You do not have access to this' }),
  msg({ id: '{field} must be at most {max} characters', message: '{field} must be at most {max} characters' }),
  msg({ id: 'Draft Comment', message: 'Draft Comment' }),
  msg({ id: 'Answer', message: 'Answer' }),
  msg({ id: 'URL Link', message: 'URL Link' }),
  msg({
    id: 'A screenshot must be an image (PNG, JPEG, WebP, HEIC or GIF)',
    message: 'A screenshot must be an image (PNG, JPEG, WebP, HEIC or GIF)',
  }),
  msg({
    id: 'A report file must be an image (PNG, JPEG, WebP, HEIC or GIF)',
    message: 'A report file must be an image (PNG, JPEG, WebP, HEIC or GIF)',
  }),
  msg({
    id: 'A draft file must be an image (PNG, JPEG, WebP, HEIC or GIF) or a video (MP4, MOV or WebM)',
    message: 'A draft file must be an image (PNG, JPEG, WebP, HEIC or GIF) or a video (MP4, MOV or WebM)',
  }),
  msg({ id: 'Images (PNG, JPEG, WebP, HEIC or GIF)', message: 'Images (PNG, JPEG, WebP, HEIC or GIF)' }),
  // The brand logo field's note (the back office).
  msg({ id: 'Images (PNG, JPEG, GIF or WebP)', message: 'Images (PNG, JPEG, GIF or WebP)' }),
  msg({
    id: 'Images (PNG, JPEG, WebP, HEIC or GIF) or videos (MP4, MOV or WebM)',
    message: 'Images (PNG, JPEG, WebP, HEIC or GIF) or videos (MP4, MOV or WebM)',
  }),
  msg({ id: 'This upload is not yours', message: 'This upload is not yours' }),
  msg({ id: 'You have no task in this campaign', message: 'You have no task in this campaign' }),
  msg({ id: 'The file is empty', message: 'The file is empty' }),
  msg({
    id: 'File is too large: the limit is {size} MB per file',
    message: 'File is too large: the limit is {size} MB per file',
  }),
  msg({
    id: 'You have {count} unfinished uploads: finish or cancel one first',
    message: 'You have {count} unfinished uploads: finish or cancel one first',
  }),
  msg({
    id: 'Your files would pass {size} MB: remove files you have not sent, or try again tomorrow',
    message: 'Your files would pass {size} MB: remove files you have not sent, or try again tomorrow',
  }),
  // The labels the shared domain gives a task's type, status and platform (SPEC §3, §4, §9).
  msg({ id: 'Like', message: 'Like' }),
  msg({ id: 'Share', message: 'Share' }),
  msg({ id: 'Comment', message: 'Comment' }),
  msg({ id: 'Unique Comment', message: 'Unique Comment' }),
  msg({ id: 'Post', message: 'Post' }),
  msg({ id: 'Review', message: 'Review' }),
  msg({ id: 'Draft Comment and File', message: 'Draft Comment and File' }),
  msg({ id: 'Reviews', message: 'Reviews' }),
  msg({ id: 'Video', message: 'Video' }),
  msg({ id: 'Invited', message: 'Invited' }),
  msg({ id: 'Pending Application Review', message: 'Pending Application Review' }),
  msg({ id: 'On-Going', message: 'On-Going' }),
  msg({ id: 'Application Rejected', message: 'Application Rejected' }),
  msg({ id: 'Rejected - Resubmit Required', message: 'Rejected - Resubmit Required' }),
  msg({ id: 'Pending Approval', message: 'Pending Approval' }),
  msg({ id: 'Awaiting Report', message: 'Awaiting Report' }),
  msg({ id: 'Approved', message: 'Approved' }),
  msg({ id: 'Awaiting', message: 'Awaiting' }),
  msg({ id: 'Processing', message: 'Processing' }),
  msg({ id: 'Expired', message: 'Expired' }),
  msg({ id: 'Successful', message: 'Successful' }),
  msg({ id: 'Payment Processing', message: 'Payment Processing' }),
  msg({ id: 'Completed Campaign', message: 'Completed Campaign' }),
  msg({ id: 'Rejected', message: 'Rejected' }),
  msg({ id: 'Approved - Awaiting Payment', message: 'Approved - Awaiting Payment' }),
  msg({ id: 'Approved - Payment Processing', message: 'Approved - Payment Processing' }),
  msg({ id: 'Pending Report Submission', message: 'Pending Report Submission' }),
  msg({ id: 'All platforms', message: 'All platforms' }),
  msg({ id: 'Missing Info', message: 'Missing Info' }),
];
