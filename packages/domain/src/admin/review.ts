import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { REVIEW_ACTIONS, type ReviewAction } from '../tasks/sub-states.ts';
import { TASK_STATUSES } from '../tasks/statuses.ts';
import { TermsSchema } from '../terms/index.ts';
import { trimmedText } from '../validation/index.ts';
import { QueueItemSchema } from './queues.ts';
import { SentReportSchema, SentSubmissionSchema } from './sent-work.ts';

/** One task in the back office: its page, the decisions on it, and their undo. */

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
    remark: trimmedText('remark', 5000).optional(),
    reference: trimmedText('paymentReference', 200).optional(),
    /** The campaign manager confirms a rejection beyond the revisions agreed (`revisionRefusal`). */
    beyondBudget: z.boolean().optional(),
  })
  .refine((step) => !ACTIONS_NEEDING_A_REMARK.includes(step.action) || Boolean(step.remark), {
    message: errorText('creator-reason-required'),
    path: ['remark'],
  });
export type ReviewStep = z.infer<typeof ReviewStepSchema>;

/** `PUT /api/admin/tasks/:taskId/undo`'s refusals (409): no decision of the caller's stands to undo, or its window has passed. */
export const NOTHING_TO_UNDO = errorText('nothing-to-undo');
export const TOO_LATE_TO_UNDO = errorText('too-late-to-undo');

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
