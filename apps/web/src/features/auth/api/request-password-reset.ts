import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { identityClient } from '@/lib/identity-client';
import { notify } from '@/lib/notify';
import { identityRequest, resetFailure } from './identity-request';

/** Asks the identity provider to e-mail a reset link that opens the reset-password page. */
export async function requestPasswordReset(email: string): Promise<void> {
  await identityRequest(
    identityClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: `${window.location.origin}${paths.resetPassword.getHref()}`,
    }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      const { message, reason } = resetFailure(error);
      notify.error(message, reason);
    },
  });
}
