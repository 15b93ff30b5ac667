import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsApi } from '@portal/domain/routes';
import type { ReferralPayment } from '@portal/domain/referrals';
import { callApi } from '@/lib/api-client';

/** The referral fees of the creator's completed referrals, for the payment history. */
export async function getReferralPayments(): Promise<ReferralPayment[]> {
  return callApi(referralsApi.payments);
}

export const referralPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: ['referrals', 'payments'],
    queryFn: getReferralPayments,
    meta: { errorMessage: t`Error retrieving tasks`, keptOffline: true },
  });

export const useReferralPayments = () => useQuery(referralPaymentsQueryOptions());
