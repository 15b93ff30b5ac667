import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutBatch } from '@portal/domain/admin';
import { adminPayoutBatchesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';
import { payoutBatchQueryKey } from './get-payout-batch';

/** `POST /api/admin/payout-batches/:batchId/refresh`: asks the rail at once how the batch's lines stand. */
export async function refreshPayoutBatch(batchId: string): Promise<PayoutBatch> {
  return callApi(adminPayoutBatchesApi.refresh, { params: { batchId } });
}

export function useRefreshPayoutBatch({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshPayoutBatch,
    onSuccess: async (batch) => {
      notify.success(msg`Status checked with the rail`);
      queryClient.setQueryData(payoutBatchQueryKey(batch.id), batch);
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error checking the batch's status`),
  });
}
