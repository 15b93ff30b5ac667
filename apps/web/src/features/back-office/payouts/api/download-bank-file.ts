import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { PAYOUT_FILE_DIGEST_HEADER } from '@portal/domain/admin';
import { adminPayoutBatchesApi } from '@portal/domain/admin-routes';
import { callApiWithHeaders } from '@/lib/api-client';
import { downloadText } from '@/lib/download-text';
import { notifyMutationFailure } from '@/lib/mutation-failure';

/** A bank batch's file, its name and its digest, which sending the batch gives back to say which file went to the bank. */
export interface BankFile {
  csv: string;
  fileName: string;
  digest: string;
}

/** The name the server gives the file (`attachment; filename="…"`), or one of the batch's. */
const fileNameOf = (headers: Headers, batchId: string) =>
  /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? `bank-transfer-${batchId}.csv`;

/** `GET /api/admin/payout-batches/:batchId/file`: the bulk payment file, with its digest in a header. */
export async function getBankFile(batchId: string): Promise<BankFile> {
  const { answer, headers } = await callApiWithHeaders(adminPayoutBatchesApi.file, { params: { batchId } });
  const digest = headers.get(PAYOUT_FILE_DIGEST_HEADER);
  if (!digest) throw new Error(`The bank file came without its ${PAYOUT_FILE_DIGEST_HEADER} header`);
  return { csv: answer, fileName: fileNameOf(headers, batchId), digest };
}

/** Saves the batch's bank file and answers it, its digest kept by the caller for the send. */
export function useDownloadBankFile(batchId: string) {
  return useMutation({
    mutationFn: () => getBankFile(batchId),
    onSuccess: ({ csv, fileName }) => downloadText(csv, fileName, 'text/csv'),
    onError: notifyMutationFailure(msg`Error downloading the bank file`),
  });
}
