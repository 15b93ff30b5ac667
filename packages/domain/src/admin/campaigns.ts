import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { endpointUrl } from '../api/endpoint.ts';
import { filesApi } from '../api/files.ts';
import {
  BudgetUseSchema,
  FundsConfirmationSchema,
  NewCampaignSchema,
  NewScreeningQuestionSchema,
} from '../campaigns/index.ts';
import { TASK_STATUSES } from '../tasks/statuses.ts';
import { PLATFORMS, QUESTION_TYPES, TASK_TYPES } from '../tasks/task-types.ts';
import { CampaignTermsSchema, TermsSchema } from '../terms/index.ts';
import { trimmedText } from '../validation/index.ts';
import { page, pageOf, pageSize } from './pagination.ts';

/** The back office's campaigns: the list, the edit form, the campaign page and its tasks. */

export const CAMPAIGN_STATES = ['open', 'closed', 'all'] as const;

/** `GET /api/admin/campaigns`: newest first. */
export const CampaignQuerySchema = z.object({
  search: trimmedText('search', 200).optional(),
  state: z.enum(CAMPAIGN_STATES).default('open'),
  page,
  pageSize,
});
export type CampaignQuery = z.infer<typeof CampaignQuerySchema>;

/** How many of a campaign's tasks are in each status (statuses with none are left out). */
export const TaskCountsSchema = z.partialRecord(z.enum(TASK_STATUSES), z.number().int());

export const CampaignSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  brandLogoUrl: z.string().nullable(),
  taskType: z.enum(TASK_TYPES),
  platform: z.enum(PLATFORMS),
  currency: z.string(),
  incentive: z.number(),
  deadline: z.string(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  taskCounts: TaskCountsSchema,
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;
export const CampaignPageSchema = pageOf(CampaignSummarySchema);
export type CampaignPage = z.infer<typeof CampaignPageSchema>;

/** At most this many of a campaign's withdrawals are listed on its page; the others are counted. */
export const WITHDRAWALS_LISTED = 20;

/**
 * A task withdrawn from the campaign because its creator's account was deleted at their request:
 * when, and the status the task was in. Who the creator was is not kept.
 */
const WithdrawalSchema = z.object({ at: z.string(), status: z.enum(TASK_STATUSES) });

/** `GET /api/admin/campaigns/:campaignId`: everything the edit form and the campaign page show. */
export const CampaignSchema = CampaignSummarySchema.extend({
  requirements: z.string(),
  instructions: z.string(),
  uniqueCommentUrl: z.string().nullable(),
  referralFee: z.number().nullable(),
  referralCriteria: z.string().nullable(),
  referralInstructions: z.string().nullable(),
  requiresReport: z.boolean(),
  /** Unreviewed drafts and submissions are approved two working days after the review promise. */
  autoApproveLateReviews: z.boolean(),
  terms: TermsSchema.omit({ incentive: true, currency: true, deadline: true }),
  screeningQuestions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      questionType: z.enum(QUESTION_TYPES),
      required: z.boolean(),
      options: z.array(z.string()),
      /** Someone has answered it: it can be reworded but not removed. */
      answered: z.boolean(),
    }),
  ),
  /** Open-application links (`/invite/{id}`), newest first. */
  invites: z.array(z.object({ id: z.string(), createdAt: z.string() })),
  /** When it was last saved (ISO): the version an edit starts from. */
  updatedAt: z.string(),
  /** A creator has accepted: the incentive, currency and report rule can no longer change. */
  paymentTermsFixed: z.boolean(),
  /** What the brand means to spend, in the campaign's currency; null for no budget. */
  budget: z.number().nullable(),
  /** The manager (by name) who confirmed the money for the budget is there; null while nobody has. */
  fundsConfirmation: FundsConfirmationSchema.nullable(),
  /** What the campaign's tasks and referral fees hold against the budget. */
  budgetUse: BudgetUseSchema,
  /** Its withdrawals, newest first: at most WITHDRAWALS_LISTED, of `total`. */
  withdrawals: z.object({ items: z.array(WithdrawalSchema), total: z.number().int() }),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/**
 * `PUT /api/admin/campaigns/:campaignId`: the whole campaign again. A question with an `id` is an
 * existing one (kept, with its answers); one without is new; an existing question left out is
 * removed (409 'This question has answers and cannot be removed' when someone answered it). The
 * terms are required (400 'Please set the creator terms'): an edit never resets them to the defaults.
 * `updatedAt` is the version the edit started from: when someone saved the campaign since, the edit
 * is refused (409 `CAMPAIGN_CHANGED`) rather than overwriting their change.
 */
export const CampaignFieldsSchema = NewCampaignSchema.extend({
  terms: CampaignTermsSchema,
  screeningQuestions: z
    .array(z.intersection(NewScreeningQuestionSchema, z.object({ id: z.uuid().optional() })))
    .max(30),
});
export type CampaignFields = z.infer<typeof CampaignFieldsSchema>;
export const UpdateCampaignSchema = CampaignFieldsSchema.extend({ updatedAt: z.iso.datetime({ offset: true }) });
export type UpdateCampaign = z.infer<typeof UpdateCampaignSchema>;
export const CAMPAIGN_CHANGED = errorText('campaign-changed');
export const QUESTION_HAS_ANSWERS = errorText('question-has-answers');

/**
 * `POST /api/admin/campaigns/:campaignId/duplicate` answers `{ id }` of an open copy titled
 * `{title} (copy)` with the same questions and no tasks or links.
 * `POST /api/admin/campaigns/:campaignId/close` (204) stops new applications, invites and links;
 * tasks already under way go on. A closed campaign cannot be edited (409 'Campaign is closed').
 */
export const CAMPAIGN_IS_CLOSED = errorText('campaign-is-closed');

/** `GET /api/admin/campaigns/:campaignId/tasks`: the campaign's tasks, most recently changed first. */
export const CampaignTasksQuerySchema = z.object({ status: z.enum(TASK_STATUSES).optional(), page, pageSize });
export const CampaignTaskSchema = z.object({
  id: z.string(),
  status: z.enum(TASK_STATUSES),
  updatedAt: z.string(),
  influencer: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
});
export type CampaignTask = z.infer<typeof CampaignTaskSchema>;
export const CampaignTaskPageSchema = pageOf(CampaignTaskSchema);

/**
 * Brand logos go through the upload path (`/api/uploads`, tus) with metadata `kind: 'logos'` and
 * no campaignId (admins only); the finished upload is then public at this address, which is
 * what `brandLogoUrl` holds.
 */
export function logoUrlForUpload(uploadUrl: string): string {
  const encodedKey = uploadUrl.split('/').pop() ?? '';
  return endpointUrl(filesApi.logo, { params: { encodedKey } });
}
