import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '@portal/domain/admin';
import { adminCampaignsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';
import { adminCampaignsKey } from './get-admin-campaigns';

/** `GET /api/admin/campaigns/:campaignId`; null when there is no such campaign. */
export async function getAdminCampaign(campaignId: string): Promise<Campaign | null> {
  return notFoundAsNull(() => callApi(adminCampaignsApi.get, { params: { campaignId } }));
}

export const adminCampaignKey = (campaignId: string) => [...adminCampaignsKey, 'detail', campaignId] as const;

export const adminCampaignQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: adminCampaignKey(campaignId),
    queryFn: () => getAdminCampaign(campaignId),
    meta: { errorMessage: msg`Error retrieving campaign` },
  });

export const useAdminCampaign = (campaignId: string) => useQuery(adminCampaignQueryOptions(campaignId));
