import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CampaignTasksQuerySchema } from '@portal/domain/admin';
import { adminCampaignsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { adminCampaignKey } from './get-admin-campaign';

type CampaignTasksQuery = z.infer<typeof CampaignTasksQuerySchema>;

/** `GET /api/admin/campaigns/:campaignId/tasks`: one page of the campaign's tasks, most recently changed first. */
export async function getCampaignTasks(campaignId: string, query: CampaignTasksQuery) {
  return callApi(adminCampaignsApi.tasks, { params: { campaignId }, query });
}

export const campaignTasksQueryOptions = (campaignId: string, query: CampaignTasksQuery) =>
  queryOptions({
    queryKey: [...adminCampaignKey(campaignId), 'tasks', query] as const,
    queryFn: () => getCampaignTasks(campaignId, query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving the campaign's tasks` },
  });

export const useCampaignTasks = (campaignId: string, query: CampaignTasksQuery) =>
  useQuery(campaignTasksQueryOptions(campaignId, query));
