import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentWork } from '@portal/domain/admin';
import { submissionsApi } from '@portal/domain/routes';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';
import { usePagePainted } from '@/lib/use-page-painted';

/** The file links are signed for an hour: fetch them again well before, while the page stays open. */
const SIGNED_LINK_REFRESH_MS = 45 * 60_000;

/**
 * `GET /api/task/history`: the creator's own drafts, submissions and reports of a task, newest first;
 * null when there is no such task.
 */
export async function getTaskHistory(taskId: string): Promise<SentWork | null> {
  return notFoundAsNull(() => callApi(submissionsApi.history, { query: { taskId } }));
}

/** Under `['tasks']`, so a submission's invalidation refreshes it. */
export const taskHistoryQueryKey = (taskId: string) => ['tasks', 'history', taskId] as const;

export const taskHistoryQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskHistoryQueryKey(taskId),
    queryFn: () => getTaskHistory(taskId),
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });

/** Asked for once the page is drawn: the history is no part of its first paint. */
export const useTaskHistory = (taskId: string) =>
  useQuery({ ...taskHistoryQueryOptions(taskId), enabled: usePagePainted() });
