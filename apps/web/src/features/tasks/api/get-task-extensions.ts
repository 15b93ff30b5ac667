import { queryOptions, useQuery } from '@tanstack/react-query';
import { extensionsApi } from '@portal/domain/routes';
import type { TaskExtensions } from '@portal/domain/tasks';
import { callApi } from '@/lib/api-client';
import { usePagePainted } from '@/lib/use-page-painted';

/** `GET /api/task/extension`: the creator's deadline extension requests of a task, newest first. */
export async function getTaskExtensions(taskId: string): Promise<TaskExtensions> {
  return callApi(extensionsApi.list, { query: { taskId } });
}

/** Under `['tasks']`, so a step on the task refreshes it. */
export const taskExtensionsQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['tasks', 'extensions', taskId] as const,
    queryFn: () => getTaskExtensions(taskId),
    meta: { keptOffline: true },
  });

/** Asked for once the page is drawn: the extensions are no part of its first paint. */
export const useTaskExtensions = (taskId: string) =>
  useQuery({ ...taskExtensionsQueryOptions(taskId), enabled: usePagePainted() });
