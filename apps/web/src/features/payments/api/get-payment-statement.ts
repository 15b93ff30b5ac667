import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatement } from '@portal/domain/earnings';
import { paymentsApi } from '@portal/domain/routes';
import { callApi } from '@/lib/api-client';
import { notFoundAsNull } from '@/lib/not-found-as-null';

/** `GET /api/payments/statements/:batchId`: the caller's statement of a payout batch; null when it paid them nothing. */
export function getPaymentStatement(batchId: string): Promise<PaymentStatement | null> {
  return notFoundAsNull(() => callApi(paymentsApi.statement, { params: { batchId } }));
}

export const paymentStatementQueryOptions = (batchId: string) =>
  queryOptions({ queryKey: ['payments', 'statements', batchId], queryFn: () => getPaymentStatement(batchId) });

export const usePaymentStatement = (batchId: string) => useQuery(paymentStatementQueryOptions(batchId));
