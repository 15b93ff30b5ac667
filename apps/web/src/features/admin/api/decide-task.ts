import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewStep } from '@portal/domain/admin';
import { adminReviewApi } from '@portal/domain/admin-routes';
import type { ApplicationDecision } from '@portal/domain/campaigns';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

/** One decision on a task: on its application, or a review step. */
export type TaskDecision = { kind: 'application'; decision: ApplicationDecision } | ({ kind: 'review' } & ReviewStep);

/**
 * `PUT /api/admin/tasks/:taskId/application` `{ decision, remark? }` or
 * `PUT /api/admin/tasks/:taskId/review` `{ action, remark?, reference?, beyondBudget? }`.
 */
export async function decideTask({ taskId, decision }: { taskId: string; decision: TaskDecision }): Promise<void> {
  if (decision.kind === 'application') {
    await callApi(adminReviewApi.decideApplication, { params: { taskId }, body: decision.decision });
    return;
  }
  const { action, remark, reference, beyondBudget } = decision;
  await callApi(adminReviewApi.review, {
    params: { taskId },
    body: {
      action,
      ...(remark ? { remark } : {}),
      ...(reference ? { reference } : {}),
      ...(beyondBudget ? { beyondBudget } : {}),
    },
  });
}

/** Takes a decision, then refreshes every back-office query (queues, campaign tasks, the task). */
export function useDecideTask({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTask,
    onSuccess: async () => {
      notify.success(msg`Decision saved`);
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error saving the decision`),
  });
}
