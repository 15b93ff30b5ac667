import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminTaskSchema, type AdminTask } from '@portal/domain/admin';
import { apiClient } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** `GET /api/admin/tasks/:taskId`: the task, everything sent and its timeline; null when there is none. */
export async function getAdminTask(taskId: string): Promise<AdminTask | null> {
  return notFoundAsNull(async () =>
    AdminTaskSchema.parse(await apiClient.get(`/admin/tasks/${encodeURIComponent(taskId)}`)),
  );
}

export const adminTaskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['admin', 'tasks', taskId] as const,
    queryFn: () => getAdminTask(taskId),
    meta: { errorMessage: 'Error retrieving task' },
  });

export const useAdminTask = (taskId: string) => useQuery(adminTaskQueryOptions(taskId));
