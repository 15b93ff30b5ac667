import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutBatch, SendBatch } from '@portal/domain/admin';
import { adminPayoutBatchesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { payoutBatchQueryKey } from './get-payout-batch';

interface SendPayoutBatchInput extends SendBatch {
  batchId: string;
}

/**
 * `POST /api/admin/payout-batches/:batchId/send`: sends a PayPal batch, confirms a bank batch's file
 * was uploaded (`fileDigest`), or records a manual one as paid (`reference`). Answers the batch.
 */
export async function sendPayoutBatch({ batchId, ...body }: SendPayoutBatchInput): Promise<PayoutBatch> {
  return callApi(adminPayoutBatchesApi.send, { params: { batchId }, body });
}

/** The dialog that sends shows a refusal itself (a bank file that changed says what to do). */
export function useSendPayoutBatch({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPayoutBatch,
    onSuccess: async (batch) => {
      notify.success(msg`Payout batch sent`);
      queryClient.setQueryData(payoutBatchQueryKey(batch.id), batch);
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
