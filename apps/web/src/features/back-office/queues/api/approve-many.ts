import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BULK_APPROVAL_QUEUES, BulkApprovalResult } from '@portal/domain/admin';
import { adminQueuesApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

export type ApprovalQueue = (typeof BULK_APPROVAL_QUEUES)[number];

/** `POST /api/admin/queues/:kind/approve`: each item is approved on its own, or skipped with the reason. */
export async function approveMany({
  kind,
  taskIds,
}: {
  kind: ApprovalQueue;
  taskIds: string[];
}): Promise<BulkApprovalResult> {
  return callApi(adminQueuesApi.approve, { params: { kind }, body: { taskIds } });
}

/** Approves the selected items, then refreshes every back-office query (queues, counts, tasks). */
export function useApproveMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveMany,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error approving the selected items`),
  });
}
