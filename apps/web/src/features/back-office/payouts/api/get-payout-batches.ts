import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutBatchQuery } from '@portal/domain/admin';
import { adminPayoutBatchesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

/** `GET /api/admin/payout-batches`: the batches, newest first, with their totals and line counts. */
export async function getPayoutBatches(query: PayoutBatchQuery) {
  return callApi(adminPayoutBatchesApi.list, { query });
}

export const payoutBatchesQueryOptions = (query: PayoutBatchQuery) =>
  queryOptions({
    queryKey: ['admin', 'payout-batches', 'list', query],
    queryFn: () => getPayoutBatches(query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving payout batches` },
  });

export const usePayoutBatches = (query: PayoutBatchQuery) => useQuery(payoutBatchesQueryOptions(query));
