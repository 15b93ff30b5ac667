import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { FOLLOWER_PLATFORMS } from '../profile/choices.ts';
import { APPROVED_STATUSES, isStatusIn } from '../tasks/sub-states.ts';
import { TASK_STATUSES, type TaskStatus } from '../tasks/statuses.ts';
import { trimmedText } from '../validation/index.ts';
import { SkippedTaskSchema } from './payouts.ts';
import { QUEUE_KINDS } from './queues.ts';

/** The back office's view of one creator: their work on every campaign, approvals at once, and ratings. */

/** The queues whose items may be approved many at once: every one but payouts (their own call starts them). */
export const BULK_APPROVAL_QUEUES = QUEUE_KINDS.filter(
  (kind): kind is Exclude<(typeof QUEUE_KINDS)[number], 'payouts'> => kind !== 'payouts',
);

/** How many items one bulk approval takes at most: a few queue pages. */
export const MAX_BULK_APPROVALS = 100;

/** `POST /api/admin/queues/:kind/approve`: the tasks to approve, each as one approval on its own. */
export const BulkApprovalSchema = z.object({ taskIds: z.array(z.uuid()).min(1).max(MAX_BULK_APPROVALS) });

/** Which were approved, and why each other was skipped (as `StartPayoutsResult` says it). */
export const BulkApprovalResultSchema = z.object({
  approved: z.array(z.string()),
  /** Its parameters say who moved it first, or its status. */
  skipped: z.array(SkippedTaskSchema),
});
export type BulkApprovalResult = z.infer<typeof BulkApprovalResultSchema>;

/** Whether a manager may rate the task's work: once the brand approved it. */
export const isRateable = (status: TaskStatus): boolean => isStatusIn(APPROVED_STATUSES, status);

export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** `PUT /api/admin/tasks/:taskId/rating`: 1 to 5 stars and an optional remark; the latest rating counts. */
const RATING_OUT_OF_RANGE = errorText('rating-out-of-range');
export const TaskRatingInputSchema = z.object({
  rating: z
    .number({ error: RATING_OUT_OF_RANGE })
    .int(RATING_OUT_OF_RANGE)
    .min(MIN_RATING, RATING_OUT_OF_RANGE)
    .max(MAX_RATING, RATING_OUT_OF_RANGE),
  remark: trimmedText('remark', 1000).optional(),
});
export type TaskRatingInput = z.infer<typeof TaskRatingInputSchema>;

/** A manager's rating of the work on a task: never shown to its creator. */
export const TaskRatingSchema = z.object({
  rating: z.number().int(),
  remark: z.string().nullable(),
  /** The manager's name; null once their account is gone. */
  ratedBy: z.string().nullable(),
  ratedAt: z.string(),
});
export type TaskRating = z.infer<typeof TaskRatingSchema>;

/** `GET /api/admin/tasks/:taskId/rating`: the latest rating, null while none. */
export const TaskRatingAnswerSchema = z.object({ rating: TaskRatingSchema.nullable() });

/** One task of the creator's, as their history shows it. */
export const CreatorTaskSchema = z.object({
  taskId: z.string(),
  campaign: z.object({ id: z.string(), title: z.string() }),
  status: z.enum(TASK_STATUSES),
  /** When they were invited or applied (ISO). */
  startedAt: z.string(),
  /** The deadline they had: the task's own (extended) one, else the campaign's (ISO). */
  deadline: z.string(),
  /** When they first sent the final submission (ISO); null while they have not. */
  submittedAt: z.string().nullable(),
  /** When the brand approved it (ISO); null while it has not. */
  approvedAt: z.string().nullable(),
  /** Sent by the deadline (true) or after it, or never sent before the task expired (false); null while not due. */
  onTime: z.boolean().nullable(),
  /** The revisions the brand asked for: rejections of drafts and submissions that stand (less those reversed). */
  revisions: z.number().int(),
  /** Whether they sent any work (a draft or the submission): the average of revisions counts only these. */
  workSent: z.boolean(),
  rating: z.number().int().nullable(),
  ratingRemark: z.string().nullable(),
});
export type CreatorTask = z.infer<typeof CreatorTaskSchema>;

export const CreatorSummarySchema = z.object({
  tasks: z.number().int(),
  /** Share of the tasks due so far sent on time, 0 to 1; null when none is due yet. */
  onTimeRate: z.number().nullable(),
  /** Revisions per task with work sent; null when none was sent. */
  averageRevisions: z.number().nullable(),
  /** Average of the ratings given; null when none was rated. */
  averageRating: z.number().nullable(),
  rated: z.number().int(),
});
export type CreatorSummary = z.infer<typeof CreatorSummarySchema>;

/** `GET /api/admin/influencers/:userId/profile`: no payout details, bank or ID numbers. */
export const CreatorProfileSchema = z.object({
  influencer: z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    country: z.string().nullable(),
    languages: z.array(z.string()),
    contentTypes: z.array(z.string()),
    /** Their public profiles (the chat apps' numbers left out). */
    socialLinks: z.partialRecord(z.enum(FOLLOWER_PLATFORMS), z.string()),
    followers: z.partialRecord(z.enum(FOLLOWER_PLATFORMS), z.number().nullable()),
    followersUpdatedAt: z.string().nullable(),
    banned: z.boolean(),
    joinedAt: z.string(),
  }),
  /** Every task of theirs, newest first. */
  history: z.array(CreatorTaskSchema),
  summary: CreatorSummarySchema,
});
export type CreatorProfile = z.infer<typeof CreatorProfileSchema>;

const average = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The creator's figures over their history: on-time rate, average revisions and average rating. */
export function creatorSummary(history: readonly CreatorTask[]): CreatorSummary {
  const due = history.filter((task) => task.onTime !== null);
  const rated = history.flatMap((task) => (task.rating === null ? [] : [task.rating]));
  return {
    tasks: history.length,
    onTimeRate: due.length === 0 ? null : due.filter((task) => task.onTime).length / due.length,
    averageRevisions: average(history.filter((task) => task.workSent).map((task) => task.revisions)),
    averageRating: average(rated),
    rated: rated.length,
  };
}
