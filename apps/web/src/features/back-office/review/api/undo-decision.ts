import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReviewApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

/** `PUT /api/admin/tasks/:taskId/undo`: takes back the caller's latest decision on the task, within its window. */
export async function undoDecision(taskId: string): Promise<void> {
  await callApi(adminReviewApi.undo, { params: { taskId } });
}

/** Undoes a decision, then refreshes every back-office query: the task is back as it was. */
export function useUndoDecision({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoDecision,
    onSuccess: async () => {
      notify.success(msg`Decision undone`);
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error undoing the decision`),
  });
}
