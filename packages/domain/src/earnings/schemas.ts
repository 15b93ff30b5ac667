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
