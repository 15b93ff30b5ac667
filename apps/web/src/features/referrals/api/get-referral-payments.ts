import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferralPaymentSchema, type ReferralPayment } from '@portal/domain/referrals';
import { apiClient } from '@/lib/api-client';

/** The referral fees of the creator's completed referrals, for the payment history. */
export async function getReferralPayments(): Promise<ReferralPayment[]> {
  return ReferralPaymentSchema.array().parse(await apiClient.get('/referral/task/completed'));
}

export const referralPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: ['referrals', 'payments'],
    queryFn: getReferralPayments,
    meta: { errorMessage: 'Error retrieving tasks' },
  });

export const useReferralPayments = () => useQuery(referralPaymentsQueryOptions());
