import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DueReferralPageSchema } from '@portal/domain/admin';
import { apiClient } from '@/lib/api-client';

interface DueReferralQuery {
  page: number;
  pageSize: number;
}

/** `GET /api/admin/referrals`: referral fees due (REFERRAL-PAYMENT), oldest first. */
export async function getDueReferrals({ page, pageSize }: DueReferralQuery) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return DueReferralPageSchema.parse(await apiClient.get(`/admin/referrals?${params.toString()}`));
}

export const dueReferralsQueryOptions = (query: DueReferralQuery) =>
  queryOptions({
    queryKey: ['admin', 'referrals', 'due', query],
    queryFn: () => getDueReferrals(query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error retrieving referral fees' },
  });

export const useDueReferrals = (query: DueReferralQuery) => useQuery(dueReferralsQueryOptions(query));
