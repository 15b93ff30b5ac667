import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_PROBLEMS, type ChangePassword } from '@portal/domain/auth';
import { identityClient } from '@/lib/identity-client';
import { notify } from '@/lib/notify';
import { tokenManager } from '@/lib/token-manager';
import { identityFailureReason, identityRequest, IdentityRequestError } from './identity-request';

/** better-auth's code when the current password is wrong. */
const WRONG_CURRENT_PASSWORD_CODE = 'INVALID_PASSWORD';

/** The server compares the new passwords once the current one is right (SPEC §5), so it gets all three. */
export async function changePassword({ currentPassword, newPassword, confirmPassword }: ChangePassword): Promise<void> {
  await identityRequest(
    identityClient.changePassword({ currentPassword, newPassword, confirmPassword, revokeOtherSessions: true }),
  );
}

export function useChangePassword({
  onSuccess,
  onPasswordsMismatch,
}: {
  onSuccess: () => void;
  /** The current password was right, but the new one and its confirmation differ. */
  onPasswordsMismatch: () => void;
}) {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      tokenManager.clear();
      notify.success(msg`Password Updated`);
      onSuccess();
    },
    onError: (error) => {
      if (error instanceof IdentityRequestError && error.code === PASSWORD_PROBLEMS.mismatch.code) {
        onPasswordsMismatch();
        return;
      }
      const isWrongCurrentPassword =
        error instanceof IdentityRequestError && error.code === WRONG_CURRENT_PASSWORD_CODE;
      notify.error(
        isWrongCurrentPassword ? msg`Error updating credential` : msg`Error updating password`,
        identityFailureReason(error),
      );
    },
  });
}
