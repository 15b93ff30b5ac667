import { z } from 'zod';
import { MAX_FILES_PER_FIELD } from '../uploads/policy.ts';
import { isWebAddress, limitedText } from '../validation/index.ts';

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

const fileAddresses = z.array(z.string().max(400)).max(MAX_FILES_PER_FIELD);
const taskId = z.string().trim().min(1).max(64);
/** The proof link: empty (the server then says whether the task needs one) or a web address. */
const linkURL = limitedText('URL Link', 1000)
  .trim()
  .refine((link) => link === '' || isWebAddress(link), SUBMISSION_MESSAGES.linkInvalid)
  .default('');

/** SPEC §7 `PUT /task/submit`: the final submission (SPEC §3 Submission). */
export const FinalSubmissionSchema = z.object({
  newSubmission: z.object({
    taskId,
    screenshotURL: fileAddresses,
    linkURL,
    draftComment: limitedText('Draft Comment', 5000).default(''),
    draftCommentURLArray: z.union([fileAddresses, z.literal('')]).default(''),
  }),
});
export type FinalSubmission = z.infer<typeof FinalSubmissionSchema>['newSubmission'];

/** SPEC §7 `PUT task/draft`: a draft for VIDEO (files and comment) or DRAFT (comment) tasks. */
export const DraftSubmissionSchema = z.object({
  newSubmission: z.object({
    taskId,
    draftComment: limitedText('Draft Comment', 5000).default(''),
    draftCommentURLArray: z.union([fileAddresses, z.literal('')]).default(''),
    linkURL,
  }),
});
export type DraftSubmission = z.infer<typeof DraftSubmissionSchema>['newSubmission'];

/** SPEC §7 `PUT /task/submit/report` (SPEC §3 Report). */
export const ReportSubmissionSchema = z.object({
  newSubmission: z.object({ taskId, reportURL: fileAddresses }),
});
export type ReportSubmission = z.infer<typeof ReportSubmissionSchema>['newSubmission'];

/** Task types whose work is approved as a draft before the final submission (SPEC §2). */
export const DRAFT_TASK_TYPES = ['VIDEO', 'DRAFT'] as const;
export const needsDraft = (taskType: string) => (DRAFT_TASK_TYPES as readonly string[]).includes(taskType);
/** REVIEW tasks are proven by screenshots alone (SPEC §5). */
export const needsLink = (taskType: string) => taskType !== 'REVIEW';

/**
 * What is wrong with a final submission's post link, as the form and the server both say it: a
 * task that needs one needs a web address (http or https); a REVIEW sends none.
 */
export function postLinkProblem(taskType: string, link: string): string | null {
  if (!needsLink(taskType)) return null;
  if (link.trim() === '') return SUBMISSION_MESSAGES.linkRequired;
  return isWebAddress(link) ? null : SUBMISSION_MESSAGES.linkInvalid;
}

/** The draft file addresses of a submission: a list for VIDEO, empty text otherwise (SPEC §3). */
export const draftFiles = (value: string[] | '') => (Array.isArray(value) ? value : []);
