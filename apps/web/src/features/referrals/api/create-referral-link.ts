import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateLinkSchema, ReferralLinkSchema, type ReferralLink } from '@portal/domain/referrals';
import { apiClient } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { referralLinkQueryKey } from './get-referral-link';

/** `POST /api/link`: the creator's link for the campaign, created on the first call (the same code after). */
export async function createReferralLink(campaignId: string): Promise<ReferralLink> {
  return ReferralLinkSchema.parse(await apiClient.post('/link', CreateLinkSchema.parse({ campaignId })));
}

export function useCreateReferralLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralLink,
    onSuccess: (link, campaignId) => queryClient.setQueryData(referralLinkQueryKey(campaignId), link),
    onError: notifyMutationFailure('Error generating referral link'),
  });
}
