import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageSide, TaskThread } from '@portal/domain/messages';
import { messagesApi } from '@portal/domain/routes';
import { adminMessagesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

/** The thread is read again this often while it is open: new messages show, and its signed file links stay fresh. */
const THREAD_REFRESH_MS = 30_000;

/** `GET .../thread`: the task's messages and its own steps, oldest first, from the viewer's side. */
export async function getThread(side: MessageSide, taskId: string): Promise<TaskThread> {
  return side === 'creator'
    ? callApi(messagesApi.thread, { params: { taskId } })
    : callApi(adminMessagesApi.thread, { params: { taskId } });
}

export const threadQueryKey = (side: MessageSide, taskId: string) => ['messages', side, taskId] as const;

export const threadQueryOptions = (side: MessageSide, taskId: string) =>
  queryOptions({
    queryKey: threadQueryKey(side, taskId),
    queryFn: () => getThread(side, taskId),
    refetchInterval: THREAD_REFRESH_MS,
  });

export const useThread = (side: MessageSide, taskId: string) => useQuery(threadQueryOptions(side, taskId));
