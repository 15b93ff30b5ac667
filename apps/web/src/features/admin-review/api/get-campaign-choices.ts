import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CampaignPageSchema, type CampaignSummary } from '@portal/domain/admin';
import { apiClient } from '@/lib/api-client';

const CHOICES = 100;

/** `GET /api/admin/campaigns?state=all`: the newest campaigns matching the search, to filter a queue by. */
export async function getCampaignChoices(search: string): Promise<CampaignSummary[]> {
  const params = new URLSearchParams({ state: 'all', pageSize: String(CHOICES) });
  if (search.trim() !== '') {
    params.set('search', search.trim());
  }
  return CampaignPageSchema.parse(await apiClient.get(`/admin/campaigns?${params.toString()}`)).items;
}

export const campaignChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'queues', 'campaign-choices', search.trim()],
    queryFn: () => getCampaignChoices(search),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error retrieving campaigns' },
  });

export const useCampaignChoices = (search: string) => useQuery(campaignChoicesQueryOptions(search));
