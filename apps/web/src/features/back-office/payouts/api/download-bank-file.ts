import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { adminPayoutBatchesApi } from '@portal/domain/admin-routes';
import { callApiUnparsed } from '@/lib/api-client';
import { downloadText } from '@/lib/download-text';
import { notifyMutationFailure } from '@/lib/mutation-failure';

/** A bank batch's file, its name and its digest, which sending the batch gives back to say which file went to the bank. */
export interface BankFile {
  csv: string;
  fileName: string;
  digest: string;
}

/** SHA-256 of the file's text, in hex: what the server compares with the file it would build now. */
async function digestOf(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `GET /api/admin/payout-batches/:batchId/file`: the bulk payment file, and its digest taken here,
 * from the very text saved, so the upload confirmed is of exactly this file.
 */
export async function getBankFile(batchId: string): Promise<BankFile> {
  const answer = await callApiUnparsed(adminPayoutBatchesApi.file, { params: { batchId } });
  const csv = typeof answer === 'string' ? answer : '';
  if (csv === '') throw new Error('The bank file came empty');
  return { csv, fileName: `bank-transfer-${batchId}.csv`, digest: await digestOf(csv) };
}

/** Saves the batch's bank file and answers it, its digest kept by the caller for the send. */
export function useDownloadBankFile(batchId: string) {
  return useMutation({
    mutationFn: () => getBankFile(batchId),
    onSuccess: ({ csv, fileName }) => downloadText(csv, fileName, 'text/csv'),
    onError: notifyMutationFailure(msg`Error downloading the bank file`),
  });
}
