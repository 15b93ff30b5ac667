import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { FOLLOWER_PLATFORMS, GENDERS } from '../profile/choices.ts';
import { trimmedText } from '../validation/index.ts';
import { page, pageOf, pageSize } from './pagination.ts';

/** The back office's influencer directory: filters, bans, and invitations to a campaign. */

export const FOLLOWER_FRESHNESS = ['fresh', 'stale'] as const;

/** `GET /api/admin/influencers`: the directory, newest sign-ups first. Every filter is optional. */
export const InfluencerQuerySchema = z.object({
  /** Matches name or e-mail. */
  search: trimmedText('search', 200).optional(),
  country: trimmedText('country', 100).optional(),
  state: trimmedText('state', 100).optional(),
  gender: z.enum(GENDERS).optional(),
  ageMin: z.coerce.number().int().min(0).max(120).optional(),
  ageMax: z.coerce.number().int().min(0).max(120).optional(),
  language: trimmedText('language', 100).optional(),
  contentType: trimmedText('contentType', 100).optional(),
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

/** The longest reason a ban keeps, in characters. */
export const MAX_BAN_REASON_LENGTH = 500;

/** `PUT /api/admin/influencers/:userId/ban` (204); `DELETE` the same path lifts the ban (204). */
export const BanSchema = z.object({
  reason: trimmedText('reason', MAX_BAN_REASON_LENGTH).min(1, errorText('ban-reason-required')),
});

/** How many influencers one invitation names at most. */
export const MAX_INVITES_AT_ONCE = 1000;

/**
 * `POST /api/admin/campaigns/:campaignId/tasks`: invite by e-mail or by user id, up to
 * `MAX_INVITES_AT_ONCE` at once in one transaction; each gets a SELECTED task and an e-mail.
 */
export const InviteEmailSchema = z.email().max(320);
/**
 * When the new invites' incentives would take the campaign past its budget (counting its invites,
 * accepted, approved and paid tasks), the call is refused with 409 `invite-beyond-budget` and the
 * amounts, unless this is true.
 */
const beyondBudget = z.boolean().optional();
export const InviteToCampaignSchema = z.union([
  z.object({ emails: z.array(InviteEmailSchema).min(1).max(MAX_INVITES_AT_ONCE), beyondBudget }),
  z.object({ userIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_INVITES_AT_ONCE), beyondBudget }),
]);
export const InviteResultSchema = z.object({
  invited: z.array(z.string()),
  alreadyInCampaign: z.array(z.string()),
  /** E-mails or ids that are no influencer. */
  unknown: z.array(z.string()),
  taskIds: z.array(z.string()),
});
export type InviteResult = z.infer<typeof InviteResultSchema>;
