import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { BudgetSchema } from './budget.ts';
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
    .refine(isWholeMinorUnits, { message: errorText('two-decimals-at-most') });

export const NewScreeningQuestionSchema = z
  .object({
    question: trimmedText('question', 500).min(1, errorText('question-required')),
    questionType: z.enum(QUESTION_TYPES),
    required: z.boolean(),
    // A multiple-choice answer is stored comma-joined, so an option cannot hold a comma.
    options: z
      .array(
        trimmedText('option', 200)
          .min(1, errorText('option-required'))
          .regex(/^[^,]*$/, errorText('option-has-comma')),
      )
      .max(20),
  })
  .refine((question) => question.questionType !== 'multipleChoice' || question.options.length >= 2, {
    message: errorText('options-too-few'),
    path: ['options'],
  });

export const UNIQUE_COMMENT_URL_MESSAGE = errorText('post-url-invalid');
export const DEADLINE_OUT_OF_RANGE = errorText('deadline-out-of-range', DEADLINE_YEARS);
const CURRENCY_MESSAGE = errorText('currency-required');

/** What a campaign manager fills in to create a campaign (every campaignDetails field of SPEC §3). */
export const NewCampaignSchema = z.object({
  title: trimmedText('title', 200).min(1, errorText('campaign-title-required')),
  /** An outside image address, or a logo uploaded through the back office (`logoUrlForUpload`). */
  brandLogoUrl: z
    .union(
      [z.url({ protocol: /^https?$/ }).max(1000), z.string().regex(/^\/api\/public\/logos\/[A-Za-z0-9_-]{1,600}$/)],
      { error: errorText('brand-logo-url-invalid') },
    )
    .nullable(),
  taskType: z.enum(TASK_TYPES, { error: errorText('task-type-required') }),
  platform: z.enum(PLATFORMS, { error: errorText('platform-required') }),
  currency: z
    .string({ error: CURRENCY_MESSAGE })
    .trim()
    .min(1, CURRENCY_MESSAGE)
    .max(10, CURRENCY_MESSAGE)
    .default('RM'),
  incentive: money(errorText('incentive-required')),
  requirements: trimmedText('requirements', 5000),
  instructions: trimmedText('instructions', 5000),
  uniqueCommentUrl: z
    .string({ error: UNIQUE_COMMENT_URL_MESSAGE })
    .trim()
    .max(1000, UNIQUE_COMMENT_URL_MESSAGE)
    .refine(isWebAddress, UNIQUE_COMMENT_URL_MESSAGE)
    .nullable(),
  referralFee: money(errorText('referral-fee-invalid')).nullable(),
  referralCriteria: trimmedText('referralCriteria', 2000).nullable(),
  referralInstructions: trimmedText('referralInstructions', 2000).nullable(),
  deadline: z.iso
    .datetime({ offset: true, error: errorText('deadline-required') })
    .refine((value) => isDeadlineYear(new Date(value)), DEADLINE_OUT_OF_RANGE),
  requiresReport: z.boolean(),
  /**
   * Drafts and final submissions still unreviewed two working days after the review promise are
   * approved automatically (off unless set, so callers that do not send it keep working).
   */
  autoApproveLateReviews: z.boolean().default(false),
  /** What the brand means to spend on the campaign, in its currency; null (the default) for no budget. */
  budget: BudgetSchema.default(null),
  /**
   * A manager confirms that the brand's money for the budget is there (the server records who and
   * when); unticking withdraws it. Needs a budget (400 `funds-need-budget`).
   */
  fundsConfirmed: z.boolean().default(false),
  /** What the creator is promised; a campaign sent without terms gets the defaults. */
  terms: CampaignTermsSchema.default(DEFAULT_CAMPAIGN_TERMS),
  screeningQuestions: z.array(NewScreeningQuestionSchema).max(30),
});
export type NewCampaign = z.infer<typeof NewCampaignSchema>;

/** An admin's decision on an application. */
export const ApplicationDecisionSchema = z.discriminatedUnion('decision', [
  /**
   * An approval that would take the campaign's invites, accepted, approved and paid tasks past its
   * budget is refused (409 `application-beyond-budget`, with the amounts) unless `beyondBudget`.
   */
  z.object({ decision: z.literal('approve'), beyondBudget: z.boolean().optional() }),
  z.object({
    decision: z.literal('reject'),
    remark: trimmedText('reason', 2000).min(1, errorText('creator-reason-required')),
  }),
]);
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;

export * from './budget.ts';
