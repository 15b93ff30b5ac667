import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignPage, CampaignQuery } from '@portal/domain/admin';
import { adminCampaignsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

/** Every admin campaign query starts with this key; mutations invalidate it. */
export const adminCampaignsKey = ['admin', 'campaigns'] as const;

/** `GET /api/admin/campaigns`: one page of campaigns, newest first. */
export async function getAdminCampaigns(query: CampaignQuery): Promise<CampaignPage> {
  return callApi(adminCampaignsApi.list, { query });
}

export const adminCampaignsQueryOptions = (query: CampaignQuery) =>
  queryOptions({
    queryKey: [...adminCampaignsKey, 'list', query] as const,
    queryFn: () => getAdminCampaigns(query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving campaigns` },
  });

export const useAdminCampaigns = (query: CampaignQuery) => useQuery(adminCampaignsQueryOptions(query));

const CHOICES = 100;

/** The newest campaigns in `state` matching `search`, as the choices of a campaign picker. */
export const useCampaignChoices = (
  state: CampaignQuery['state'],
  search: string,
  { enabled = true }: { enabled?: boolean } = {},
) =>
  useQuery({
    ...adminCampaignsQueryOptions({ state, search: search.trim() || undefined, page: 1, pageSize: CHOICES }),
    select: (page) => page.items,
    enabled,
  });
