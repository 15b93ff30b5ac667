import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskCaption } from '@portal/domain/admin';
import { adminReviewApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

/** `PUT /api/admin/tasks/:taskId/caption` `{ caption, url, startedFrom }` (an empty URL: the campaign's). */
export async function setTaskCaption({ taskId, caption }: { taskId: string; caption: TaskCaption }): Promise<void> {
  await callApi(adminReviewApi.setCaption, { params: { taskId }, body: caption });
}

/** Saves a task's caption, then refreshes the back office; on 409 (submitted meanwhile) the task reloads. */
export function useSetTaskCaption() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  return useMutation({
    mutationFn: setTaskCaption,
    onSuccess: async () => {
      notify.success(msg`Caption saved`);
      await refresh();
    },
    onError: notifyStepFailure(msg`Error saving the caption`, refresh),
  });
}
