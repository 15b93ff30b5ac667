import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CampaignPageSchema, type CampaignSummary } from '@portal/domain/admin';
import { apiClient } from '@/lib/api-client';

const CHOICES = 100;

/** `GET /api/admin/campaigns?state=open`: the newest open campaigns matching the search, to invite into. */
export async function getOpenCampaigns(search: string): Promise<CampaignSummary[]> {
  const params = new URLSearchParams({ state: 'open', pageSize: String(CHOICES) });
  if (search.trim() !== '') {
    params.set('search', search.trim());
  }
  return CampaignPageSchema.parse(await apiClient.get(`/admin/campaigns?${params.toString()}`)).items;
}

export const openCampaignsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'influencers', 'open-campaigns', search.trim()],
    queryFn: () => getOpenCampaigns(search),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error retrieving campaigns' },
  });

export const useOpenCampaigns = (search: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...openCampaignsQueryOptions(search), enabled });
