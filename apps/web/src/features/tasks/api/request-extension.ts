import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extensionsApi } from '@portal/domain/routes';
import type { DeadlineExtension, ExtensionRequest } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

/** `POST /api/task/extension`: ask for a later deadline, with a reason. */
export async function requestExtension(request: ExtensionRequest): Promise<DeadlineExtension> {
  return callApi(extensionsApi.request, { body: request });
}

export function useRequestExtension({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExtension,
    onSuccess: async () => {
      notify.success(t`Extension request sent`);
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: notifyStepFailure(t`Error requesting an extension`, () =>
      queryClient.invalidateQueries({ queryKey: ['tasks'] }),
    ),
  });
}
