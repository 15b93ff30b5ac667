import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReferralQuerySchema } from '@portal/domain/admin';
import { adminPayoutsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';

type DueReferralQuery = z.infer<typeof ReferralQuerySchema>;

/** `GET /api/admin/referrals`: referral fees due (REFERRAL-PAYMENT), oldest first. */
export async function getDueReferrals(query: DueReferralQuery) {
  return callApi(adminPayoutsApi.dueReferrals, { query });
}

export const dueReferralsQueryOptions = (query: DueReferralQuery) =>
  queryOptions({
    queryKey: ['admin', 'referrals', 'due', query],
    queryFn: () => getDueReferrals(query),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error retrieving referral fees` },
  });

export const useDueReferrals = (query: DueReferralQuery) => useQuery(dueReferralsQueryOptions(query));
