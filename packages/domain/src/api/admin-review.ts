import { z } from 'zod';
import {
  AdminTaskSchema,
  BULK_APPROVAL_QUEUES,
  BulkApprovalResultSchema,
  BulkApprovalSchema,
  DueReferralPageSchema,
  ExtensionQuerySchema,
  ExtensionQueuePageSchema,
  PaidPayoutPageSchema,
  PaidPayoutQuerySchema,
  QUEUE_KINDS,
  QueueCountsSchema,
  QueuePageSchema,
  QueueQuerySchema,
  ReferralDecisionSchema,
  ReferralQuerySchema,
  ReviewStepSchema,
  StartPayoutsResultSchema,
  TaskCaptionSchema,
  TaskIdsSchema,
} from '../admin/index.ts';
import { ApplicationDecisionSchema } from '../campaigns/index.ts';
import { ExtensionDecisionSchema } from '../tasks/index.ts';
import { admin, noContent, taskParams } from './admin-endpoint.ts';
import { defineEndpoint } from './endpoint.ts';

/** The back office's calls about what waits for a decision: one task's review, the queues, payouts and deadline extensions. */

export const adminReviewApi = {
  task: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/tasks/:taskId',
    summary: 'One task: everything the creator sent, their answers, payout details and the timeline',
    params: taskParams,
    response: { status: 200, schema: AdminTaskSchema },
  }),
  review: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/tasks/:taskId/review',
    summary:
      'Review a draft, a submission or a report, start the payout, mark it paid. A rejection beyond the revisions ' +
      'agreed (the rejections so far already use them all) needs beyondBudget: true: 409 otherwise, changing nothing.',
    params: taskParams,
    body: ReviewStepSchema,
    response: noContent,
  }),
  undo: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/tasks/:taskId/undo',
    summary:
      "Undo the caller's own latest decision on the task (UNDOABLE_ACTIONS) within UNDO_WINDOW_SECONDS, before the " +
      'creator is told: the task goes back as it was and the decision is marked undone in the timeline. 409 otherwise.',
    params: taskParams,
    response: noContent,
  }),
  setCaption: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/tasks/:taskId/caption',
    summary:
      "Set or change one task's unique caption and its own post URL (empty: the campaign's). Unique Comment " +
      'campaigns only, and only before acceptance or until the final submission is sent (again after a ' +
      'rejection): 409 otherwise, changing nothing. `startedFrom` is the caption and URL the form showed: 409 ' +
      'when the task holds others now (another manager changed them).',
    params: taskParams,
    body: TaskCaptionSchema,
    response: noContent,
  }),
  decideApplication: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/tasks/:taskId/application',
    summary: 'Approve or reject an application',
    params: taskParams,
    body: ApplicationDecisionSchema,
    response: noContent,
  }),
  decideReferral: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/referrals/:referralId',
    summary: 'Pay or reject a referral fee that fell due',
    params: z.object({ referralId: z.uuid() }),
    body: ReferralDecisionSchema,
    response: noContent,
  }),
};

export const adminQueuesApi = {
  counts: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/queues',
    summary: 'How many items wait in each review queue',
    response: { status: 200, schema: QueueCountsSchema },
  }),
  page: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/queues/:kind',
    summary: 'One page of a review queue, oldest first, with files behind hour-long signed links',
    params: z.object({ kind: z.enum(QUEUE_KINDS) }),
    query: QueueQuerySchema,
    response: { status: 200, schema: QueuePageSchema },
  }),
  approve: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/queues/:kind/approve',
    summary:
      "Approve many of a queue's items, each as one approval on its own (the same step, timeline, notifications " +
      'and undo window): answers which were approved and why each other was skipped (no longer waiting in the ' +
      'queue, another manager moved it first, past the budget), changing nothing for those.',
    params: z.object({ kind: z.enum(BULK_APPROVAL_QUEUES) }),
    body: BulkApprovalSchema,
    response: { status: 200, schema: BulkApprovalResultSchema },
  }),
};

export const adminPayoutsApi = {
  start: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/payouts/start',
    summary: 'Start many payouts; each starts or is skipped with the reason',
    body: TaskIdsSchema,
    response: { status: 200, schema: StartPayoutsResultSchema },
  }),
  export: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/payouts/export',
    summary: 'The payouts of these tasks as a CSV file (payouts.csv), in the order given',
    body: TaskIdsSchema,
    // Sent as text/csv, never serialized as JSON: a string with a non-JSON type goes out as is.
    response: {
      status: 200,
      schema: z.string().describe('CSV: a header row of PAYOUT_CSV_COLUMNS, then one row per task'),
    },
  }),
  paid: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/payouts/paid',
    summary:
      "The payouts made, newest first: to whom, for which campaign, how much, the reference and when; filtered by campaign and the creator's name or e-mail",
    query: PaidPayoutQuerySchema,
    response: { status: 200, schema: PaidPayoutPageSchema },
  }),
  dueReferrals: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/referrals',
    summary: 'Referral fees due (REFERRAL-PAYMENT), oldest first, with where to pay them',
    query: ReferralQuerySchema,
    response: { status: 200, schema: DueReferralPageSchema },
  }),
};

export const adminExtensionsApi = {
  queue: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/extensions',
    summary: 'Deadline extension requests waiting for a decision, oldest first',
    query: ExtensionQuerySchema,
    response: { status: 200, schema: ExtensionQueuePageSchema },
  }),
  decide: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/extensions/:extensionId',
    summary:
      "Approve a deadline extension (the date asked for, or another later one): the task's own deadline moves, " +
      "never the campaign's, and an EXPIRED task returns to the status it expired from. Or decline it with a " +
      'remark. 409 once decided.',
    params: z.object({ extensionId: z.uuid() }),
    body: ExtensionDecisionSchema,
    response: noContent,
  }),
};
