import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReviewApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface MarkPaidInput {
  taskId: string;
  /** The transfer's reference, when there is one. */
  reference: string;
}

/** `PUT /api/admin/tasks/:taskId/review` `{ action: 'markPaid', reference? }` (204): the task is COMPLETED. */
export async function markPaid({ taskId, reference }: MarkPaidInput): Promise<void> {
  const trimmed = reference.trim();
  await callApi(adminReviewApi.review, {
    params: { taskId },
    body: { action: 'markPaid', ...(trimmed === '' ? {} : { reference: trimmed }) },
  });
}

export function useMarkPaid({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaid,
    onSuccess: async () => {
      notify.success(msg`Payout marked as paid`);
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error marking the payout paid`),
  });
}
