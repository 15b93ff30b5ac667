import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import type { EarningsSummary } from '@portal/domain/earnings';
import { paymentsApi } from '@portal/domain/routes';
import { callApi } from '@/lib/api-client';

/** `GET /api/payments/summary`: the creator's earnings per currency, for the dashboard. */
export async function getEarningsSummary(): Promise<EarningsSummary> {
  return callApi(paymentsApi.summary);
}

export const earningsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'summary'],
    queryFn: getEarningsSummary,
    meta: { errorMessage: t`Error retrieving earnings`, keptOffline: true },
  });
