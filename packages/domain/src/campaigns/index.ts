import { z } from 'zod';
import { PLATFORMS, QUESTION_TYPES, TASK_TYPES } from '../tasks/task-types.ts';
import { isStorableTime, isWebAddress } from '../validation/index.ts';

const text = (max: number) => z.string().trim().max(max);
/** Money as entered, in major units with at most two decimals (stored in minor units). */
const money = z
  .number()
  .nonnegative()
  .max(1_000_000)
  .refine(
    (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: 'Use at most two decimals',
    },
  );

export const NewScreeningQuestionSchema = z
  .object({
    question: text(500).min(1, 'Please enter the question'),
    questionType: z.enum(QUESTION_TYPES),
    required: z.boolean(),
    // A multiple-choice answer is stored comma-joined, so an option cannot hold a comma.
    options: z
      .array(
        text(200)
          .min(1)
          .regex(/^[^,]*$/, 'Options cannot contain commas'),
      )
      .max(20),
  })
  .refine((question) => question.questionType !== 'multipleChoice' || question.options.length >= 2, {
    message: 'A multiple-choice question needs at least two options',
    path: ['options'],
  });

export const UNIQUE_COMMENT_URL_MESSAGE = 'Enter the full address of the post, starting with https://';

/** What a campaign manager fills in to create a campaign (every campaignDetails field of SPEC §3). */
export const NewCampaignSchema = z.object({
  title: text(200).min(1, 'Please enter the campaign title'),
  /** An outside image address, or a logo uploaded through the back office (`logoUrlForUpload`). */
  brandLogoUrl: z
    .union([
      z.url({ protocol: /^https?$/ }).max(1000),
      z.string().regex(/^\/api\/public\/logos\/[A-Za-z0-9_-]{1,600}$/),
    ])
    .nullable(),
  taskType: z.enum(TASK_TYPES),
  platform: z.enum(PLATFORMS),
  currency: text(10).min(1).default('RM'),
  incentive: money,
  requirements: text(5000),
  instructions: text(5000),
  uniqueCommentUrl: text(1000).refine(isWebAddress, UNIQUE_COMMENT_URL_MESSAGE).nullable(),
  referralFee: money.nullable(),
  referralCriteria: text(2000).nullable(),
  referralInstructions: text(2000).nullable(),
  deadline: z.iso
    .datetime({ offset: true })
    .refine((value) => isStorableTime(new Date(value)), 'The deadline must fall between the years 1 and 9999'),
  requiresReport: z.boolean(),
  screeningQuestions: z.array(NewScreeningQuestionSchema).max(30),
});
export type NewCampaign = z.infer<typeof NewCampaignSchema>;

/** Invite influencers, by e-mail, to a campaign: each gets a SELECTED task. */
export const InviteInfluencersSchema = z.object({
  emails: z.array(z.email().max(320)).min(1).max(500),
});

/** An admin's decision on an application. */
export const ApplicationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), remark: text(2000).min(1, 'Please give the creator a reason') }),
]);
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;
