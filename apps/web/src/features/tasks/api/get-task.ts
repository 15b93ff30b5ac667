import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { tasksApi } from '@portal/domain/routes';
import type { Task } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** One task with its campaign; null when there is no such task of the creator. */
export async function getTask(taskId: string): Promise<Task | null> {
  return notFoundAsNull(() => callApi(tasksApi.get, { query: { taskId } }));
}

export const taskQueryKey = (taskId: string) => ['tasks', 'detail', taskId] as const;

export const taskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskQueryKey(taskId),
    queryFn: () => getTask(taskId),
    meta: { errorMessage: t`Error retrieving campaign`, keptOffline: true },
    // The load may start before the page shows (with the restored session): when it failed, the page
    // shows that failure and its retry instead of asking again, which would toast a second time.
    retryOnMount: false,
  });
