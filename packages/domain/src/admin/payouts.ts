import { z } from 'zod';
import { ERROR_CODES } from '../errors/index.ts';
import { PAYMENT_METHODS } from '../profile/choices.ts';
import { REFERRAL_STATUSES } from '../referrals/index.ts';
import { trimmedText } from '../validation/index.ts';
import { page, pageOf, pageSize } from './pagination.ts';

/** The back office's payouts: where each goes, starting and exporting them, those paid, and referral fees due. */

/**
 * Where a payout goes (admins only). The bank account number and the NRIC or passport number are
 * masked (`maskNumber`: `••••5678`); an admin reveals one with a reason
 * (`POST /api/admin/influencers/:userId/personal-data`), which the creator sees in their log.
 */
export const PayoutDetailsSchema = z.object({
  /** Whose details these are: the creator to reveal a number of; null when they have no profile yet. */
  userId: z.string().nullable(),
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

/** `POST /api/admin/payouts/start`: start many payouts; each succeeds or is skipped with why. */
export const TaskIdsSchema = z.object({ taskIds: z.array(z.uuid()).min(1).max(500) });
/** A task a many-at-once action left alone, and why: an error of the catalogue, its English (`reason`), code and parameters. */
export const SkippedTaskSchema = z.object({
  taskId: z.string(),
  reason: z.string(),
  code: z.enum(ERROR_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const StartPayoutsResultSchema = z.object({
  started: z.array(z.string()),
  skipped: z.array(SkippedTaskSchema),
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

/** `PUT /api/admin/referrals/:referralId`: pay a referral fee that fell due (with the transfer's reference), or reject it. */
export const ReferralDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('pay'), reference: trimmedText('paymentReference', 200).optional() }),
  z.object({ decision: z.literal('reject') }),
]);
export type ReferralDecision = z.infer<typeof ReferralDecisionSchema>;
