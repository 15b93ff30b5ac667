import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@portal/domain/auth';
import { identityClient } from '@/lib/identity-client';
import { notify } from '@/lib/notify';
import { tokenManager } from '@/lib/token-manager';
import { identityFailureReason, identityRequest, IdentityRequestError } from './identity-request';

/** better-auth's code when the current password is wrong. */
const WRONG_CURRENT_PASSWORD_CODE = 'INVALID_PASSWORD';

export async function changePassword({ currentPassword, newPassword }: ChangePassword): Promise<void> {
  await identityRequest(identityClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}

export function useChangePassword({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      tokenManager.clear();
      notify.success(msg`Password Updated`);
      onSuccess();
    },
    onError: (error) => {
      const isWrongCurrentPassword =
        error instanceof IdentityRequestError && error.code === WRONG_CURRENT_PASSWORD_CODE;
      notify.error(
        isWrongCurrentPassword ? msg`Error updating credential` : msg`Error updating password`,
        identityFailureReason(error),
      );
    },
  });
}
