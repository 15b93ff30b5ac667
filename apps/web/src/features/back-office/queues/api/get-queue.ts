import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QueueKind, QueuePage, QueueQuerySchema } from '@portal/domain/admin';
import { adminQueuesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

type QueueQuery = z.infer<typeof QueueQuerySchema>;

/** `GET /api/admin/queues/:kind`: one page of what waits in a queue, oldest first. */
export async function getQueue(kind: QueueKind, query: QueueQuery): Promise<QueuePage> {
  return callApi(adminQueuesApi.page, { params: { kind }, query });
}

export const queueQueryOptions = (kind: QueueKind, query: QueueQuery) =>
  queryOptions({
    queryKey: ['admin', 'queues', kind, query],
    queryFn: () => getQueue(kind, query),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: { errorMessage: msg`Error retrieving the queue` },
  });

export const useQueue = (kind: QueueKind, query: QueueQuery) => useQuery(queueQueryOptions(kind, query));
