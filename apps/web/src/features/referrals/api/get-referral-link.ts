import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsApi } from '@portal/domain/routes';
import type { ReferralLink } from '@portal/domain/referrals';
import { callApi } from '@/lib/api-client';
import { usePagePainted } from '@/lib/use-page-painted';

/** The creator's referral link code for a campaign; null until they generate one. */
export async function getReferralLink(campaignId: string): Promise<ReferralLink> {
  return callApi(referralsApi.link, { query: { campaignId } });
}

export const referralLinkQueryKey = (campaignId: string) => ['referrals', 'link', campaignId] as const;

/** SPEC §8: a failed load of the link is only logged. */
export const referralLinkQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: referralLinkQueryKey(campaignId),
    queryFn: () => getReferralLink(campaignId),
    // Logged for developers, not shown.
    meta: { logMessage: 'Error retrieving referral link', keptOffline: true },
  });

/** Asked for once the page is drawn: the link is no part of its first paint. */
export const useReferralLink = (campaignId: string) =>
  useQuery({ ...referralLinkQueryOptions(campaignId), enabled: usePagePainted() });
