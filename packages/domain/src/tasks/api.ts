import { z } from 'zod';
import { LookupIdSchema } from '../api/ids.ts';
import { TASK_STATUSES } from './statuses.ts';
import { QUESTION_TYPES, TASK_TYPES } from './task-types.ts';
import { TermsSchema } from '../terms/index.ts';
import { limitedText } from '../validation/index.ts';
import { MAX_SCREENING_ANSWER_LENGTH } from './limits.ts';

export const ScreeningQuestionSchema = z.object({
  id: z.string(),
  orderIndex: z.number().int(),
  required: z.boolean(),
  question: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
});
export type ScreeningQuestion = z.infer<typeof ScreeningQuestionSchema>;

/** SPEC §3 campaignDetails; money in major units (e.g. 150.5), currency RM unless named. */
export const CampaignDetailsSchema = z.object({
  campaignTitle: z.string(),
  brandLogoURL: z.string().nullable(),
  taskType: z.enum(TASK_TYPES),
  platform: z.string(),
  currency: z.string(),
  incentive: z.number(),
  requirements: z.string(),
  instructions: z.string(),
  screeningQuestions: z.array(ScreeningQuestionSchema),
  uniqueCommentURL: z.string().nullable(),
  referralFee: z.number().nullable(),
  referralCriteria: z.string().nullable(),
  referralInstructions: z.string().nullable(),
  /**
   * The terms the creator is promised: their task's agreed copy once they applied or accepted
   * (the campaign's again once their application is rejected, for a reapplication).
   */
  terms: TermsSchema,
  /** The campaign approves drafts and submissions its brand leaves unreviewed two working days past the promise. */
  autoApproveLateReviews: z.boolean(),
});
export type CampaignDetails = z.infer<typeof CampaignDetailsSchema>;

/** A task's revisions (`Revisions`): its rejected drafts and submissions so far, and the revisions agreed. */
export const RevisionsSchema = z.object({ used: z.number().int(), included: z.number().int() });

/** SPEC §3 Task (invite): one creator's participation in one campaign. */
export const TaskSchema = z.object({
  id: z.string(),
  status: z.enum(TASK_STATUSES),
  associatedCampaign: z.string(),
  taskDeadline: z.string().nullable(),
  submissionDate: z.string().nullable(),
  incentive: z.number(),
  rejectionComments: z.string().nullable(),
  applicationRejectionComments: z.string().nullable(),
  uniqueComment: z.string().nullable(),
  uniqueCommentUrl: z.string().nullable(),
  draftApproved: z.boolean(),
  draftComment: z.string().nullable(),
  /** When the creator sent the draft (ISO); null when they sent none: whether a draft was sent (`draftWasSent`). */
  draftSubmittedAt: z.string().nullable(),
  /** A draft was sent and waits for the brand's review (no new draft until then). */
  draftAwaitingReview: z.boolean(),
  /**
   * When the work now waiting for the brand's review (final submission, draft or report) was sent
   * (ISO): its review is due the terms' review days later. Null when nothing waits for review.
   */
  reviewSentAt: z.string().nullable(),
  /** When the task last changed (ISO); a COMPLETED task's payment date. */
  updatedAt: z.string(),
  /** The date ('YYYY-MM-DD', in Malaysia) its payment is due by, set when it is approved for payment. */
  paymentDueOn: z.string().nullable(),
  /** When it was paid (ISO), and the transfer's reference. */
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  /** 'Revision 1 of 2': the rejections so far, against the revisions agreed. */
  revisions: RevisionsSchema,
  /** The brand's messages on the task the creator has not read yet. */
  unreadMessages: z.number().int(),
  /**
   * The brand has set aside the money for this campaign's payments: the campaign has a budget that
   * covers this task's incentive with everything else it holds, and a manager confirmed the funds.
   */
  paymentSecured: z.boolean(),
  campaignDetails: CampaignDetailsSchema,
});
export type Task = z.infer<typeof TaskSchema>;

/** SPEC §3 Public invite: the campaign behind an open-application link, and the visitor's status in it. */
export const InviteSchema = z.object({
  id: z.string(),
  status: z.enum(TASK_STATUSES).nullable(),
  /** The campaign was closed: it takes no applications or acceptances (`CAMPAIGN_CLOSED_TO_CREATORS`). */
  closed: z.boolean(),
  inviteCampaign: CampaignDetailsSchema.pick({
    campaignTitle: true,
    brandLogoURL: true,
    taskType: true,
    currency: true,
    incentive: true,
    platform: true,
    requirements: true,
    instructions: true,
    screeningQuestions: true,
    terms: true,
    autoApproveLateReviews: true,
  }),
});
export type Invite = z.infer<typeof InviteSchema>;

export const ScreeningResponseSchema = z.object({
  questionId: z.string().max(64),
  answer: limitedText('answer', MAX_SCREENING_ANSWER_LENGTH),
});
export type ScreeningResponse = z.infer<typeof ScreeningResponseSchema>;

const screeningResponses = z.array(ScreeningResponseSchema).max(100);
const id = LookupIdSchema;

/**
 * The terms the creator was shown and agrees to: the `terms` of the task, invite or referral they
 * answer. When the step would agree to other terms (the campaign was edited since), the answer is
 * 409 `TERMS_CHANGED_MESSAGE` and nothing changes. Optional only for SPEC §7's older callers,
 * which agree to the terms of the moment; the web app always sends them.
 */
export const ShownTermsSchema = TermsSchema.optional();

/** `PUT /api/task/accept` */
export const AcceptTaskSchema = z.object({ task: id, screeningResponses, shownTerms: ShownTermsSchema });
/** `POST /api/task/invite/accept`: apply through an open-application link. */
export const ApplyToInviteSchema = z.object({ invite: id, screeningResponses, shownTerms: ShownTermsSchema });
/** `PUT /api/task/reapply` */
export const ReapplySchema = z.object({ task: id, shownTerms: ShownTermsSchema });
