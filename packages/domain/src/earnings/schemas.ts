import { z } from 'zod';

const amountMinor = z.number().int();

/** One currency's figures of a creator's earnings (amounts in minor units, so exact). */
export const EarningsByCurrencySchema = z.object({
  currency: z.string(),
  /** Tasks approved for payment and not yet overdue, with the nearest due date among them. */
  awaiting: z.object({ amountMinor, count: z.number().int(), nearestDueOn: z.string().nullable() }),
  /** Tasks approved for payment whose due date (a Malaysian day) has passed unpaid. */
  overdue: z.object({ amountMinor, count: z.number().int() }),
  /** Everything paid (tasks and referral fees) in this Malaysian month and year. */
  paidThisMonthMinor: amountMinor,
  paidThisYearMinor: amountMinor,
  /** Referral fees: the friend's task is not done yet, the fee is due to be paid, or it was paid. */
  referralFees: z.object({ pendingMinor: amountMinor, payableMinor: amountMinor, paidMinor: amountMinor }),
});
export type EarningsByCurrency = z.infer<typeof EarningsByCurrencySchema>;

/** `GET /api/payments/summary`: the caller's earnings at a glance, one entry per currency they have any in. */
export const EarningsSummarySchema = z.object({ currencies: z.array(EarningsByCurrencySchema) });
export type EarningsSummary = z.infer<typeof EarningsSummarySchema>;

/**
 * Where a payout stands, as the creator follows it: Approved, Scheduled (in a batch), Sent (the
 * rail has it), then Paid, or Returned with what to do. A payment the rail could not deliver
 * (unclaimed, returned, failed) is owed again and goes out in a later batch once fixed.
 */
export const PAYOUT_STAGES = ['approved', 'scheduled', 'sent', 'paid', 'returned'] as const;
export type PayoutStage = (typeof PAYOUT_STAGES)[number];

/** Why a payment came back: nobody claimed it, the rail returned it, or it failed. */
export const PAYOUT_PROBLEMS = ['unclaimed', 'returned', 'failed'] as const;
export type PayoutProblem = (typeof PAYOUT_PROBLEMS)[number];

const moment = z.string().nullable();

export const PayoutTrackerSchema = z.object({
  taskId: z.string().nullable(),
  referralId: z.string().nullable(),
  campaign: z.string(),
  amountMinor,
  currency: z.string(),
  stage: z.enum(PAYOUT_STAGES),
  /** When it reached each stage (ISO times); null for a stage not reached. */
  approvedAt: moment,
  scheduledAt: moment,
  sentAt: moment,
  paidAt: moment,
  returnedAt: moment,
  /** On a return: what went wrong, the rail's reason, and where it was sent (PayPal or a bank). */
  problem: z.enum(PAYOUT_PROBLEMS).nullable(),
  reason: z.string().nullable(),
  method: z.enum(['paypal', 'bank', 'manual']).nullable(),
  /** The batch its latest payment went out in: a paid one's statement is that batch's. */
  batchId: z.string().nullable(),
});
export type PayoutTracker = z.infer<typeof PayoutTrackerSchema>;

/** `GET /api/payments/payouts`: the caller's payouts not yet paid and those paid in the last 90 days, newest first. */
export const PayoutTrackersSchema = z.object({ payouts: z.array(PayoutTrackerSchema) });
export type PayoutTrackers = z.infer<typeof PayoutTrackersSchema>;

/** One payment of a statement: a task's incentive or a referral fee, as the rail paid it. */
export const PaymentStatementLineSchema = z.object({
  taskId: z.string().nullable(),
  referralId: z.string().nullable(),
  campaign: z.string(),
  /** The friend a referral fee was earned for; null on a task's payment. */
  friendName: z.string().nullable(),
  amountMinor,
  currency: z.string(),
  /** The rail's id of the payment, else the batch's id on the rail (a manual payment's reference). */
  reference: z.string().nullable(),
  paidAt: z.string(),
});
export type PaymentStatementLine = z.infer<typeof PaymentStatementLineSchema>;

/**
 * `GET /api/payments/statements/:batchId`: the caller's record of what one payout batch paid them,
 * for their books: who paid whom, each payment, the total per currency, the rail and when.
 */
export const PaymentStatementSchema = z.object({
  batchId: z.string(),
  payerName: z.string(),
  creatorName: z.string(),
  method: z.enum(['paypal', 'bank', 'manual']),
  /** When the last of its payments was paid (ISO time). */
  paidAt: z.string(),
  lines: z.array(PaymentStatementLineSchema),
  totals: z.array(z.object({ currency: z.string(), amountMinor })),
});
export type PaymentStatement = z.infer<typeof PaymentStatementSchema>;
