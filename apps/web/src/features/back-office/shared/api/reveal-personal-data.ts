import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { adminPersonalDataApi } from '@portal/domain/admin-routes';
import type { PersonalDataField } from '@portal/domain/privacy';
import { callApi } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';

interface RevealInput {
  userId: string;
  field: PersonalDataField;
  reason: string;
}

/**
 * `POST /api/admin/influencers/:userId/personal-data`: one number in full, the read recorded with
 * the reason for the creator to see. The number stays in the dialog that asked for it, never in the cache.
 */
export const useRevealPersonalData = () =>
  useMutation({
    mutationFn: ({ userId, field, reason }: RevealInput) =>
      callApi(adminPersonalDataApi.reveal, { params: { userId }, body: { field, reason } }),
    onError: notifyMutationFailure(msg`The number could not be shown`),
  });
