import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteResult } from '@portal/domain/admin';
import { adminCampaignsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

interface InviteInput {
  campaignId: string;
  userIds: string[];
}

/** `POST /api/admin/campaigns/:campaignId/tasks` `{ userIds }`: a SELECTED task and an e-mail for each. */
export async function inviteInfluencers({ campaignId, userIds }: InviteInput): Promise<InviteResult> {
  return callApi(adminCampaignsApi.invite, { params: { campaignId }, body: { userIds } });
}

export function useInviteInfluencers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteInfluencers,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error inviting influencers`),
  });
}
