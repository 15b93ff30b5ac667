import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '@portal/domain/routes';
import type { ScreeningResponse, Task } from '@portal/domain/tasks';
import type { Terms } from '@portal/domain/terms';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface ApplyToInviteInput {
  inviteId: string;
  screeningResponses: ScreeningResponse[];
  /** The terms the page showed, which the creator agrees to (409 when the campaign's changed since). */
  shownTerms: Terms;
}

/** `POST /api/task/invite/accept`: the new task (APPLIED); an empty answer is a failure (SPEC §8). */
export async function applyToInvite({ inviteId, screeningResponses, shownTerms }: ApplyToInviteInput): Promise<Task> {
  return callApi(tasksApi.applyToInvite, { body: { invite: inviteId, screeningResponses, shownTerms } });
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
