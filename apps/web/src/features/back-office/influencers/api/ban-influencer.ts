import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminInfluencersApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface BanInput {
  userId: string;
  reason: string;
}

/** `PUT /api/admin/influencers/:userId/ban` (204): the influencer can no longer sign in. */
export async function banInfluencer({ userId, reason }: BanInput): Promise<void> {
  await callApi(adminInfluencersApi.ban, { params: { userId }, body: { reason } });
}

export function useBanInfluencer({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banInfluencer,
    onSuccess: async () => {
      notify.success(msg`Influencer banned`);
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error banning influencer`),
  });
}
