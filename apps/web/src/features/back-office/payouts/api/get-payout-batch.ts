import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPayoutBatchesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

/** `GET /api/admin/payout-batches/:batchId`: a batch and each of its lines. */
export async function getPayoutBatch(batchId: string) {
  return callApi(adminPayoutBatchesApi.get, { params: { batchId } });
}

export const payoutBatchQueryKey = (batchId: string) => ['admin', 'payout-batches', 'batch', batchId] as const;

export const payoutBatchQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: payoutBatchQueryKey(batchId),
    queryFn: () => getPayoutBatch(batchId),
    meta: { errorMessage: msg`Error retrieving the payout batch` },
  });

export const usePayoutBatch = (batchId: string) => useQuery(payoutBatchQueryOptions(batchId));
