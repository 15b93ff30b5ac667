import { z } from 'zod';
import { LookupIdSchema } from '../api/ids.ts';
import { InviteSchema, ScreeningResponseSchema, ShownTermsSchema } from '../tasks/api.ts';
import { REFERRAL_STATUSES } from './statuses.ts';

/** `POST /api/link {campaignId}` and `GET /api/referral/link?campaignId=`: the creator's link code (null: none yet). */
export const ReferralLinkSchema = z.object({ code: z.string().nullable() });
export type ReferralLink = z.infer<typeof ReferralLinkSchema>;
export const CreateLinkSchema = z.object({ campaignId: z.uuid() });

/**
 * SPEC §3 Referral, as `GET /api/public/referral` and `GET /api/referral` answer it: the campaign
 * behind a referral code (the same display fields as an invite), the visitor's status in it, and
 * who refers them.
 */
export const ReferralSchema = z.object({
  id: z.string(),
  status: InviteSchema.shape.status,
  referralCampaign: InviteSchema.shape.inviteCampaign,
  referrerName: z.string(),
  closed: InviteSchema.shape.closed,
});
export type Referral = z.infer<typeof ReferralSchema>;

/** `POST /api/referral/accept`: apply to the campaign through a referral code. */
export const AcceptReferralSchema = z.object({
  referral: LookupIdSchema,
  screeningResponses: z.array(ScreeningResponseSchema).max(100),
  shownTerms: ShownTermsSchema,
});

/** One row of the referrer's table (`GET /api/referral/task?campaignId=`). */
export const ReferralRowSchema = z.object({
  id: z.string(),
  status: z.string(),
  referredUserDetails: z.object({ fullName: z.string() }),
});
export type ReferralRow = z.infer<typeof ReferralRowSchema>;

/** SPEC §3 Referral payment (`GET /api/referral/task/completed`). */
export const ReferralPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  updatedAt: z.string(),
  referredUserDetails: z.object({ fullName: z.string() }),
  referralTaskCampaign: z.object({ campaignTitle: z.string(), referralFee: z.number(), currency: z.string() }),
});
export type ReferralPayment = z.infer<typeof ReferralPaymentSchema>;
