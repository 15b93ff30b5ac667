import { z } from 'zod';
import { endpointUrl } from '../api/endpoint.ts';
import { filesApi } from '../api/files.ts';
import { NewCampaignSchema, NewScreeningQuestionSchema } from '../campaigns/index.ts';
import { FOLLOWER_PLATFORMS, GENDERS, PAYMENT_METHODS } from '../profile/choices.ts';
import { REFERRAL_STATUSES } from '../referrals/index.ts';
import { DeadlineExtensionSchema } from '../tasks/extensions.ts';
import { RevisionsSchema } from '../tasks/api.ts';
import { REVIEW_ACTIONS, type ReviewAction } from '../tasks/sub-states.ts';
import { TASK_STATUSES } from '../tasks/statuses.ts';
import { CampaignTermsSchema, TermsSchema } from '../terms/index.ts';
import { PLATFORMS, QUESTION_TYPES, TASK_TYPES } from '../tasks/task-types.ts';
import { trimmedText } from '../validation/index.ts';

/**
 * The back office's contract (`/api/admin/*`, admins only): what each call takes and answers.
 * Money is in major units (150.5), times are ISO strings in UTC.
 */

const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(25);

/** One page of a list, with the total across all pages. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

// ---------------------------------------------------------------- campaigns

export const CAMPAIGN_STATES = ['open', 'closed', 'all'] as const;

/** `GET /api/admin/campaigns`: newest first. */
export const CampaignQuerySchema = z.object({
  search: trimmedText('Search', 200).optional(),
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
export const CAMPAIGN_CHANGED = 'Another manager saved this campaign while you were editing it';
/** `PUT /api/admin/tasks/:taskId/undo`'s refusals (409): no decision of the caller's stands to undo, or its window has passed. */
export const NOTHING_TO_UNDO = 'There is no decision of yours to undo on this task';
export const TOO_LATE_TO_UNDO = 'Too late to undo: the creator has been told';
export const QUESTION_HAS_ANSWERS = 'This question has answers and cannot be removed';

/**
 * `POST /api/admin/campaigns/:campaignId/duplicate` answers `{ id }` of an open copy titled
 * `{title} (copy)` with the same questions and no tasks or links.
 * `POST /api/admin/campaigns/:campaignId/close` (204) stops new applications, invites and links;
 * tasks already under way go on. A closed campaign cannot be edited (409 'Campaign is closed').
 */
export const CAMPAIGN_IS_CLOSED = 'Campaign is closed';

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

// ---------------------------------------------------------------- influencers

export const FOLLOWER_FRESHNESS = ['fresh', 'stale'] as const;

/** `GET /api/admin/influencers`: the directory, newest sign-ups first. Every filter is optional. */
export const InfluencerQuerySchema = z.object({
  /** Matches name or e-mail. */
  search: trimmedText('Search', 200).optional(),
  country: trimmedText('Country', 100).optional(),
  state: trimmedText('State', 100).optional(),
  gender: z.enum(GENDERS).optional(),
  ageMin: z.coerce.number().int().min(0).max(120).optional(),
  ageMax: z.coerce.number().int().min(0).max(120).optional(),
  language: trimmedText('Language', 100).optional(),
  contentType: trimmedText('Content type', 100).optional(),
  /** With followersMin: at least that many followers on this platform (any platform when absent). */
  platform: z.enum(FOLLOWER_PLATFORMS).optional(),
  followersMin: z.coerce.number().int().min(0).optional(),
  /** Fresh: follower counts saved within the last 2160 hours (SPEC §9). */
  freshness: z.enum(FOLLOWER_FRESHNESS).optional(),
  banned: z.enum(['yes', 'no']).optional(),
  /** Leave out influencers who already have a task in this campaign. */
  notInCampaign: z.uuid().optional(),
  page,
  pageSize,
});
export type InfluencerQuery = z.infer<typeof InfluencerQuerySchema>;

export const InfluencerSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  /** The profile's `location` (a state of the country). */
  state: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** Whole years, from the date of birth. */
  age: z.number().int().nullable(),
  languages: z.array(z.string()),
  contentTypes: z.array(z.string()),
  followers: z.partialRecord(z.enum(FOLLOWER_PLATFORMS), z.number().nullable()),
  followersUpdatedAt: z.string().nullable(),
  followersFresh: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  /** Every ban they had, newest first, the one in force included: why, and from when until when. */
  bans: z.array(z.object({ reason: z.string().nullable(), bannedAt: z.string(), liftedAt: z.string().nullable() })),
  createdAt: z.string(),
});
export type Influencer = z.infer<typeof InfluencerSchema>;
export const InfluencerPageSchema = pageOf(InfluencerSchema);
export type InfluencerPage = z.infer<typeof InfluencerPageSchema>;

