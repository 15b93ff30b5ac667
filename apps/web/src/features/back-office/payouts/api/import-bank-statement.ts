import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankStatementResult } from '@portal/domain/admin';
import { adminPayoutBatchesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

interface ImportBankStatementInput {
  batchId: string;
  /** The bank's result file, as the text it holds. */
  csv: string;
}

/** `POST /api/admin/payout-batches/:batchId/statement`: the bank's result, each line paid, returned or failed. */
export async function importBankStatement({ batchId, csv }: ImportBankStatementInput): Promise<BankStatementResult> {
  return callApi(adminPayoutBatchesApi.statement, { params: { batchId }, body: { csv } });
}

export function useImportBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankStatement,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error importing the bank result`),
  });
}
