import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import {
  FIRST_BIRTH_YEAR,
  isBlank,
  isTelegramAppLink,
  isWebAddress,
  limitedText,
  withOrderedRules,
  type OrderedRule,
} from '../validation/index.ts';
import {
  CONTENT_TYPES,
  FOLLOWER_PLATFORMS,
  GENDERS,
  KIDS_ANSWERS,
  MARITAL_STATUSES,
  SOCIAL_LINK_PLATFORMS,
  type FollowerPlatform,
  type SocialLinkPlatform,
} from './choices.ts';
import { choiceOrEmpty } from './fields.ts';

const socialLinksShape = Object.fromEntries(
  SOCIAL_LINK_PLATFORMS.map((platform) => [
    platform,
    z.string().max(500, errorText('social-link-too-long', { platform, max: 500 })),
  ]),
) as Record<SocialLinkPlatform, z.ZodString>;
/** Follower counts as typed: digits only, or empty when the creator has no account there. */
const followersShape = Object.fromEntries(
  FOLLOWER_PLATFORMS.map((platform) => [platform, z.union([z.string().max(20), z.number()])]),
) as Record<FollowerPlatform, z.ZodUnion<[z.ZodString, z.ZodNumber]>>;

const isFollowerCount = (value: string | number): boolean =>
  typeof value === 'number' ? Number.isSafeInteger(value) && value >= 0 : /^\d{0,15}$/.test(value.trim());

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isPastDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    date.getUTCFullYear() >= FIRST_BIRTH_YEAR &&
    date.getTime() < Date.now()
  );
};

export const editProfileFields = z.object({
  fullName: limitedText('fullName', 200),
  email: limitedText('email', 320),
  contactNumber: limitedText('contactNumber', 40),
  country: limitedText('country', 100),
  location: limitedText('state', 100),
  addrOne: limitedText('addrOne', 200),
  addrTwo: limitedText('addrTwo', 200),
  city: limitedText('city', 100),
  postcode: limitedText('postcode', 20),
  dateOfBirth: limitedText('dateOfBirth', 10),
  gender: choiceOrEmpty(GENDERS),
  ethnicity: limitedText('race', 100),
  languages: z.array(limitedText('language', 100)).max(30),
  englishLanguage: z.boolean(),
  malayLanguage: z.boolean(),
  chineseLanguage: z.boolean(),
  tamilLanguage: z.boolean(),
  maritalStatus: choiceOrEmpty(MARITAL_STATUSES),
  kids: choiceOrEmpty(KIDS_ANSWERS),
  contentType: z.array(z.enum(CONTENT_TYPES)).max(CONTENT_TYPES.length),
  socialMediaLinks: z.object(socialLinksShape),
  socialMediaFollowers: z.object(followersShape),
});
export type EditProfileFields = z.infer<typeof editProfileFields>;

const followerRules: OrderedRule<EditProfileFields>[] = FOLLOWER_PLATFORMS.map((platform) => ({
  path: `socialMediaFollowers.${platform}`,
  message: errorText('followers-not-a-number', { platform }),
  fails: (values) => !isFollowerCount(values.socialMediaFollowers[platform]),
}));

/** A scheme at the start (`tg:`, `javascript:`): a handle never has one. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Every link is a full web address. Telegram may be a handle instead (SPEC §5), or a Telegram app
 * link (`tg://…`); any other scheme is refused, so no stored link can run script.
 */
const linkRules: OrderedRule<EditProfileFields>[] = SOCIAL_LINK_PLATFORMS.map((platform) => ({
  path: `socialMediaLinks.${platform}`,
  message: errorText('social-link-invalid', { platform }),
  fails: (values) => {
    const link = values.socialMediaLinks[platform];
    if (isBlank(link) || isWebAddress(link)) return false;
    return platform !== 'telegram' || (HAS_SCHEME.test(link.trim()) && !isTelegramAppLink(link));
  },
}));

/** The rules of the edit-profile form (SPEC §5), in the spec's order. */
export const editProfileRules: readonly OrderedRule<EditProfileFields>[] = [
  { path: 'fullName', message: errorText('full-name-required'), fails: (v) => isBlank(v.fullName) },
  { path: 'email', message: errorText('email-field-required'), fails: (v) => isBlank(v.email) },
  { path: 'contactNumber', message: errorText('contact-number-required'), fails: (v) => isBlank(v.contactNumber) },
  { path: 'dateOfBirth', message: errorText('date-of-birth-required'), fails: (v) => isBlank(v.dateOfBirth) },
  {
    path: 'dateOfBirth',
    message: errorText('date-of-birth-invalid'),
    fails: (v) => !isBlank(v.dateOfBirth) && !isPastDate(v.dateOfBirth),
  },
  { path: 'gender', message: errorText('gender-required'), fails: (v) => v.gender === '' },
  { path: 'ethnicity', message: errorText('race-required'), fails: (v) => isBlank(v.ethnicity) },
  { path: 'country', message: errorText('country-required'), fails: (v) => isBlank(v.country) },
  { path: 'location', message: errorText('location-required'), fails: (v) => isBlank(v.location) },
  { path: 'languages', message: errorText('language-required'), fails: (v) => v.languages.length === 0 },
  { path: 'kids', message: errorText('kids-required'), fails: (v) => v.kids === '' },
  { path: 'maritalStatus', message: errorText('marital-status-required'), fails: (v) => v.maritalStatus === '' },
  { path: 'contentType', message: errorText('content-type-required'), fails: (v) => v.contentType.length === 0 },
  ...followerRules,
  ...linkRules,
];

/** Edit profile (SPEC §5), checked in the spec's order; the server checks the same rules. */
export const EditProfileSchema = withOrderedRules(editProfileFields, editProfileRules);
export type EditProfile = z.infer<typeof EditProfileSchema>;

/** The follower counts of a valid profile form, as numbers (an empty field is no account: null). */
export function followerCounts(
  followers: EditProfile['socialMediaFollowers'],
): Record<FollowerPlatform, number | null> {
  return Object.fromEntries(
    FOLLOWER_PLATFORMS.map((platform) => {
      const value = followers[platform];
      const typed = typeof value === 'number' ? String(value) : value.trim();
      return [platform, typed === '' ? null : Number(typed)];
    }),
  ) as Record<FollowerPlatform, number | null>;
}
