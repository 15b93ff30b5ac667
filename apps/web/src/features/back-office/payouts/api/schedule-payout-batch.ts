import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleBatch } from '@portal/domain/admin';
import { adminPayoutBatchesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

/** `POST /api/admin/payout-batches`: a batch of the chosen payouts; those that cannot go in it come back with why. */
export async function schedulePayoutBatch(batch: ScheduleBatch) {
  return callApi(adminPayoutBatchesApi.schedule, { body: batch });
}

export function useSchedulePayoutBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePayoutBatch,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error scheduling the batch`),
  });
}
