import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { submissionsApi } from '@portal/domain/routes';
import type { DraftSubmission, Task } from '@portal/domain/tasks';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

/** `PUT /api/task/draft`: a draft of a VIDEO or DRAFT task; answers the updated task (SPEC §7). */
export async function submitDraft(draft: DraftSubmission): Promise<Task> {
  return callApi(submissionsApi.draft, { body: { newSubmission: draft } });
}

/** SPEC §8: 'Draft Submitted Successfully', then My Tasks. */
export function useSubmitDraft() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: submitDraft,
    onSuccess: async () => {
      notify.success(t`Draft Submitted Successfully`);
      navigate(paths.myTasks.getHref());
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: notifyStepFailure(t`Error submitting draft`, () => queryClient.invalidateQueries({ queryKey: ['tasks'] })),
  });
}