/** `PUT /api/admin/influencers/:userId/ban` (204); `DELETE` the same path lifts the ban (204). */
export const BanSchema = z.object({ reason: trimmedText('Reason', 500).min(1, 'Please give a reason for the ban') });

/**
 * `POST /api/admin/campaigns/:campaignId/tasks`: invite by e-mail or by user id, up to 1 000 at
 * once in one transaction; each gets a SELECTED task and an e-mail.
 */
export const InviteEmailSchema = z.email().max(320);
export const InviteToCampaignSchema = z.union([
  z.object({ emails: z.array(InviteEmailSchema).min(1).max(1000) }),
  z.object({ userIds: z.array(z.string().min(1).max(64)).min(1).max(1000) }),
]);
export const InviteResultSchema = z.object({
  invited: z.array(z.string()),
  alreadyInCampaign: z.array(z.string()),
  /** E-mails or ids that are no influencer. */
  unknown: z.array(z.string()),
  taskIds: z.array(z.string()),
});
export type InviteResult = z.infer<typeof InviteResultSchema>;

// ---------------------------------------------------------------- review queues

export const QUEUE_KINDS = ['applications', 'drafts', 'submissions', 'reports', 'payouts'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

/** `GET /api/admin/queues`: how many items wait in each queue (referrals: fees due). */
export const QueueCountsSchema = z.object({
  applications: z.number().int(),
  drafts: z.number().int(),
  submissions: z.number().int(),
  reports: z.number().int(),
  payouts: z.number().int(),
  referrals: z.number().int(),
  /** Deadline extension requests waiting for a decision. */
  extensions: z.number().int(),
  /** Payouts whose due date has passed unpaid (in Malaysia's today). */
  overduePayouts: z.number().int(),
  /** Tasks whose creator's latest message waits for the brand's answer. */
  messages: z.number().int(),
});
export type QueueCounts = z.infer<typeof QueueCountsSchema>;

/** `GET /api/admin/queues/:kind`: oldest first. */
export const QueueQuerySchema = z.object({ campaignId: z.uuid().optional(), page, pageSize });

/** A file the influencer sent, with a signed link valid for an hour. */
export const SentFileSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  contentType: z.string().nullable(),
  role: z.enum(['screenshot', 'draft', 'report']),
  url: z.string(),
});
export type SentFile = z.infer<typeof SentFileSchema>;

export const SentSubmissionSchema = z.object({
  id: z.string(),
  stage: z.enum(['DRAFT', 'FINAL']),
  createdAt: z.string(),
  linkUrl: z.string().nullable(),
  draftComment: z.string().nullable(),
  files: z.array(SentFileSchema),
});
export type SentSubmission = z.infer<typeof SentSubmissionSchema>;

export const SentReportSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  files: z.array(SentFileSchema),
});
export type SentReport = z.infer<typeof SentReportSchema>;

/** Everything sent for one task, newest first; the creator sees their own at `GET /api/task/history?taskId=`. */
export const SentWorkSchema = z.object({
  submissions: z.array(SentSubmissionSchema),
  reports: z.array(SentReportSchema),
});
export type SentWork = z.infer<typeof SentWorkSchema>;

/** Where a payout goes: shown unmasked to admins only. */
export const PayoutDetailsSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paypalEmail: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccName: z.string().nullable(),
  bankAccNo: z.string().nullable(),
  nationalityDoc: z.string().nullable(),
  nric: z.string().nullable(),
  passportNumber: z.string().nullable(),
});
export type PayoutDetails = z.infer<typeof PayoutDetailsSchema>;

export const ReviewCampaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  taskType: z.enum(TASK_TYPES),
  platform: z.enum(PLATFORMS),
  currency: z.string(),
  incentive: z.number(),
  requirements: z.string(),
  instructions: z.string(),
  uniqueCommentUrl: z.string().nullable(),
  requiresReport: z.boolean(),
});

