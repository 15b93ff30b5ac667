import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionsApi } from '@portal/domain/routes';
import type { FinalSubmission, Task } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';
import { taskQueryKey } from './get-task';

/** `PUT /api/task/submit`: the final submission; answers the task, now PENDING-CHECKING (SPEC §7). */
export async function submitTask(submission: FinalSubmission): Promise<Task> {
  return callApi(submissionsApi.submit, { body: { newSubmission: submission } });
}

export function useSubmitTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTask,
    onSuccess: async (task) => {
      queryClient.setQueryData(taskQueryKey(task.id), task);
      notify.success(t`Task Submitted Successfully`);
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: notifyStepFailure(t`Error submitting submission`, () =>
      queryClient.invalidateQueries({ queryKey: ['tasks'] }),
    ),
  });
}
