import { isWebAddress } from '../validation/checks.ts';

/** SPEC §5 task submission messages. */
export const SUBMISSION_MESSAGES = {
  screenshotRequired: 'Please upload screenshot',
  linkRequired: 'Please provide URL link for submission',
  linkInvalid: 'Link is invalid - Please provide full URL including https://',
  draftFilesRequired: 'Please upload draft files',
  draftCommentRequired: 'Please provide draft comment',
  draftNotApproved: 'Your draft has not been approved yet',
  notADraftTask: 'This task takes no draft',
  fileNotUsable: 'A file is not yours or has not finished uploading',
} as const;

/**
 * The task forms' own checks as errors of the catalogue (`@portal/domain/errors`, which words them
 * with SUBMISSION_MESSAGES): each code with its English, for a page that loads no catalogue.
 */
export const SUBMISSION_ERRORS = {
  screenshotRequired: { code: 'screenshot-required', message: SUBMISSION_MESSAGES.screenshotRequired },
  linkRequired: { code: 'submission-link-required', message: SUBMISSION_MESSAGES.linkRequired },
  linkInvalid: { code: 'submission-link-invalid', message: SUBMISSION_MESSAGES.linkInvalid },
  draftFilesRequired: { code: 'draft-files-required', message: SUBMISSION_MESSAGES.draftFilesRequired },
  draftCommentRequired: { code: 'draft-comment-required', message: SUBMISSION_MESSAGES.draftCommentRequired },
} as const;

/** Task types whose work is approved as a draft before the final submission (SPEC §2). */
export const DRAFT_TASK_TYPES = ['VIDEO', 'DRAFT'] as const;
export const needsDraft = (taskType: string) => (DRAFT_TASK_TYPES as readonly string[]).includes(taskType);
/** REVIEW tasks are proven by screenshots alone (SPEC §5). */
export const needsLink = (taskType: string) => taskType !== 'REVIEW';

/**
 * What is wrong with a final submission's post link, as the form and the server both say it: a
 * task that needs one needs a web address (http or https); a REVIEW sends none.
 */
export function postLinkError(taskType: string, link: string) {
  if (!needsLink(taskType)) return null;
  if (link.trim() === '') return SUBMISSION_ERRORS.linkRequired;
  return isWebAddress(link) ? null : SUBMISSION_ERRORS.linkInvalid;
}

/** `postLinkError`'s English, or null. */
export const postLinkProblem = (taskType: string, link: string): string | null =>
  postLinkError(taskType, link)?.message ?? null;

/** The draft file addresses of a submission: a list for VIDEO, empty text otherwise (SPEC §3). */
export const draftFiles = (value: string[] | '') => (Array.isArray(value) ? value : []);
