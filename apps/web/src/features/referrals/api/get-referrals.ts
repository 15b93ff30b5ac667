import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferralRowSchema, type ReferralRow } from '@portal/domain/referrals';
import { apiClient } from '@/lib/api-client';

/** The friends the creator referred to a campaign, with each referral's status. */
export async function getReferrals(campaignId: string): Promise<ReferralRow[]> {
  return ReferralRowSchema.array().parse(
    await apiClient.get(`/referral/task?${new URLSearchParams({ campaignId }).toString()}`),
  );
}

export const referralsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: ['referrals', 'list', campaignId],
    queryFn: () => getReferrals(campaignId),
    meta: { errorMessage: 'Error retrieving referrals' },
  });

export const useReferrals = (campaignId: string) => useQuery(referralsQueryOptions(campaignId));
