import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionsApi } from '@portal/domain/api';
import type { FinalSubmission, Task } from '@portal/domain/tasks';
import { ApiClientError, callApi } from '@/lib/api-client';
import { mutationFailureMessage } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';
import { taskQueryKey } from './get-task';

/** `PUT /api/task/submit`: the final submission; answers the task, now PENDING-CHECKING (SPEC §7). */
export async function submitTask(submission: FinalSubmission): Promise<Task> {
  return callApi(submissionsApi.submit, { body: { newSubmission: submission } });
}

/** SPEC §8: a refused submission (400) shows the server's reason, any other failure the spec's message. */
const failureMessage = (error: Error) =>
  error instanceof ApiClientError && error.status === 400
    ? error.message
    : mutationFailureMessage(error, 'Error submitting submission');

export function useSubmitTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTask,
    onSuccess: async (task) => {
      queryClient.setQueryData(taskQueryKey(task.id), task);
      notify.success('Task Submitted Successfully');
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: (error) => notify.error(failureMessage(error)),
  });
}
