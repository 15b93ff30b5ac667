import { z } from 'zod';
import { isWholeMinorUnits } from '../money/index.ts';
import { CampaignTermsSchema, DEFAULT_CAMPAIGN_TERMS } from '../terms/index.ts';
import { PLATFORMS, QUESTION_TYPES, TASK_TYPES } from '../tasks/task-types.ts';
import { DEADLINE_YEARS, isDeadlineYear, isWebAddress, trimmedText } from '../validation/index.ts';

/**
 * Money as entered, in major units with at most two decimals (stored in minor units); `message`
 * when it is missing, negative or too large.
 */
const money = (message: string) =>
  z
    .number({ error: message })
    .nonnegative(message)
    .max(1_000_000, message)
    .refine(isWholeMinorUnits, { message: 'Use at most two decimals' });

export const NewScreeningQuestionSchema = z
  .object({
    question: trimmedText('Question', 500).min(1, 'Please enter the question'),
    questionType: z.enum(QUESTION_TYPES),
    required: z.boolean(),
    // A multiple-choice answer is stored comma-joined, so an option cannot hold a comma.
    options: z
      .array(
        trimmedText('Option', 200)
          .min(1, 'Please enter the option')
          .regex(/^[^,]*$/, 'Options cannot contain commas'),
      )
      .max(20),
  })
  .refine((question) => question.questionType !== 'multipleChoice' || question.options.length >= 2, {
    message: 'A multiple-choice question needs at least two options',
    path: ['options'],
  });

export const UNIQUE_COMMENT_URL_MESSAGE = 'Enter the full address of the post, starting with https://';
export const DEADLINE_OUT_OF_RANGE = `The deadline must fall between the years ${DEADLINE_YEARS.first} and ${DEADLINE_YEARS.last}`;
const CURRENCY_MESSAGE = 'Please enter the currency (for example RM)';

/** What a campaign manager fills in to create a campaign (every campaignDetails field of SPEC §3). */
export const NewCampaignSchema = z.object({
  title: trimmedText('Title', 200).min(1, 'Please enter the campaign title'),
  /** An outside image address, or a logo uploaded through the back office (`logoUrlForUpload`). */
  brandLogoUrl: z
    .union(
      [z.url({ protocol: /^https?$/ }).max(1000), z.string().regex(/^\/api\/public\/logos\/[A-Za-z0-9_-]{1,600}$/)],
      { error: 'Enter an https address of an image, or upload one' },
    )
    .nullable(),
  taskType: z.enum(TASK_TYPES, { error: 'Please choose the task type' }),
  platform: z.enum(PLATFORMS, { error: 'Please choose the platform' }),
  currency: z
    .string({ error: CURRENCY_MESSAGE })
    .trim()
    .min(1, CURRENCY_MESSAGE)
    .max(10, CURRENCY_MESSAGE)
    .default('RM'),
  incentive: money('Please enter the incentive, at least 0'),
  requirements: trimmedText('Requirements', 5000),
  instructions: trimmedText('Instructions', 5000),
  uniqueCommentUrl: z
    .string({ error: UNIQUE_COMMENT_URL_MESSAGE })
    .trim()
    .max(1000, UNIQUE_COMMENT_URL_MESSAGE)
    .refine(isWebAddress, UNIQUE_COMMENT_URL_MESSAGE)
    .nullable(),
  referralFee: money('Enter a referral fee of at least 0, or leave it empty').nullable(),
  referralCriteria: trimmedText('Referral criteria', 2000).nullable(),
  referralInstructions: trimmedText('Referral instructions', 2000).nullable(),
  deadline: z.iso
    .datetime({ offset: true, error: 'Please enter the deadline date and time' })
    .refine((value) => isDeadlineYear(new Date(value)), DEADLINE_OUT_OF_RANGE),
  requiresReport: z.boolean(),
  /**
   * Drafts and final submissions still unreviewed two working days after the review promise are
   * approved automatically (off unless set, so callers that do not send it keep working).
   */
  autoApproveLateReviews: z.boolean().default(false),
  /** What the creator is promised; a campaign sent without terms gets the defaults. */
  terms: CampaignTermsSchema.default(DEFAULT_CAMPAIGN_TERMS),
  screeningQuestions: z.array(NewScreeningQuestionSchema).max(30),
});
export type NewCampaign = z.infer<typeof NewCampaignSchema>;

/** An admin's decision on an application. */
export const ApplicationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    remark: trimmedText('Reason', 2000).min(1, 'Please give the creator a reason'),
  }),
]);
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;
