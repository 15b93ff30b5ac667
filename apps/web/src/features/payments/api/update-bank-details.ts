import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { userApi } from '@portal/domain/routes';
import type { BankDetails, User } from '@portal/domain/profile';
import { ApiClientError, callApi } from '@/lib/api-client';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/notify';

/** `PUT /api/auth/bank`: saves the payment details; the answer is the saved user. */
export async function updateBankDetails(details: BankDetails): Promise<User> {
  return callApi(userApi.updateBankDetails, { body: details });
}

/** A 400 carries one of the spec's validation messages; a 409 is a repeat (SPEC §8); anything else is a failed update. */
const failureMessage = (error: Error): UntranslatedMessage =>
  error instanceof ApiClientError && (error.status === 400 || error.status === 409)
    ? error.reason
    : t`Error updating user.`;

export function useUpdateBankDetails({ onSuccess }: { onSuccess: (user: User) => void }) {
  return useMutation({
    mutationFn: updateBankDetails,
    onSuccess: (user) => {
      notify.success(t`Payment details updated`);
      onSuccess(user);
    },
    onError: (error) => notify.error(failureMessage(error)),
  });
}
