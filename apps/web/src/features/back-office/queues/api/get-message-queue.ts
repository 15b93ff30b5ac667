import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminMessagesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

interface MessageQueueQuery {
  page: number;
  pageSize: number;
}

/** `GET /api/admin/queues/messages`: tasks whose creator waits for an answer, the longest waiting first. */
export async function getMessageQueue(query: MessageQueueQuery) {
  return callApi(adminMessagesApi.queue, { query });
}

/** Under `['admin', 'queues']`, so an answer's invalidation refreshes it with the counts. */
export const messageQueueQueryOptions = (query: MessageQueueQuery) =>
  queryOptions({
    queryKey: ['admin', 'queues', 'messages', query],
    queryFn: () => getMessageQueue(query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving the messages waiting for an answer` },
  });

export const useMessageQueue = (query: MessageQueueQuery) => useQuery(messageQueueQueryOptions(query));
