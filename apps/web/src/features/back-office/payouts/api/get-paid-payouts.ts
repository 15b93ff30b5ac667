import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaidPayoutQuery } from '@portal/domain/admin';
import { adminPayoutsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

/** `GET /api/admin/payouts/paid`: the payouts made, newest first, filtered by campaign and creator. */
export async function getPaidPayouts(query: PaidPayoutQuery) {
  return callApi(adminPayoutsApi.paid, { query });
}

export const paidPayoutsQueryOptions = (query: PaidPayoutQuery) =>
  queryOptions({
    queryKey: ['admin', 'payouts', 'paid', query],
    queryFn: () => getPaidPayouts(query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving paid payouts` },
  });

export const usePaidPayouts = (query: PaidPayoutQuery) => useQuery(paidPayoutsQueryOptions(query));
