import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralsApi } from '@portal/domain/api';
import type { ScreeningResponse, Task } from '@portal/domain/tasks';
import { ApiClientError, callApi } from '@/lib/api-client';
import { mutationFailureMessage } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface AcceptReferralInput {
  referralId: string;
  screeningResponses: ScreeningResponse[];
}

/** `POST /api/referral/accept`: the new task (APPLIED) in the referral's campaign. */
export async function acceptReferral({ referralId, screeningResponses }: AcceptReferralInput): Promise<Task> {
  return callApi(referralsApi.accept, { body: { referral: referralId, screeningResponses } });
}

/** A refused referral (400, e.g. 'You cannot refer yourself') says why; other failures use the apply messages. */
const acceptFailureMessage = (error: Error): string =>
  error instanceof ApiClientError && error.status === 400
    ? error.message
    : mutationFailureMessage(error, 'Error applying for task');

export function useAcceptReferral({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptReferral,
    onSuccess: async () => {
      notify.success('Applied Successfully');
      onSuccess();
      // A new task of the creator's, and their status in the referral's campaign is now APPLIED.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['referrals'] }),
      ]);
    },
    onError: (error) => notify.error(acceptFailureMessage(error)),
  });
}
