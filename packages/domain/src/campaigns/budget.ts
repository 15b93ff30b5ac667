import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { isWholeMinorUnits } from '../money/index.ts';
import type { ReferralStatus } from '../referrals/statuses.ts';
import type { TaskStatus } from '../tasks/statuses.ts';

/**
 * A campaign's budget: what the brand means to spend on creators' incentives and referral fees,
 * and how much of it the campaign's tasks already hold.
 */

/** The largest budget a campaign takes, in major units. */
export const MAX_BUDGET = 1_000_000_000;

/** A budget as entered: more than zero, at most two decimals; null for none. */
export const BudgetSchema = z
  .number({ error: errorText('budget-invalid') })
  .positive(errorText('budget-invalid'))
  .max(MAX_BUDGET, errorText('budget-invalid'))
  .refine(isWholeMinorUnits, { message: errorText('two-decimals-at-most') })
  .nullable();

/** Where a task's incentive stands against the budget, by the task's status; statuses not named hold none of it. */
export const BUDGET_TASK_STATUSES = {
  /**
   * Invited (or an application approved): offered, not yet accepted. An invite or an approval past
   * the budget counts them; an application waiting for its decision counts for nothing.
   */
  invited: ['SELECTED'],
  /** Accepted and not yet approved for payment. */
  committed: ['ACCEPTED', 'REJECTED', 'PENDING-CHECKING', 'APPROVED-PENDING-REPORT'],
  /** Approved for payment: owed, or on its way in a payout. */
  approved: ['APPROVED-PENDING-PAYMENT', 'APPROVED-PROCESSING-PAYMENT'],
  paid: ['COMPLETED'],
} as const satisfies Record<BudgetShare, readonly TaskStatus[]>;

/**
 * Where a referral fee stands: committed while the friend's own task is accepted and not yet paid
 * (its status among `committed` or `approved`), then owed once it fell due, and paid.
 */
export const BUDGET_REFERRAL_STATUSES = {
  committed: ['REFERRAL-INVITED'],
  approved: ['REFERRAL-PAYMENT'],
  paid: ['REFERRAL-COMPLETED'],
} as const satisfies Partial<Record<BudgetShare, readonly ReferralStatus[]>>;

export type BudgetShare = 'invited' | 'committed' | 'approved' | 'paid';

/**
 * What a campaign's tasks and referral fees hold, in the campaign's currency (major units).
 * `remaining` is the budget less committed, approved and paid (below zero when over); null without
 * a budget. `invited` is apart: the incentives of invites and applications not accepted yet.
 */
export const BudgetUseSchema = z.object({
  invited: z.number(),
  committed: z.number(),
  approved: z.number(),
  paid: z.number(),
  remaining: z.number().nullable(),
});
export type BudgetUse = z.infer<typeof BudgetUseSchema>;

/** Who confirmed that the brand's money for the budget is there, and when (ISO). */
export const FundsConfirmationSchema = z.object({ by: z.string(), at: z.string() });
export type FundsConfirmation = z.infer<typeof FundsConfirmationSchema>;

/** How much of the budget is spoken for (committed, approved and paid), from 0 to 100 and beyond when over. */
export function budgetPercentUsed(budget: number, use: Omit<BudgetUse, 'remaining' | 'invited'>): number {
  return Math.round(((use.committed + use.approved + use.paid) / budget) * 100);
}
