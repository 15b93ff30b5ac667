import { queryOptions, useQuery } from '@tanstack/react-query';
import { QueueCountsSchema, type QueueCounts } from '@portal/domain/admin';
import { apiClient } from '@/lib/api-client';

/** `GET /api/admin/queues`: how many items wait in each queue. */
export async function getQueueCounts(): Promise<QueueCounts> {
  return QueueCountsSchema.parse(await apiClient.get('/admin/queues'));
}

export const queueCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'queues', 'counts'],
    queryFn: getQueueCounts,
    staleTime: 15_000,
    meta: { errorMessage: 'Error retrieving the review queues' },
  });

export const useQueueCounts = () => useQuery(queueCountsQueryOptions());
