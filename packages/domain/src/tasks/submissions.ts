import { z } from 'zod';
import { MAX_FILES_PER_FIELD } from '../uploads/policy.ts';
import { isWebAddress, limitedText } from '../validation/index.ts';
import { MAX_DRAFT_COMMENT_LENGTH, MAX_LINK_LENGTH } from './limits.ts';
import { SUBMISSION_MESSAGES } from './submission-rules.ts';

const fileAddresses = z.array(z.string().max(400)).max(MAX_FILES_PER_FIELD);
const taskId = z.string().trim().min(1).max(64);
/** The proof link: empty (the server then says whether the task needs one) or a web address. */
const linkURL = limitedText('urlLink', MAX_LINK_LENGTH)
  .trim()
  .refine((link) => link === '' || isWebAddress(link), SUBMISSION_MESSAGES.linkInvalid)
  .default('');

/** SPEC §7 `PUT /task/submit`: the final submission (SPEC §3 Submission). */
export const FinalSubmissionSchema = z.object({
  newSubmission: z.object({
    taskId,
    screenshotURL: fileAddresses,
    linkURL,
    draftComment: limitedText('draftComment', MAX_DRAFT_COMMENT_LENGTH).default(''),
    draftCommentURLArray: z.union([fileAddresses, z.literal('')]).default(''),
  }),
});
export type FinalSubmission = z.infer<typeof FinalSubmissionSchema>['newSubmission'];

/** SPEC §7 `PUT task/draft`: a draft for VIDEO (files and comment) or DRAFT (comment) tasks. */
export const DraftSubmissionSchema = z.object({
  newSubmission: z.object({
    taskId,
    draftComment: limitedText('draftComment', MAX_DRAFT_COMMENT_LENGTH).default(''),
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
