import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { userApi } from '@portal/domain/routes';
import type { ProfileSectionSave, User } from '@portal/domain/profile';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { failureMessage } from './update-profile';

/** `PATCH /api/auth/profile`: saves one section of the profile; the answer is the saved user. */
export async function updateProfileSection(save: ProfileSectionSave): Promise<User> {
  return callApi(userApi.updateProfileSection, { body: save });
}

export function useUpdateProfileSection({ onSuccess }: { onSuccess: (user: User) => void }) {
  return useMutation({
    mutationFn: updateProfileSection,
    onSuccess: (user) => {
      notify.success(t`Profile updated`);
      onSuccess(user);
    },
    onError: (error) => notify.error(failureMessage(error)),
  });
}
