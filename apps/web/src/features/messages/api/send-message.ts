import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSide, NewMessage, ThreadEntry } from '@portal/domain/messages';
import { messagesApi } from '@portal/domain/routes';
import { adminMessagesApi } from '@portal/domain/admin-routes';
import { ApiClientError, callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { threadQueryKey } from './get-thread';

/**
 * `POST .../messages`. The message carries the key its draft was given once: sent again (a retry,
 * or after a reload mid-send) it answers the message first sent, never a second one.
 */
export async function sendMessage(side: MessageSide, taskId: string, message: NewMessage): Promise<ThreadEntry> {
  return side === 'creator'
    ? callApi(messagesApi.send, { params: { taskId }, body: message })
    : callApi(adminMessagesApi.send, { params: { taskId }, body: message });
}

export function useSendMessage(side: MessageSide, taskId: string, { onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: NewMessage) => sendMessage(side, taskId, message),
    // A lost connection or a server error is tried again, with the same key; a refusal is not.
    retry: (failures, error) => failures < 3 && !(error instanceof ApiClientError && error.status < 500),
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: threadQueryKey(side, taskId) });
    },
    onError: notifyMutationFailure(msg`Could not send your message`),
  });
}
