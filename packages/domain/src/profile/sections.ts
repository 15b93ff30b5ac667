import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { isBlank, withOrderedRules, type OrderedRule } from '../validation/index.ts';
import { FOLLOWER_PLATFORMS } from './choices.ts';
import { editProfileFields, editProfileRules, type EditProfileFields } from './edit-profile.ts';

/** The parts of the edit-profile form that the first run saves one at a time. */
export const PROFILE_SECTIONS = ['contactDetails', 'profile', 'socialMedia'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** The fields of each section (the e-mail is shown, never saved). */
export const PROFILE_SECTION_FIELDS = {
  contactDetails: [
    'fullName',
    'email',
    'contactNumber',
    'addrOne',
    'addrTwo',
    'city',
    'postcode',
    'country',
    'location',
  ],
  profile: [
    'dateOfBirth',
    'gender',
    'ethnicity',
    'languages',
    'maritalStatus',
    'kids',
    'englishLanguage',
    'malayLanguage',
    'chineseLanguage',
    'tamilLanguage',
    'contentType',
  ],
  socialMedia: ['socialMediaLinks', 'socialMediaFollowers'],
} as const satisfies Record<ProfileSection, readonly (keyof EditProfileFields)[]>;

type SectionField<S extends ProfileSection> = (typeof PROFILE_SECTION_FIELDS)[S][number];
type SectionFields<S extends ProfileSection> = Pick<EditProfileFields, SectionField<S>>;

const maskOf = <S extends ProfileSection>(section: S) =>
  Object.fromEntries(PROFILE_SECTION_FIELDS[section].map((field) => [field, true])) as Record<SectionField<S>, true>;

/**
 * The first run's Social Media step is done once an account has its follower count: saved with
 * none, it would change nothing the checklist counts. (Edit Profile may keep every count empty.)
 */
const atLeastOneFollowerCount: OrderedRule<SectionFields<'socialMedia'>> = {
  path: `socialMediaFollowers.${FOLLOWER_PLATFORMS[0]}`,
  message: errorText('follower-count-required'),
  fails: (values) => FOLLOWER_PLATFORMS.every((platform) => isBlank(String(values.socialMediaFollowers[platform]))),
};

/** A section's rules: the edit-profile rules of its fields, in the spec's order, then its own. */
function rulesOf<S extends ProfileSection>(section: S): OrderedRule<SectionFields<S>>[] {
  const fields: readonly string[] = PROFILE_SECTION_FIELDS[section];
  // Each rule reads only the field it names, so a section's values are enough to check it.
  const rules = editProfileRules.filter((rule) => fields.includes(rule.path.split('.')[0] ?? '')) as OrderedRule<
    SectionFields<S>
  >[];
  return section === 'socialMedia' ? [...rules, atLeastOneFollowerCount as OrderedRule<SectionFields<S>>] : rules;
}

const contactDetailsFields = editProfileFields.pick(maskOf('contactDetails'));
const profileDetailsFields = editProfileFields.pick(maskOf('profile'));
const socialMediaFields = editProfileFields.pick(maskOf('socialMedia'));

/** Each section's own schema, picked from the edit-profile form's, with the spec's messages: that section's form. */
export const PROFILE_SECTION_SCHEMAS = {
  contactDetails: withOrderedRules(contactDetailsFields, rulesOf('contactDetails')),
  profile: withOrderedRules(profileDetailsFields, rulesOf('profile')),
  socialMedia: withOrderedRules(socialMediaFields, rulesOf('socialMedia')),
} as const;

/** `PATCH /api/auth/profile`: one section of the profile, named by `section`; other fields are dropped. */
export const ProfileSectionSaveSchema = z.discriminatedUnion('section', [
  withOrderedRules(contactDetailsFields.extend({ section: z.literal('contactDetails') }), rulesOf('contactDetails')),
  withOrderedRules(profileDetailsFields.extend({ section: z.literal('profile') }), rulesOf('profile')),
  withOrderedRules(socialMediaFields.extend({ section: z.literal('socialMedia') }), rulesOf('socialMedia')),
]);
export type ProfileSectionSave = z.infer<typeof ProfileSectionSaveSchema>;

/** A section's values picked out of the whole form's, named by their section. */
export function sectionValues<S extends ProfileSection>(
  section: S,
  values: EditProfileFields,
): SectionFields<S> & { section: S } {
  const picked = Object.fromEntries(PROFILE_SECTION_FIELDS[section].map((field) => [field, values[field]]));
  return { ...(picked as SectionFields<S>), section };
}

/** The section a form field belongs to (`socialMediaFollowers.tiktok` → `socialMedia`), if any. */
export function sectionOfField(path: string): ProfileSection | undefined {
  const field = path.split('.')[0] ?? '';
  return PROFILE_SECTIONS.find((section) => (PROFILE_SECTION_FIELDS[section] as readonly string[]).includes(field));
}
