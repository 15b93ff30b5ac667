import { z } from 'zod';
import {
  AssignCaptionsResultSchema,
  AssignCaptionsSchema,
  BanSchema,
  CampaignPageSchema,
  CampaignQuerySchema,
  CampaignSchema,
  CampaignTaskPageSchema,
  CampaignTasksQuerySchema,
  InfluencerPageSchema,
  InfluencerQuerySchema,
  InviteResultSchema,
  InviteToCampaignSchema,
  MAX_INVITES_AT_ONCE,
  UpdateCampaignSchema,
} from '../admin/index.ts';
import { NewCampaignSchema } from '../campaigns/index.ts';
import { admin, noContent } from './admin-endpoint.ts';
import { defineEndpoint } from './endpoint.ts';

/** The back office's calls about campaigns and influencers (the review's are in admin-review.ts). */

/** What a call creating something answers: the `id` of what it made. */
export const CreatedSchema = z.object({ id: z.string() });

const campaignParams = z.object({ campaignId: z.uuid() });
/** User ids are the identity service's own (not UUIDs). */
const userParams = z.object({ userId: z.string().min(1).max(64) });

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
    summary: `Invite influencers by e-mail or id, up to ${MAX_INVITES_AT_ONCE} at once (each gets a SELECTED task)`,
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
