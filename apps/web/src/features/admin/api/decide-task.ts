import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationDecisionSchema, type ApplicationDecision } from '@portal/domain/campaigns';
import type { ReviewAction } from '@portal/domain/admin';
import { apiClient } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

/** One decision on a task: on its application, or a review step. */
export type TaskDecision =
  | { kind: 'application'; decision: ApplicationDecision }
  | { kind: 'review'; action: ReviewAction; remark?: string; reference?: string };

const taskPath = (taskId: string) => `/admin/tasks/${encodeURIComponent(taskId)}`;

/**
 * `PUT /api/admin/tasks/:taskId/application` `{ decision, remark? }` or
 * `PUT /api/admin/tasks/:taskId/review` `{ action, remark?, reference? }`.
 */
export async function decideTask({ taskId, decision }: { taskId: string; decision: TaskDecision }): Promise<void> {
  if (decision.kind === 'application') {
    await apiClient.put(`${taskPath(taskId)}/application`, ApplicationDecisionSchema.parse(decision.decision));
    return;
  }
  const { action, remark, reference } = decision;
  await apiClient.put(`${taskPath(taskId)}/review`, {
    action,
    ...(remark ? { remark } : {}),
    ...(reference ? { reference } : {}),
  });
}

/** Takes a decision, then refreshes every back-office query (queues, campaign tasks, the task). */
export function useDecideTask({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTask,
    onSuccess: async () => {
      notify.success('Decision saved');
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure('Error saving the decision'),
  });
}
