import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CampaignTaskPageSchema } from '@portal/domain/admin';
import type { TaskStatus } from '@portal/domain/tasks';
import { apiClient } from '@/lib/api-client';
import { adminCampaignKey } from './get-admin-campaign';

export interface CampaignTasksQuery {
  status?: TaskStatus;
  page: number;
  pageSize: number;
}

/** `GET /api/admin/campaigns/:campaignId/tasks`: one page of the campaign's tasks, most recently changed first. */
export async function getCampaignTasks(campaignId: string, query: CampaignTasksQuery) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.status) {
    params.set('status', query.status);
  }
  return CampaignTaskPageSchema.parse(
    await apiClient.get(`/admin/campaigns/${encodeURIComponent(campaignId)}/tasks?${params.toString()}`),
  );
}

export const campaignTasksQueryOptions = (campaignId: string, query: CampaignTasksQuery) =>
  queryOptions({
    queryKey: [...adminCampaignKey(campaignId), 'tasks', query] as const,
    queryFn: () => getCampaignTasks(campaignId, query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Error retrieving the campaign's tasks" },
  });

export const useCampaignTasks = (campaignId: string, query: CampaignTasksQuery) =>
  useQuery(campaignTasksQueryOptions(campaignId, query));
