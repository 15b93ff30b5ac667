import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { QueuePageSchema, type QueueKind, type QueuePage } from '@portal/domain/admin';
import { apiClient } from '@/lib/api-client';

export interface QueueQuery {
  campaignId?: string | undefined;
  page: number;
  pageSize: number;
}

/** `GET /api/admin/queues/:kind`: one page of what waits in a queue, oldest first. */
export async function getQueue(kind: QueueKind, { campaignId, page, pageSize }: QueueQuery): Promise<QueuePage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (campaignId) {
    params.set('campaignId', campaignId);
  }
  return QueuePageSchema.parse(await apiClient.get(`/admin/queues/${kind}?${params.toString()}`));
}

export const queueQueryOptions = (kind: QueueKind, query: QueueQuery) =>
  queryOptions({
    queryKey: ['admin', 'queues', kind, query],
    queryFn: () => getQueue(kind, query),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: { errorMessage: 'Error retrieving the queue' },
  });

export const useQueue = (kind: QueueKind, query: QueueQuery) => useQuery(queueQueryOptions(kind, query));
