import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsApi } from '@portal/domain/routes';
import type { Referral } from '@portal/domain/referrals';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** A referral with the signed-in creator's status in its campaign; null when there is no such referral. */
export async function getReferral(referralId: string): Promise<Referral | null> {
  return notFoundAsNull(() => callApi(referralsApi.get, { query: { referralId } }));
}

export const referralQueryOptions = (referralId: string) =>
  queryOptions({
    queryKey: ['referrals', 'referral', referralId],
    queryFn: () => getReferral(referralId),
    meta: { errorMessage: t`Error retrieving campaign`, keptOffline: true },
  });

export const useReferral = (referralId: string) => useQuery(referralQueryOptions(referralId));
