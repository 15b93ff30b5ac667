import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InfluencerPage, InfluencerQuery } from '@portal/domain/admin';
import { adminInfluencersApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

/** `GET /api/admin/influencers`: one page of the directory, newest sign-ups first. */
export async function getInfluencers(query: InfluencerQuery): Promise<InfluencerPage> {
  return callApi(adminInfluencersApi.list, { query });
}

export const influencersQueryOptions = (query: InfluencerQuery) =>
  queryOptions({
    queryKey: ['admin', 'influencers', 'list', query],
    queryFn: () => getInfluencers(query),
    // The rows of the previous filters stay while the next ones load, so the table does not jump.
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving influencers` },
  });

export const useInfluencers = (query: InfluencerQuery) => useQuery(influencersQueryOptions(query));
