import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { adminPayoutsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { downloadText } from '@/lib/download-text';

/**
 * `POST /api/admin/payouts/export` `{ taskIds }` answers `text/csv`. The api client answers a body
 * that is not JSON as its text (a CSV, starting with its header row, never is), so the call keeps
 * the bearer token and the session handling of every other call.
 */
export async function exportPayouts(taskIds: string[]): Promise<string> {
  return callApi(adminPayoutsApi.export, { body: { taskIds } });
}

/**
 * The server's CSV starts with a UTF-8 byte order mark, which reading the answer as text drops:
 * put back, so that Excel reads Malay and Chinese names as UTF-8.
 */
const withByteOrderMark = (csv: string) => (csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`);

/** Exports the chosen payouts and saves them as `payouts.csv`. */
export function useExportPayouts() {
  return useMutation({
    mutationFn: exportPayouts,
    onSuccess: (csv) => downloadText(withByteOrderMark(csv), 'payouts.csv', 'text/csv'),
    onError: notifyMutationFailure(msg`Error exporting payouts`),
  });
}
