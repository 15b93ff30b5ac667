import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InfluencerPageSchema, type InfluencerPage, type InfluencerQuery } from '@portal/domain/admin';
import { apiClient } from '@/lib/api-client';

/** The query string of a directory query: every filter that is set, in the schema's names. */
export function influencerQueryString(query: InfluencerQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') {
      params.set(key, String(value));
    }
  }
  return params.toString();
}

/** `GET /api/admin/influencers`: one page of the directory, newest sign-ups first. */
export async function getInfluencers(query: InfluencerQuery): Promise<InfluencerPage> {
  return InfluencerPageSchema.parse(await apiClient.get(`/admin/influencers?${influencerQueryString(query)}`));
}

export const influencersQueryOptions = (query: InfluencerQuery) =>
  queryOptions({
    queryKey: ['admin', 'influencers', 'list', query],
    queryFn: () => getInfluencers(query),
    // The rows of the previous filters stay while the next ones load, so the table does not jump.
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error retrieving influencers' },
  });

export const useInfluencers = (query: InfluencerQuery) => useQuery(influencersQueryOptions(query));
