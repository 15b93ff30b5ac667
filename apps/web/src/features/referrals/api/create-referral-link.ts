import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralsApi } from '@portal/domain/routes';
import type { ReferralLink } from '@portal/domain/referrals';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { referralLinkQueryKey } from './get-referral-link';

/** `POST /api/link`: the creator's link for the campaign, created on the first call (the same code after). */
export async function createReferralLink(campaignId: string): Promise<ReferralLink> {
  return callApi(referralsApi.createLink, { body: { campaignId } });
}

export function useCreateReferralLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralLink,
    onSuccess: (link, campaignId) => queryClient.setQueryData(referralLinkQueryKey(campaignId), link),
    onError: notifyMutationFailure(t`Error generating referral link`),
  });
}
