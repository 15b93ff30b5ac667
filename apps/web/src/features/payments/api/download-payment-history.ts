import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { paymentsApi } from '@portal/domain/routes';
import { callApi } from '@/lib/api-client';
import { downloadText } from '@/lib/download-text';
import { notifyMutationFailure } from '@/lib/mutation-failure';

/**
 * `GET /api/payments/history.csv` answers `text/csv`, which the api client gives as its text, so
 * the download keeps the bearer token and the session handling of every other call.
 */
export async function getPaymentHistoryCsv(): Promise<string> {
  return callApi(paymentsApi.historyCsv);
}

/** Downloads the creator's payment history and saves it as `payment-history.csv`. */
export function useDownloadPaymentHistory() {
  return useMutation({
    mutationFn: getPaymentHistoryCsv,
    onSuccess: (csv) => downloadText(csv, 'payment-history.csv', 'text/csv'),
    onError: notifyMutationFailure(msg`Error downloading the payment history`),
  });
}
