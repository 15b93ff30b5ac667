import { msg, plural } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignCaptionsResult, CaptionRowInput } from '@portal/domain/admin';
import { adminCampaignsApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface CaptionLines {
  campaignId: string;
  rows: CaptionRowInput[];
}

/**
 * `PUT /api/admin/campaigns/:campaignId/captions` `{ rows, preview }`: what became of each line, in
 * order, or with `preview` what would, writing nothing.
 */
export async function assignCaptions({
  campaignId,
  rows,
  preview,
}: CaptionLines & { preview?: boolean }): Promise<AssignCaptionsResult> {
  return callApi(adminCampaignsApi.assignCaptions, { params: { campaignId }, body: { rows, preview } });
}

/** Asks the server how each line would fare and which caption it would replace; nothing is written. */
export function usePreviewCaptions() {
  return useMutation({
    mutationFn: (lines: CaptionLines) => assignCaptions({ ...lines, preview: true }),
    onError: notifyMutationFailure(msg`Error previewing captions`),
  });
}

/** Assigns the captions, then refreshes the back office; the caller reads each line's outcome from the answer. */
export function useAssignCaptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCaptions,
    onSuccess: async (result) => {
      notify.success(plural(result.assigned, { one: '# caption assigned', other: '# captions assigned' }));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error assigning captions`),
  });
}
