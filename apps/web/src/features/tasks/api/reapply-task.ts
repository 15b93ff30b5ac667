import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '@portal/domain/routes';
import type { Task } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

/** `PUT /api/task/reapply`: the task back to APPLIED; an empty answer is a failure (SPEC §7). */
export async function reapplyTask(taskId: string): Promise<Task> {
  return callApi(tasksApi.reapply, { body: { task: taskId } });
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
