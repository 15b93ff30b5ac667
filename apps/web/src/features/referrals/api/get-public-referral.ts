import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsApi } from '@portal/domain/routes';
import type { Referral } from '@portal/domain/referrals';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** The public preview of a referral, for a signed-out visitor; null when there is no such referral. */
export async function getPublicReferral(referralId: string): Promise<Referral | null> {
  return notFoundAsNull(() => callApi(referralsApi.publicGet, { query: { referralId } }));
}

export const publicReferralQueryOptions = (referralId: string) =>
  queryOptions({
    queryKey: ['referrals', 'public-referral', referralId],
    queryFn: () => getPublicReferral(referralId),
    meta: { errorMessage: t`Error retrieving campaign` },
  });

export const usePublicReferral = (referralId: string) => useQuery(publicReferralQueryOptions(referralId));
