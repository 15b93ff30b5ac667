import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteResult } from '@portal/domain/admin';
import { adminCampaignsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { isBeyondBudget } from '@/features/back-office/campaigns/api/campaign-actions';

interface InviteInput {
  campaignId: string;
  userIds: string[];
  /** The manager confirmed inviting past the campaign's budget (refused without, `isBeyondBudget`). */
  beyondBudget?: boolean;
}

/** `POST /api/admin/campaigns/:campaignId/tasks` `{ userIds }`: a SELECTED task and an e-mail for each. */
export async function inviteInfluencers({
  campaignId,
  userIds,
  beyondBudget = false,
}: InviteInput): Promise<InviteResult> {
  return callApi(adminCampaignsApi.invite, {
    params: { campaignId },
    body: { userIds, ...(beyondBudget ? { beyondBudget } : {}) },
  });
}

const notifyInviteFailure = notifyMutationFailure(msg`Error inviting influencers`);

export function useInviteInfluencers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteInfluencers,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    // Past the budget, the dialog asks to confirm instead.
    onError: (error: Error) => {
      if (!isBeyondBudget(error)) notifyInviteFailure(error);
    },
  });
}
