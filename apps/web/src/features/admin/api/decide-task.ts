import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewStep } from '@portal/domain/admin';
import type { MovedFirst } from '@portal/domain/api';
import { adminReviewApi } from '@portal/domain/admin-routes';
import type { ApplicationDecision } from '@portal/domain/campaigns';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';
import { movedFirstOf } from '../moved-first';

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

interface DecideTaskOptions {
  /** Told of the decision saved. */
  onSuccess?: (saved: { taskId: string; decision: TaskDecision }) => void;
  /** Told instead of the failure toast when another step moved the task first (who, what, when). */
  onMovedFirst?: (movedFirst: MovedFirst) => void;
}

/**
 * Takes a decision, then refreshes every back-office query (queues, campaign tasks, the task); a
 * decision that lost the race refreshes them too, so the page shows the task as it is now.
 */
export function useDecideTask({ onSuccess, onMovedFirst }: DecideTaskOptions = {}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  return useMutation({
    mutationFn: decideTask,
    onSuccess: async (_answer, saved) => {
      notify.success(msg`Decision saved`);
      onSuccess?.(saved);
      await refresh();
    },
    onError: async (error) => {
      const movedFirst = movedFirstOf(error);
      if (!movedFirst || !onMovedFirst) {
        notifyMutationFailure(msg`Error saving the decision`)(error);
        return;
      }
      onMovedFirst(movedFirst);
      await refresh();
    },
  });
}
