import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignFields, UpdateCampaign } from '@portal/domain/admin';
import { adminCampaignsApi } from '@portal/domain/admin-routes';
import type { NewCampaign } from '@portal/domain/campaigns';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { adminCampaignsKey } from './get-admin-campaigns';

/** `POST /api/admin/campaigns`: answers the new campaign's id. */
export async function createCampaign(campaign: NewCampaign): Promise<string> {
  return (await callApi(adminCampaignsApi.create, { body: campaign })).id;
}

/** `PUT /api/admin/campaigns/:campaignId`: the whole campaign again. */
export async function updateCampaign({ id, campaign }: { id: string; campaign: UpdateCampaign }): Promise<string> {
  await callApi(adminCampaignsApi.update, { params: { campaignId: id }, body: campaign });
  return id;
}

/** A new campaign, or an edit of campaign `id` that carries the version it started from. */
export type CampaignSave = { id?: undefined; campaign: CampaignFields } | { id: string; campaign: UpdateCampaign };

/** Creates the campaign, or updates it when `id` is given; the form shows a failure itself. */
export function useSaveCampaign({ onSuccess }: { onSuccess: (campaignId: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: CampaignSave) => (save.id === undefined ? createCampaign(save.campaign) : updateCampaign(save)),
    onSuccess: async (campaignId, { id }) => {
      notify.success(id ? msg`Campaign saved` : msg`Campaign created`);
      await queryClient.invalidateQueries({ queryKey: adminCampaignsKey });
      onSuccess(campaignId);
    },
  });
}
