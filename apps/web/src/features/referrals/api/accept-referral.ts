import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralsApi } from '@portal/domain/routes';
import type { ScreeningResponse, Task } from '@portal/domain/tasks';
import type { Terms } from '@portal/domain/terms';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface AcceptReferralInput {
  referralId: string;
  screeningResponses: ScreeningResponse[];
  /** The terms the page showed, which the creator agrees to (409 when the campaign's changed since). */
  shownTerms: Terms;
}

/** `POST /api/referral/accept`: the new task (APPLIED) in the referral's campaign. */
export async function acceptReferral({
  referralId,
  screeningResponses,
  shownTerms,
}: AcceptReferralInput): Promise<Task> {
  return callApi(referralsApi.accept, { body: { referral: referralId, screeningResponses, shownTerms } });
}

export function useAcceptReferral({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  // A new task of the creator's, and their status in the referral's campaign is now APPLIED.
  const reloadTasksAndReferrals = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['tasks'] }),
      queryClient.invalidateQueries({ queryKey: ['referrals'] }),
    ]);
  return useMutation({
    mutationFn: acceptReferral,
    onSuccess: async () => {
      notify.success(t`Applied Successfully`);
      onSuccess();
      await reloadTasksAndReferrals();
    },
    // A refused referral says why (e.g. 'You cannot refer yourself') under the apply message.
    onError: notifyStepFailure(t`Error applying for task`, reloadTasksAndReferrals),
  });
}
