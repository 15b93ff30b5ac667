import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AcceptReferralSchema } from '@portal/domain/referrals';
import { TaskSchema, type ScreeningResponse, type Task } from '@portal/domain/tasks';
import { apiClient } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface AcceptReferralInput {
  referralId: string;
  screeningResponses: ScreeningResponse[];
}

/** `POST /api/referral/accept`: the new task (APPLIED) in the referral's campaign. */
export async function acceptReferral({ referralId, screeningResponses }: AcceptReferralInput): Promise<Task> {
  return TaskSchema.parse(
    await apiClient.post('/referral/accept', AcceptReferralSchema.parse({ referral: referralId, screeningResponses })),
  );
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
      notify.success('Applied Successfully');
      onSuccess();
      await reloadTasksAndReferrals();
    },
    // A refused referral says why (e.g. 'You cannot refer yourself') under the apply message.
    onError: notifyStepFailure('Error applying for task', reloadTasksAndReferrals),
  });
}