export const QueueItemSchema = z.object({
  task: z.object({
    id: z.string(),
    status: z.enum(TASK_STATUSES),
    updatedAt: z.string(),
    submissionDate: z.string().nullable(),
    draftApproved: z.boolean(),
    draftComment: z.string().nullable(),
    rejectionComments: z.string().nullable(),
    applicationRejectionComments: z.string().nullable(),
    uniqueComment: z.string().nullable(),
    /** The post this task's creator comments on, when it is not the campaign's. */
    uniqueCommentUrl: z.string().nullable(),
    /** When its payment is due ('YYYY-MM-DD'), once approved for payment. */
    paymentDueOn: z.string().nullable(),
    /** 'Revision 1 of 2': the rejections so far, against the revisions agreed. */
    revisions: RevisionsSchema,
  }),
  campaign: ReviewCampaignSchema,
  influencer: z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    country: z.string().nullable(),
    /** Banned now: a payout to them waits for a manager's check. */
    banned: z.boolean(),
  }),
  /** Screening answers, in question order. */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** The latest submission of the stage under review (drafts: DRAFT; submissions: FINAL). */
  submission: SentSubmissionSchema.nullable(),
  /** The latest report (reports and payouts). */
  report: SentReportSchema.nullable(),
  /** Only for a task at payment (payouts queue, and the task page from APPROVED-PENDING-PAYMENT on). */
  payout: PayoutDetailsSchema.nullable(),
  /** When the item entered its queue. */
  waitingSince: z.string(),
  /**
   * Work waiting for the brand's review (drafts, submissions, reports): the date it is promised by
   * (the task's review days after `waitingSince`), its age and whether it is overdue. Null elsewhere.
   */
  review: z
    .object({ dueOn: z.string(), waitingDays: z.number().int(), daysOverdue: z.number().int(), overdue: z.boolean() })
    .nullable(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;
export const QueuePageSchema = pageOf(QueueItemSchema);
export type QueuePage = z.infer<typeof QueuePageSchema>;

/**
 * Decisions, each one state-machine step (409 'Duplicate Request' on replay):
 * - `PUT /api/admin/tasks/:taskId/application` { decision: 'approve' } | { decision: 'reject', remark }
 * - `PUT /api/admin/tasks/:taskId/review` { action, remark?, reference? } with action one of
 *   approveDraft (remark = the edited approved comment, optional), rejectDraft (remark required),
 *   approve / approveWithReport (the campaign's requiresReport picks which), reject (remark
 *   required), approveReport, startPayout, markPaid (reference optional). A rejection beyond the
 *   revisions agreed needs `beyondBudget: true` (409 without it).
 */
export type { ReviewAction } from '../tasks/sub-states.ts';

/** Review steps that need a reason: a rejection (for the creator), a rejection's reversal (for the record). */
export const ACTIONS_NEEDING_A_REMARK: readonly ReviewAction[] = [
  'reject',
  'rejectDraft',
  'reverseRejection',
  'reverseDraftRejection',
];

export const ReviewStepSchema = z
  .object({
    action: z.enum(REVIEW_ACTIONS),
    // A rejection's reason, or the approved draft comment: as long as a draft comment may be.
    remark: trimmedText('Remark', 5000).optional(),
    reference: trimmedText('Payment reference', 200).optional(),
    /** The campaign manager confirms a rejection beyond the revisions agreed (`revisionRefusal`). */
    beyondBudget: z.boolean().optional(),
  })
  .refine((step) => !ACTIONS_NEEDING_A_REMARK.includes(step.action) || Boolean(step.remark), {
    message: 'Please give the creator a reason',
    path: ['remark'],
  });
export type ReviewStep = z.infer<typeof ReviewStepSchema>;

/** `PUT /api/admin/referrals/:referralId`: pay a referral fee that fell due (with the transfer's reference), or reject it. */
export const ReferralDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('pay'), reference: trimmedText('Payment reference', 200).optional() }),
  z.object({ decision: z.literal('reject') }),
]);
export type ReferralDecision = z.infer<typeof ReferralDecisionSchema>;

// ---------------------------------------------------------------- payouts

/** `POST /api/admin/payouts/start`: start many payouts; each succeeds or is skipped with why. */
export const TaskIdsSchema = z.object({ taskIds: z.array(z.uuid()).min(1).max(500) });
export const StartPayoutsResultSchema = z.object({
  started: z.array(z.string()),
  skipped: z.array(z.object({ taskId: z.string(), reason: z.string() })),
});
export type StartPayoutsResult = z.infer<typeof StartPayoutsResultSchema>;

