import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaskSchema, type Task } from '@portal/domain/tasks';
import { apiClient } from '@/lib/api-client';

/** Every task of the signed-in creator; each list screen picks its statuses. */
export async function getTasks(): Promise<Task[]> {
  return TaskSchema.array().parse(await apiClient.get('/task'));
}

export const tasksQueryOptions = () =>
  queryOptions({
    queryKey: ['tasks', 'list'],
    queryFn: getTasks,
    meta: { errorMessage: 'Error retrieving tasks' },
  });

export const useTasks = () => useQuery(tasksQueryOptions());
