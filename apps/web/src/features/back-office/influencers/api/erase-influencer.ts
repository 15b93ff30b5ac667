import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountErasureApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface EraseInput {
  userId: string;
  reason: string;
}

/**
 * `POST /api/admin/influencers/:userId/erase` (204): the creator's account is erased at once, at
 * their request; the reason goes to the audit trail.
 */
export function useEraseInfluencer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: EraseInput) =>
      callApi(adminAccountErasureApi.erase, { params: { userId }, body: { reason } }),
    onSuccess: async () => {
      notify.success(msg`Account erased`);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error erasing the account`),
  });
}
