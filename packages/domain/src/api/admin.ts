import { z } from 'zod';
import {
  AdminTaskSchema,
  AssignCaptionsResultSchema,
  AssignCaptionsSchema,
  BanSchema,
  CampaignPageSchema,
  CampaignQuerySchema,
  CampaignSchema,
  CampaignTaskPageSchema,
  CampaignTasksQuerySchema,
  DueReferralPageSchema,
  PaidPayoutPageSchema,
  PaidPayoutQuerySchema,
  ExtensionQuerySchema,
  ExtensionQueuePageSchema,
  InfluencerPageSchema,
  InfluencerQuerySchema,
  InviteResultSchema,
  InviteToCampaignSchema,
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
  UpdateCampaignSchema,
} from '../admin/index.ts';
import { ApplicationDecisionSchema, NewCampaignSchema } from '../campaigns/index.ts';
import { ExtensionDecisionSchema } from '../tasks/index.ts';
import { defineEndpoint } from './endpoint.ts';

/** The back office's calls (`/api/admin/*`): every one is for admins only. */
const admin = { tags: ['admin'], access: 'admin' } as const;

/** What a call creating something answers: the `id` of what it made. */
export const CreatedSchema = z.object({ id: z.string() });

const campaignParams = z.object({ campaignId: z.uuid() });
const taskParams = z.object({ taskId: z.uuid() });
/** User ids are the identity service's own (not UUIDs). */
const userParams = z.object({ userId: z.string().min(1).max(64) });
const noContent = { status: 204 } as const;

export const adminCampaignsApi = {
  list: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/campaigns',
    summary: 'Campaigns, newest first, by title and open or closed',
    query: CampaignQuerySchema,
    response: { status: 200, schema: CampaignPageSchema },
  }),
  create: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/campaigns',
    summary: 'Create a campaign',
    body: NewCampaignSchema,
    response: { status: 200, schema: CreatedSchema },
  }),
  get: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/campaigns/:campaignId',
    summary: 'One campaign, with its questions and open-application links',
    params: campaignParams,
    response: { status: 200, schema: CampaignSchema },
  }),
  update: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/campaigns/:campaignId',
    summary: 'Edit an open campaign (the whole campaign again)',
    params: campaignParams,
    body: UpdateCampaignSchema,
    response: noContent,
  }),
  duplicate: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/campaigns/:campaignId/duplicate',
    summary: 'An open copy of a campaign, with its questions and no tasks or links',
    params: campaignParams,
    response: { status: 200, schema: CreatedSchema },
  }),
  close: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/campaigns/:campaignId/close',
    summary: 'Close a campaign: no new applications, invites or links',
    params: campaignParams,
    response: noContent,
  }),
  createInvite: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/campaigns/:campaignId/invites',
    summary: 'Create an open-application link',
    params: campaignParams,
    response: { status: 200, schema: CreatedSchema },
  }),
  tasks: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/campaigns/:campaignId/tasks',
    summary: "A campaign's tasks, most recently changed first",
    params: campaignParams,
    query: CampaignTasksQuerySchema,
    response: { status: 200, schema: CampaignTaskPageSchema },
  }),
  invite: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/campaigns/:campaignId/tasks',
    summary: 'Invite influencers by e-mail or id, up to 1 000 at once (each gets a SELECTED task)',
    params: campaignParams,
    body: InviteToCampaignSchema,
    response: { status: 200, schema: InviteResultSchema },
  }),
  assignCaptions: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/campaigns/:campaignId/captions',
    summary:
      'Unique Comment campaigns only (409 otherwise): give invited creators their captions by e-mail, up to 1 000 ' +
      'lines. Each line is judged on its own and answered: assigned, or not with why (invalid, duplicate, unknown ' +
      'e-mail, not invited, already submitted, caption taken, changed); a line not assigned changes nothing. A ' +
      'caption can be set before acceptance and until the final submission is sent (again after a rejection); a ' +
      "line without a URL clears the task's own, so the campaign's is used. Each answer carries the task's " +
      'caption and URL as found (`current`). With `preview: true` every check runs but nothing is written: each ' +
      "line is answered as it would be. A line's `startedFrom` (the `current` its preview showed) is refused as " +
      "'changed' when the task's caption or URL differ from it now, since another manager changed them.",
    params: campaignParams,
    body: AssignCaptionsSchema,
    response: { status: 200, schema: AssignCaptionsResultSchema },
  }),
};

export const adminInfluencersApi = {
  list: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/influencers',
    summary: 'Influencers, newest sign-ups first, by profile, audience and ban',
    query: InfluencerQuerySchema,
    response: { status: 200, schema: InfluencerPageSchema },
  }),
  ban: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/influencers/:userId/ban',
    summary: 'Ban an influencer: sign-in and every call are refused, sessions end',
    params: userParams,
    body: BanSchema,
    response: noContent,
  }),
  unban: defineEndpoint({
    ...admin,
    method: 'DELETE',
    path: '/api/admin/influencers/:userId/ban',
    summary: "Lift an influencer's ban",
    params: userParams,
    response: noContent,
  }),
};

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
