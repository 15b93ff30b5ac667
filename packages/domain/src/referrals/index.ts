import { toMinorUnits, type MinorUnits } from '../money/index.ts';
import { isStatusIn, PAID_STATUSES } from '../tasks/sub-states.ts';
import type { TaskStatus } from '../tasks/statuses.ts';
import type { PaymentFacts } from '../terms/index.ts';
import type { ReferralPayment } from './schemas.ts';

// The schemas live in schemas.ts: the labels and the payment history need no zod.
export * from './schemas.ts';
export * from './statuses.ts';

/** SPEC §8. */
export const LINK_COPIED = 'Link Copied';

/** The site address of a referral link (SPEC §2: /refer/{code}). */
export const referralPath = (code: string) => `/refer/${encodeURIComponent(code)}`;

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
  /** A task row's payment: when it was due, when it was paid and with what reference. */
  payment: PaymentFacts | null;
}

/**
 * SPEC §4 Payment History: the creator's COMPLETED (paid) tasks and their completed referral
 * payments in one table, newest first; COMPLETED reads 'Successful', anything else 'Pending'.
 * Money approved but not paid yet is the dashboard's earnings, not history. Amounts arrive as the
 * API gives them and leave in minor units.
 */
export function paymentHistory(
  tasks: readonly {
    id: string;
    status: TaskStatus;
    updatedAt: string;
    incentive: number;
    paymentDueOn: string | null;
    paidAt: string | null;
    paymentReference: string | null;
    campaignDetails: { campaignTitle: string; currency: string };
  }[],
  referralPayments: readonly ReferralPayment[],
): PaymentHistoryRow[] {
  const taskRows: PaymentHistoryRow[] = tasks
    .filter((task) => isStatusIn(PAID_STATUSES, task.status))
    .map((task) => ({
      id: task.id,
      date: task.paidAt ?? task.updatedAt,
      campaign: task.campaignDetails.campaignTitle,
      type: 'Task',
      amountMinor: toMinorUnits(task.incentive),
      currency: task.campaignDetails.currency,
      status: task.status === 'COMPLETED' ? 'Successful' : 'Pending',
      referredFriend: null,
      payment: {
        status: task.status,
        paymentDueOn: task.paymentDueOn,
        paidAt: task.paidAt,
        paymentReference: task.paymentReference,
      },
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
    payment: null,
  }));
  return [...taskRows, ...referralRows].sort((first, second) => Date.parse(second.date) - Date.parse(first.date));
}

/** The sum of the rows per currency, for the table's footer: integers, so exact. */
export function totalsByCurrency(rows: readonly PaymentHistoryRow[]): { currency: string; totalMinor: MinorUnits }[] {
  const totals = new Map<string, MinorUnits>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amountMinor);
  return [...totals].map(([currency, totalMinor]) => ({ currency, totalMinor }));
}
