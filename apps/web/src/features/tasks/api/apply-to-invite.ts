import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '@portal/domain/routes';
import type { ScreeningResponse, Task } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface ApplyToInviteInput {
  inviteId: string;
  screeningResponses: ScreeningResponse[];
}

/** `POST /api/task/invite/accept`: the new task (APPLIED); an empty answer is a failure (SPEC §8). */
export async function applyToInvite({ inviteId, screeningResponses }: ApplyToInviteInput): Promise<Task> {
  return callApi(tasksApi.applyToInvite, { body: { invite: inviteId, screeningResponses } });
}

export function useApplyToInvite({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToInvite,
    onSuccess: async () => {
      notify.success(t`Applied Successfully`);
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: notifyStepFailure(t`Error applying for task`, () =>
      queryClient.invalidateQueries({ queryKey: ['tasks'] }),
    ),
  });
}
