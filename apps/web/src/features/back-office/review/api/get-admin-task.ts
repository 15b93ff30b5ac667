import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTask } from '@portal/domain/admin';
import { adminReviewApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** `GET /api/admin/tasks/:taskId`: the task, everything sent and its timeline; null when there is none. */
export async function getAdminTask(taskId: string): Promise<AdminTask | null> {
  return notFoundAsNull(() => callApi(adminReviewApi.task, { params: { taskId } }));
}

export const adminTaskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['admin', 'tasks', taskId] as const,
    queryFn: () => getAdminTask(taskId),
    meta: { errorMessage: msg`Error retrieving task` },
  });

export const useAdminTask = (taskId: string) => useQuery(adminTaskQueryOptions(taskId));
