import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { tasksApi } from '@portal/domain/routes';
import type { Task } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';

/** Every task of the signed-in creator; each list screen picks its statuses. */
export async function getTasks(): Promise<Task[]> {
  return callApi(tasksApi.list);
}

export const tasksQueryOptions = () =>
  queryOptions({
    queryKey: ['tasks', 'list'],
    queryFn: getTasks,
    meta: { errorMessage: t`Error retrieving tasks`, keptOffline: true },
  });
