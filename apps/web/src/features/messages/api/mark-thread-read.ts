import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSide, TaskThread } from '@portal/domain/messages';
import { messagesApi } from '@portal/domain/routes';
import { adminMessagesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { threadQueryKey } from './get-thread';

/** `POST .../thread/read`: the viewer's side has read the other side's messages. */
export async function markThreadRead(side: MessageSide, taskId: string): Promise<void> {
  await (side === 'creator'
    ? callApi(messagesApi.read, { params: { taskId } })
    : callApi(adminMessagesApi.read, { params: { taskId } }));
}

/** Marks the thread read; `onRead` refreshes what shows the counts (the page's own queries). */
export function useMarkThreadRead(side: MessageSide, taskId: string, onRead?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markThreadRead(side, taskId),
    onSuccess: () => {
      queryClient.setQueryData<TaskThread>(
        threadQueryKey(side, taskId),
        (thread) => thread && { ...thread, unread: 0 },
      );
      onRead?.();
    },
  });
}
