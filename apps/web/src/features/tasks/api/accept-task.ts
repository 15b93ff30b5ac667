import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '@portal/domain/routes';
import type { ScreeningResponse, Task } from '@portal/domain/tasks';
import type { Terms } from '@portal/domain/terms';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';
import { taskQueryKey } from './get-task';

interface AcceptTaskInput {
  taskId: string;
  screeningResponses: ScreeningResponse[];
  /** The terms the page showed, which the creator agrees to (409 when the campaign's changed since). */
  shownTerms: Terms;
}

/** `PUT /api/task/accept`: only an answer with the status ACCEPTED is a success (SPEC §7). */
export async function acceptTask({ taskId, screeningResponses, shownTerms }: AcceptTaskInput): Promise<Task> {
  const task = await callApi(tasksApi.accept, { body: { task: taskId, screeningResponses, shownTerms } });
  if (task.status !== 'ACCEPTED') {
    throw new Error(`The task is ${task.status}, not ACCEPTED`);
  }
  return task;
}

export function useAcceptTask({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTask,
    onSuccess: async (task) => {
      queryClient.setQueryData(taskQueryKey(task.id), task);
      notify.success(t`Task Accepted`);
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: notifyStepFailure(t`Error accepting task`, () => queryClient.invalidateQueries({ queryKey: ['tasks'] })),
  });
}
