import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignReport, CampaignReportQuery } from '@portal/domain/admin';
import { adminReportsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** `GET /api/admin/campaigns/:campaignId/report` with the filters; null when there is no such campaign. */
export async function getCampaignReport(
  campaignId: string,
  query: CampaignReportQuery,
): Promise<CampaignReport | null> {
  return notFoundAsNull(() => callApi(adminReportsApi.campaign, { params: { campaignId }, query }));
}

export const campaignReportKey = (campaignId: string, query: CampaignReportQuery) =>
  ['reports', 'campaign', campaignId, query] as const;

export const campaignReportQueryOptions = (campaignId: string, query: CampaignReportQuery) =>
  queryOptions({
    queryKey: campaignReportKey(campaignId, query),
    queryFn: () => getCampaignReport(campaignId, query),
    // Changing a filter keeps the last report on screen until the new one comes.
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving the campaign report` },
  });

export const useCampaignReport = (campaignId: string, query: CampaignReportQuery) =>
  useQuery(campaignReportQueryOptions(campaignId, query));
