import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { userApi } from '@portal/domain/routes';
import { followerCounts, SOCIAL_LINK_PLATFORMS, type EditProfile, type User } from '@portal/domain/profile';
import { ApiClientError, callApi } from '@/lib/api-client';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/notify';

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The submitted form as the fields of a user. */
function submittedUserFields(values: EditProfile): Partial<User> {
  return {
    fullName: values.fullName.trim(),
    email: values.email,
    contactNumber: values.contactNumber.trim(),
    country: values.country,
    location: values.location,
    addrOne: orNull(values.addrOne),
    addrTwo: orNull(values.addrTwo),
    city: orNull(values.city),
    postcode: orNull(values.postcode),
    dateOfBirth: values.dateOfBirth,
    gender: values.gender || null,
    ethnicity: values.ethnicity,
    languages: values.languages,
    englishLanguage: values.englishLanguage,
    malayLanguage: values.malayLanguage,
    chineseLanguage: values.chineseLanguage,
    tamilLanguage: values.tamilLanguage,
    maritalStatus: values.maritalStatus || null,
    kids: values.kids || null,
    contentType: values.contentType,
    socialMediaLinks: Object.fromEntries(
      SOCIAL_LINK_PLATFORMS.map((platform) => [platform, orNull(values.socialMediaLinks[platform])]),
    ) as User['socialMediaLinks'],
    socialMediaFollowers: { ...followerCounts(values.socialMediaFollowers), updatedAt: new Date().toISOString() },
  };
}

/** `PUT /api/auth`: saves the profile; the answer is the saved user, merged over what was sent (SPEC §7). */
export async function updateProfile(values: EditProfile): Promise<User> {
  const saved = await callApi(userApi.updateProfile, { body: values });
  return { ...submittedUserFields(values), ...saved };
}

/**
 * A 400 carries one of the spec's validation messages; a 409 is a repeat (SPEC §8); anything else
 * is a failed update. A refusal may name a platform, which only the profile's words know.
 */
export const failureMessage = (error: Error): UntranslatedMessage =>
  error instanceof ApiClientError && (error.status === 400 || error.status === 409)
    ? translateDomainMessage(error.reason)
    : t`Error updating profile.`;

export function useUpdateProfile({ onSuccess }: { onSuccess: (user: User) => void }) {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      notify.success(t`Profile updated`);
      onSuccess(user);
    },
    onError: (error) => notify.error(failureMessage(error)),
  });
}
