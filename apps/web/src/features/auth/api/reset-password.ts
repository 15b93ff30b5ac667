import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { identityClient } from '@/lib/identity-client';
import { notify } from '@/lib/notify';
import { identityRequest, resetFailure } from './identity-request';

export interface ResetPasswordInput {
  newPassword: string;
  token: string;
}

export async function resetPassword({ newPassword, token }: ResetPasswordInput): Promise<void> {
  await identityRequest(identityClient.resetPassword({ newPassword, token }));
}

export function useResetPassword({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      notify.success(msg`Password Updated`);
      onSuccess();
    },
    onError: (error) => {
      const { message, reason } = resetFailure(error);
      notify.error(message, reason);
    },
  });
}
