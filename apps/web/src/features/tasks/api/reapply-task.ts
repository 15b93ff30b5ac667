import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '@portal/domain/routes';
import type { Task } from '@portal/domain/tasks';
import type { Terms } from '@portal/domain/terms';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface ReapplyTaskInput {
  taskId: string;
  /** The terms shown for the task (the campaign's current ones), which reapplying agrees to anew. */
  shownTerms: Terms;
}

/**
 * `PUT /api/task/reapply`: the task back to APPLIED with the terms shown; an empty answer is a
 * failure (SPEC §7); a 409 (the terms changed, or the task moved on) reloads the tasks.
 */
export async function reapplyTask({ taskId, shownTerms }: ReapplyTaskInput): Promise<Task> {
  return callApi(tasksApi.reapply, { body: { task: taskId, shownTerms } });
}

/** SPEC §8: reapplying uses the apply messages. */
export function useReapplyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reapplyTask,
    onSuccess: async () => {
      notify.success(t`Applied Successfully`);
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: notifyStepFailure(t`Error applying for task`, () =>
      queryClient.invalidateQueries({ queryKey: ['tasks'] }),
    ),
  });
}
