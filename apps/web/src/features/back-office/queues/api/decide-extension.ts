import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminExtensionsApi } from '@portal/domain/admin-routes';
import type { ExtensionDecision } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface DecideExtensionInput {
  extensionId: string;
  decision: ExtensionDecision;
}

/** `PUT /api/admin/extensions/:extensionId`: approve (perhaps with another date) or decline with a remark (204). */
export async function decideExtension({ extensionId, decision }: DecideExtensionInput): Promise<void> {
  await callApi(adminExtensionsApi.decide, { params: { extensionId }, body: decision });
}

export function useDecideExtension({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideExtension,
    onSuccess: async (_, { decision }) => {
      notify.success(decision.decision === 'approve' ? msg`Extension approved` : msg`Extension declined`);
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    // Decided meanwhile (another manager, or the task moved on): the queue shows it as it is now.
    onError: notifyStepFailure(msg`Error saving the extension decision`, () =>
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
    ),
  });
}
