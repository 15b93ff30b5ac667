import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralDecision } from '@portal/domain/admin';
import { adminReviewApi } from '@portal/domain/admin-routes';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

interface DecideReferralInput {
  referralId: string;
  decision: ReferralDecision;
}

/** `PUT /api/admin/referrals/:referralId` `{ decision: 'pay', reference? } | { decision: 'reject' }` (204). */
export async function decideReferral({ referralId, decision }: DecideReferralInput): Promise<void> {
  const reference = decision.decision === 'pay' ? decision.reference?.trim() : undefined;
  const body: ReferralDecision = reference ? { decision: 'pay', reference } : { decision: decision.decision };
  await callApi(adminReviewApi.decideReferral, { params: { referralId }, body });
}

export function useDecideReferral({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReferral,
    onSuccess: async (_, { decision }) => {
      notify.success(decision.decision === 'pay' ? msg`Referral fee marked as paid` : msg`Referral fee rejected`);
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyMutationFailure(msg`Error saving the referral decision`),
  });
}
