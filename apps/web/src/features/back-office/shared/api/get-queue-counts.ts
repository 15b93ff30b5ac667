import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueCounts } from '@portal/domain/admin';
import { adminQueuesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

/** `GET /api/admin/queues`: how many items wait in each queue. */
export async function getQueueCounts(): Promise<QueueCounts> {
  return callApi(adminQueuesApi.counts);
}

export const queueCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'queues', 'counts'],
    queryFn: getQueueCounts,
    staleTime: 15_000,
    meta: { errorMessage: msg`Error retrieving the review queues` },
  });

export const useQueueCounts = () => useQuery(queueCountsQueryOptions());
