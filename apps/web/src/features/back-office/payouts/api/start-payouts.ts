import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartPayoutsResult } from '@portal/domain/admin';
import { adminPayoutsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

/** `POST /api/admin/payouts/start`: each payout starts or is skipped with the reason. */
export async function startPayouts(taskIds: string[]): Promise<StartPayoutsResult> {
  return callApi(adminPayoutsApi.start, { body: { taskIds } });
}

export function useStartPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayouts,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error starting payouts`),
  });
}
