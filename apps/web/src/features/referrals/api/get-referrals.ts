import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsApi } from '@portal/domain/routes';
import type { ReferralRow } from '@portal/domain/referrals';
import { callApi } from '@/lib/api-client';
import { usePagePainted } from '@/lib/use-page-painted';

/** The friends the creator referred to a campaign, with each referral's status. */
export async function getReferrals(campaignId: string): Promise<ReferralRow[]> {
  return callApi(referralsApi.list, { query: { campaignId } });
}

export const referralsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: ['referrals', 'list', campaignId],
    queryFn: () => getReferrals(campaignId),
    meta: { errorMessage: t`Error retrieving referrals`, keptOffline: true },
  });

/** Asked for once the page is drawn: the referrals are no part of its first paint. */
export const useReferrals = (campaignId: string) =>
  useQuery({ ...referralsQueryOptions(campaignId), enabled: usePagePainted() });
