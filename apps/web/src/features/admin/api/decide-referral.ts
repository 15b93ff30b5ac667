import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

export type ReferralDecision = { decision: 'pay'; reference: string } | { decision: 'reject' };

interface DecideReferralInput {
  referralId: string;
  decision: ReferralDecision;
}

/** `PUT /api/admin/referrals/:referralId` `{ decision: 'pay', reference? } | { decision: 'reject' }` (204). */
export async function decideReferral({ referralId, decision }: DecideReferralInput): Promise<void> {
  const body =
    decision.decision === 'pay' && decision.reference.trim() !== ''
      ? { decision: 'pay', reference: decision.reference.trim() }
      : { decision: decision.decision };
  await apiClient.put(`/admin/referrals/${encodeURIComponent(referralId)}`, body);
}

export function useDecideReferral({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReferral,
    onSuccess: async (_, { decision }) => {
      notify.success(decision.decision === 'pay' ? 'Referral fee marked as paid' : 'Referral fee rejected');
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure('Error saving the referral decision'),
  });
}
