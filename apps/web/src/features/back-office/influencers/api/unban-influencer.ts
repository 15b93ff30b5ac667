import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminInfluencersApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

/** `DELETE /api/admin/influencers/:userId/ban` (204): lifts the ban. */
export async function unbanInfluencer(userId: string): Promise<void> {
  await callApi(adminInfluencersApi.unban, { params: { userId } });
}

export function useUnbanInfluencer({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanInfluencer,
    onSuccess: async () => {
      notify.success(msg`Ban lifted`);
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error lifting the ban`),
  });
}
