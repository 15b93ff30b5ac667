import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataExportFileName, type DataExport } from '@portal/domain/privacy';
import { privacyExportApi } from '@portal/domain/privacy-routes';
import { callApi } from '@/lib/api-client';
import { callApiFile } from '@/lib/api-file';
import { downloadBlob } from '@/lib/download-text';
import { notifyMutationFailure } from '@/lib/mutation-failure';

const DATA_EXPORTS_QUERY_KEY = ['privacy', 'data-exports'] as const;

/** While an export is being built, the list is read again this often: the page shows it ready within seconds. */
export const PENDING_POLL_MS = 5_000;

/** `GET /api/me/data-exports`: the creator's exports, newest first; read again every few seconds while one is pending. */
export const useDataExports = () =>
  useQuery({
    queryKey: DATA_EXPORTS_QUERY_KEY,
    queryFn: () => callApi(privacyExportApi.list),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? PENDING_POLL_MS : false,
  });

/** `POST /api/me/data-exports`: asks for a copy of all their data (answers the pending one if there is one). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(privacyExportApi.request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_QUERY_KEY }),
    onError: notifyMutationFailure(msg`Your data could not be requested`),
  });
}

/**
 * Fetches a ready export's ZIP with the bearer token and saves it as `my-data-<date>.zip`; an
 * export that expired meanwhile (410) reads the list again, which then shows it expired.
 */
export function useDownloadDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dataExport: DataExport) => {
      const zip = await callApiFile(privacyExportApi.file, { params: { exportId: dataExport.id } });
      downloadBlob(zip, dataExportFileName(dataExport.requestedAt));
    },
    onError: async (error: Error) => {
      notifyMutationFailure(msg`Your data could not be downloaded`)(error);
      await queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_QUERY_KEY });
    },
  });
}
