import { z } from 'zod';
import { LookupIdSchema } from '../api/ids.ts';
import { toMinorUnits, type MinorUnits } from '../money/index.ts';
import { InviteSchema, ScreeningResponseSchema } from '../tasks/api.ts';

/** A referral's life (DESIGN.md §3). */
export const REFERRAL_STATUSES = [
  'REFERRAL-INVITED',
  'REFERRAL-PAYMENT',
  'REFERRAL-COMPLETED',
  'REFERRAL-REJECTED',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  'REFERRAL-INVITED': 'Invited',
  'REFERRAL-PAYMENT': 'Pending',
  'REFERRAL-COMPLETED': 'Approved',
  'REFERRAL-REJECTED': 'Rejected',
};

/** SPEC §4 referral status labels; anything else reads 'Unknown'. */
export function referralStatusLabel(status: string | null | undefined): string {
  return REFERRAL_STATUS_LABELS[status as ReferralStatus] ?? 'Unknown';
}

/** SPEC §8. */
export const LINK_COPIED = 'Link Copied';

/** `POST /api/link {campaignId}` and `GET /api/referral/link?campaignId=`: the creator's link code (null: none yet). */
export const ReferralLinkSchema = z.object({ code: z.string().nullable() });
export type ReferralLink = z.infer<typeof ReferralLinkSchema>;
export const CreateLinkSchema = z.object({ campaignId: z.uuid() });

/** The site address of a referral link (SPEC §2: /refer/{code}). */
export const referralPath = (code: string) => `/refer/${encodeURIComponent(code)}`;

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
});
export type Referral = z.infer<typeof ReferralSchema>;

/** `POST /api/referral/accept`: apply to the campaign through a referral code. */
export const AcceptReferralSchema = z.object({
  referral: LookupIdSchema,
  screeningResponses: z.array(ScreeningResponseSchema).max(100),
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

export interface PaymentHistoryRow {
  id: string;
  date: string;
  campaign: string;
  type: 'Task' | 'Referral';
  amountMinor: MinorUnits;
  currency: string;
  status: 'Successful' | 'Pending';
  /** The friend whose task earned a referral row its fee (SPEC §3 referral payment); null on task rows. */
  referredFriend: string | null;
}

/**
 * SPEC §4 Payment History: the creator's COMPLETED tasks and completed referral payments in one
 * table, newest first; COMPLETED reads 'Successful', anything else 'Pending'. Amounts arrive as
 * the API gives them and leave in minor units.
 */
export function paymentHistory(
  tasks: readonly {
    id: string;
    status: string;
    updatedAt: string;
    incentive: number;
    campaignDetails: { campaignTitle: string; currency: string };
  }[],
  referralPayments: readonly ReferralPayment[],
): PaymentHistoryRow[] {
  const taskRows: PaymentHistoryRow[] = tasks
    .filter((task) => task.status === 'COMPLETED')
    .map((task) => ({
      id: task.id,
      date: task.updatedAt,
      campaign: task.campaignDetails.campaignTitle,
      type: 'Task',
      amountMinor: toMinorUnits(task.incentive),
      currency: task.campaignDetails.currency,
      status: 'Successful',
      referredFriend: null,
    }));
  const referralRows: PaymentHistoryRow[] = referralPayments.map((payment) => ({
    id: payment.id,
    date: payment.updatedAt,
    campaign: payment.referralTaskCampaign.campaignTitle,
    type: 'Referral',
    amountMinor: toMinorUnits(payment.referralTaskCampaign.referralFee),
    currency: payment.referralTaskCampaign.currency,
    status: payment.status === 'REFERRAL-COMPLETED' ? 'Successful' : 'Pending',
    referredFriend: payment.referredUserDetails.fullName,
  }));
  return [...taskRows, ...referralRows].sort((first, second) => Date.parse(second.date) - Date.parse(first.date));
}

/** The sum of the rows per currency, for the table's footer: integers, so exact. */
export function totalsByCurrency(rows: readonly PaymentHistoryRow[]): { currency: string; totalMinor: MinorUnits }[] {
  const totals = new Map<string, MinorUnits>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amountMinor);
  return [...totals].map(([currency, totalMinor]) => ({ currency, totalMinor }));
}
