import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExtensionQuerySchema } from '@portal/domain/admin';
import { adminExtensionsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

type ExtensionQuery = z.infer<typeof ExtensionQuerySchema>;

/** `GET /api/admin/extensions`: deadline extension requests waiting for a decision, oldest first. */
export async function getExtensionQueue(query: ExtensionQuery) {
  return callApi(adminExtensionsApi.queue, { query });
}

export const extensionQueueQueryOptions = (query: ExtensionQuery) =>
  queryOptions({
    queryKey: ['admin', 'extensions', query],
    queryFn: () => getExtensionQueue(query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving extension requests` },
  });

export const useExtensionQueue = (query: ExtensionQuery) => useQuery(extensionQueueQueryOptions(query));
