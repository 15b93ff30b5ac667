import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutTracker, PayoutTrackers } from '@portal/domain/earnings';
import { paymentsApi } from '@portal/domain/routes';
import { callApi } from '@/lib/api-client';

/** `GET /api/payments/payouts`: the creator's payouts not paid yet and those paid lately, each with where it stands. */
export async function getPayoutTrackers(): Promise<PayoutTrackers> {
  return callApi(paymentsApi.payouts);
}

/**
 * One query for every page that follows a payout (the task page, Payment History, the dashboard):
 * each shows its own failure, so the query names none (its words would be the account screens').
 */
export const payoutTrackersQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'payouts'], queryFn: getPayoutTrackers });

export const usePayoutTrackers = () => useQuery(payoutTrackersQueryOptions());

/** The tracker of a task's payout, found in the one list; undefined while it loads or when it has none. */
export const usePayoutTrackerOfTask = (taskId: string) =>
  useQuery({
    ...payoutTrackersQueryOptions(),
    select: (answer): PayoutTracker | null => answer.payouts.find((payout) => payout.taskId === taskId) ?? null,
  });
