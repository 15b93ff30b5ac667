import { msg } from '@lingui/core/macro';

/**
 * The texts and labels the shared domain and the server give in English (SPEC's wording) that are
 * not errors, for the catalogue: each is kept under its own English text, and translateMessage()
 * shows it in the language of the page. Errors are shown by their code (error-messages.ts).
 */
export const SERVER_MESSAGES = [
  // Referrals (SPEC §8).
  msg({ id: 'Link Copied', message: 'Link Copied' }),
  // A list's Go to page (SPEC §2), which the list checks itself.
  msg({ id: 'Page does not exist', message: 'Page does not exist' }),
  // The remark of a task the deadline sweep expired, in its conversation's timeline.
  msg({ id: 'Deadline passed', message: 'Deadline passed' }),
  // What an upload field takes (acceptedFilesNote).
  msg({ id: 'Images (PNG, JPEG, WebP, HEIC or GIF)', message: 'Images (PNG, JPEG, WebP, HEIC or GIF)' }),
  // The brand logo field's note (the back office).
  msg({ id: 'Images (PNG, JPEG, GIF or WebP)', message: 'Images (PNG, JPEG, GIF or WebP)' }),
  msg({
    id: 'Images (PNG, JPEG, WebP, HEIC or GIF) or videos (MP4, MOV or WebM)',
    message: 'Images (PNG, JPEG, WebP, HEIC or GIF) or videos (MP4, MOV or WebM)',
  }),
  // The labels the shared domain gives a task's type, status and platform (SPEC §3, §4, §9).
  msg({ id: 'Draft Comment', message: 'Draft Comment' }),
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