/**
 * `POST /api/admin/payouts/export` with `{ taskIds }` answers `text/csv` (attachment
 * `payouts.csv`), one row per task in the order given, with these columns.
 */
export const PAYOUT_CSV_COLUMNS = [
  'Task ID',
  'Influencer',
  'Email',
  'Campaign',
  'Amount',
  'Currency',
  'Payment Method',
  'PayPal Email',
  'Bank',
  'Account Name',
  'Account Number',
  'Document',
  'NRIC',
  'Passport Number',
  'Status',
  'Due Date',
  'Reference',
  'Paid Date',
] as const;

/**
 * `GET /api/admin/payouts/paid`: the payouts made (a payment for a task), newest first, filtered
 * by campaign and by the creator's name or e-mail.
 */
export const PaidPayoutQuerySchema = z.object({
  campaignId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  page,
  pageSize,
});
export type PaidPayoutQuery = z.infer<typeof PaidPayoutQuerySchema>;
export const PaidPayoutSchema = z.object({
  taskId: z.string(),
  influencer: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  campaign: z.object({ id: z.string(), title: z.string() }),
  /** What was paid, in major units. */
  amount: z.number(),
  currency: z.string(),
  /** The day it was due by (in Malaysia), when the task had a due date. */
  dueOn: z.string().nullable(),
  reference: z.string().nullable(),
  paidAt: z.string(),
});
export const PaidPayoutPageSchema = pageOf(PaidPayoutSchema);
export type PaidPayoutPage = z.infer<typeof PaidPayoutPageSchema>;

/** `GET /api/admin/referrals`: referral fees due (REFERRAL-PAYMENT), oldest first. */
export const ReferralQuerySchema = z.object({ page, pageSize });
export const DueReferralSchema = z.object({
  id: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  updatedAt: z.string(),
  campaign: z.object({ id: z.string(), title: z.string(), currency: z.string(), referralFee: z.number().nullable() }),
  referrer: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  referred: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  payout: PayoutDetailsSchema,
});
export type DueReferral = z.infer<typeof DueReferralSchema>;
export const DueReferralPageSchema = pageOf(DueReferralSchema);

// ---------------------------------------------------------------- deadline extensions

/** `GET /api/admin/extensions`: extension requests waiting for a decision, oldest first. */
export const ExtensionQuerySchema = z.object({ page, pageSize });
export const ExtensionQueueItemSchema = DeadlineExtensionSchema.extend({
  task: z.object({ id: z.string(), status: z.enum(TASK_STATUSES), taskDeadline: z.string().nullable() }),
  campaign: z.object({ id: z.string(), title: z.string(), deadline: z.string() }),
  influencer: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
});
export type ExtensionQueueItem = z.infer<typeof ExtensionQueueItemSchema>;
export const ExtensionQueuePageSchema = pageOf(ExtensionQueueItemSchema);

// ---------------------------------------------------------------- one task

/** `GET /api/admin/tasks/:taskId`: the task, everything sent, and its timeline. */
export const TaskEventSchema = z.object({
  id: z.number().int(),
  action: z.string().nullable(),
  fromStatus: z.enum(TASK_STATUSES).nullable(),
  toStatus: z.enum(TASK_STATUSES),
  actor: z.enum(['influencer', 'admin', 'server']),
  actorName: z.string().nullable(),
  remark: z.string().nullable(),
  /** The terms the creator agreed to in this step (applying or accepting). */
  agreedTerms: TermsSchema.nullable(),
  createdAt: z.string(),
  /** When the campaign manager undid this decision (within its undo window): it changed nothing in the end. */
  undoneAt: z.string().nullable(),
  /** Until when this decision may be undone, before the creator is told; null when it may not be (any more). */
  undoableUntil: z.string().nullable(),
});
export type TaskEvent = z.infer<typeof TaskEventSchema>;

export const AdminTaskSchema = QueueItemSchema.omit({
  submission: true,
  report: true,
  waitingSince: true,
  review: true,
}).extend({
  submissions: z.array(SentSubmissionSchema),
  reports: z.array(SentReportSchema),
  events: z.array(TaskEventSchema),
});
export type AdminTask = z.infer<typeof AdminTaskSchema>;

// ---------------------------------------------------------------- unique captions

export * from './captions.ts';
