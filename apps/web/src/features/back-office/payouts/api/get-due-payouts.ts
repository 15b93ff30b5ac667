import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DuePayoutsQuery } from '@portal/domain/admin';
import { adminPayoutBatchesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

/** `GET /api/admin/payout-batches/due`: what is owed and in no batch, due by a day, per rail and currency. */
export async function getDuePayouts(query: DuePayoutsQuery) {
  return callApi(adminPayoutBatchesApi.due, { query });
}

export const duePayoutsQueryOptions = (query: DuePayoutsQuery) =>
  queryOptions({
    queryKey: ['admin', 'payout-batches', 'due', query],
    queryFn: () => getDuePayouts(query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving the payouts due` },
  });

export const useDuePayouts = (query: DuePayoutsQuery) => useQuery(duePayoutsQueryOptions(query));
