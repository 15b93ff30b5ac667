import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StartPayoutsResultSchema, TaskIdsSchema, type StartPayoutsResult } from '@portal/domain/admin';
import { apiClient } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

/** `POST /api/admin/payouts/start`: each payout starts or is skipped with the reason. */
export async function startPayouts(taskIds: string[]): Promise<StartPayoutsResult> {
  return StartPayoutsResultSchema.parse(await apiClient.post('/admin/payouts/start', TaskIdsSchema.parse({ taskIds })));
}

export function useStartPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayouts,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure('Error starting payouts'),
  });
}
