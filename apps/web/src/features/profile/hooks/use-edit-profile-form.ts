import { schemaResolver, useForm } from '@mantine/form';
import {
  CONTENT_TYPES,
  EditProfileSchema,
  FOLLOWER_PLATFORMS,
  PROFILE_SECTION_SCHEMAS,
  SOCIAL_LINK_PLATFORMS,
  type ContentType,
  type EditProfile,
  type ProfileSection,
  type User,
} from '@portal/domain/profile';
import { translateErrors } from '@/lib/i18n/translate-errors';

const isContentType = (value: string): value is ContentType => (CONTENT_TYPES as readonly string[]).includes(value);

/** The form's values for a user: what is not set yet is empty. */
function editProfileValues(user: User): EditProfile {
  return {
    fullName: user.fullName,
    email: user.email,
    contactNumber: user.contactNumber ?? '',
    country: user.country ?? '',
    location: user.location ?? '',
    addrOne: user.addrOne ?? '',
    addrTwo: user.addrTwo ?? '',
    city: user.city ?? '',
    postcode: user.postcode ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    gender: user.gender ?? '',
    ethnicity: user.ethnicity ?? '',
    languages: user.languages,
    englishLanguage: user.englishLanguage,
    malayLanguage: user.malayLanguage,
    chineseLanguage: user.chineseLanguage,
    tamilLanguage: user.tamilLanguage,
    maritalStatus: user.maritalStatus ?? '',
    kids: user.kids ?? '',
    contentType: user.contentType.filter(isContentType),
    socialMediaLinks: Object.fromEntries(
      SOCIAL_LINK_PLATFORMS.map((platform) => [platform, user.socialMediaLinks[platform] ?? '']),
    ) as EditProfile['socialMediaLinks'],
    socialMediaFollowers: Object.fromEntries(
      FOLLOWER_PLATFORMS.map((platform) => [platform, String(user.socialMediaFollowers[platform] ?? '')]),
    ) as EditProfile['socialMediaFollowers'],
  };
}

/**
 * The edit-profile form, prefilled from the user and checked in the spec's order: the whole form,
 * or only one section's fields when that section is saved alone (the first run).
 */
export function useEditProfileForm(user: User, section?: ProfileSection) {
  const schema = section ? PROFILE_SECTION_SCHEMAS[section] : EditProfileSchema;
  return useForm<EditProfile>({
    mode: 'uncontrolled',
    initialValues: editProfileValues(user),
    validate: (values) => translateErrors(schemaResolver(schema, { sync: true })(values)),
  });
}

export type EditProfileForm = ReturnType<typeof useEditProfileForm>;
