import { z } from 'zod';
import { DeadlineExtensionSchema } from '../tasks/extensions.ts';
import { RevisionsSchema } from '../tasks/api.ts';
import { TASK_STATUSES } from '../tasks/statuses.ts';
import { PLATFORMS, TASK_TYPES } from '../tasks/task-types.ts';
import { page, pageOf, pageSize } from './pagination.ts';
import { PayoutDetailsSchema } from './payouts.ts';
import { SentReportSchema, SentSubmissionSchema } from './sent-work.ts';

/** The back office's queues: what waits in each review queue, and the deadline extension requests. */

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
    /** When the creator sent the draft (ISO); null when they sent none (`draftWasSent`). */
    draftSubmittedAt: z.string().nullable(),
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

/** `GET /api/admin/extensions`: extension requests waiting for a decision, oldest first. */
export const ExtensionQuerySchema = z.object({ page, pageSize });
export const ExtensionQueueItemSchema = DeadlineExtensionSchema.extend({
  task: z.object({ id: z.string(), status: z.enum(TASK_STATUSES), taskDeadline: z.string().nullable() }),
  campaign: z.object({ id: z.string(), title: z.string(), deadline: z.string() }),
  influencer: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
});
export type ExtensionQueueItem = z.infer<typeof ExtensionQueueItemSchema>;
export const ExtensionQueuePageSchema = pageOf(ExtensionQueueItemSchema);
