import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskRating, TaskRatingInput } from '@portal/domain/admin';
import { adminCreatorsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

const ratingKey = (taskId: string) => ['admin', 'tasks', taskId, 'rating'] as const;

/** `GET /api/admin/tasks/:taskId/rating`: the latest rating of the work, null while none. */
export async function getTaskRating(taskId: string): Promise<TaskRating | null> {
  return (await callApi(adminCreatorsApi.rating, { params: { taskId } })).rating;
}

export const useTaskRating = (taskId: string) =>
  useQuery(
    queryOptions({
      queryKey: ratingKey(taskId),
      queryFn: () => getTaskRating(taskId),
      meta: { errorMessage: msg`Error retrieving the rating` },
    }),
  );

/** `PUT /api/admin/tasks/:taskId/rating`: the latest rating replaces any earlier one. */
export async function rateTask({ taskId, input }: { taskId: string; input: TaskRatingInput }): Promise<void> {
  await callApi(adminCreatorsApi.rate, { params: { taskId }, body: input });
}

/** Saves a rating, then refreshes the task's rating and the creators' profiles that average it. */
export function useRateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateTask,
    onSuccess: async (_saved, { taskId }) => {
      notify.success(msg`Rating saved`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'creators'] }),
      ]);
    },
    onError: notifyMutationFailure(msg`Error saving the rating`),
  });
}
