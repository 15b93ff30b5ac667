import { z } from 'zod';
import {
  FOLLOWER_PLATFORMS,
  GENDERS,
  KIDS_ANSWERS,
  MARITAL_STATUSES,
  NATIONALITY_DOCS,
  PAYMENT_METHODS,
  SOCIAL_LINK_PLATFORMS,
  type FollowerPlatform,
  type SocialLinkPlatform,
} from './choices.ts';
import { LOCALES } from '../i18n/locales.ts';
import { LEGAL_DOCUMENTS } from '../privacy/consent.ts';

const nullableText = z.string().nullable();

/** The signed-in user as `GET|POST|PUT /api/auth` answer it (SPEC §3 User). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(['influencer', 'admin']),
  contactNumber: nullableText,
  referralCode: nullableText,
  country: nullableText,
  location: nullableText,
  addrOne: nullableText,
  addrTwo: nullableText,
  city: nullableText,
  postcode: nullableText,
  dateOfBirth: nullableText,
  gender: z.enum(GENDERS).nullable(),
  ethnicity: nullableText,
  languages: z.array(z.string()),
  englishLanguage: z.boolean(),
  malayLanguage: z.boolean(),
  chineseLanguage: z.boolean(),
  tamilLanguage: z.boolean(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  kids: z.enum(KIDS_ANSWERS).nullable(),
  contentType: z.array(z.string()),
  socialMediaLinks: z.object(
    Object.fromEntries(SOCIAL_LINK_PLATFORMS.map((platform) => [platform, nullableText])) as Record<
      SocialLinkPlatform,
      typeof nullableText
    >,
  ),
  socialMediaFollowers: z.object({
    ...(Object.fromEntries(FOLLOWER_PLATFORMS.map((platform) => [platform, z.number().nullable()])) as Record<
      FollowerPlatform,
      z.ZodNullable<z.ZodNumber>
    >),
    /** When the creator last saved their follower counts (ISO time), null if never. */
    updatedAt: nullableText,
  }),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paypalEmail: nullableText,
  bankName: nullableText,
  bankAccName: nullableText,
  bankAccNo: nullableText,
  nationalityDoc: z.enum(NATIONALITY_DOCS).nullable(),
  nric: nullableText,
  passportNumber: nullableText,
  /** The language chosen in the portal's menu, which e-mails are written in; null until one is chosen. */
  locale: z.enum(LOCALES).nullable(),
  /**
   * The legal documents the user must agree to before using the portal, sent with the session
   * only (the web then loads its prompt); `GET /api/me/consents` tells the whole of it.
   */
  consentsDue: z.array(z.enum(LEGAL_DOCUMENTS)).optional(),
});
export type User = z.infer<typeof UserSchema>;

/** `PUT /api/auth` with the language alone: what the language menu saves. */
export const LocaleChoiceSchema = z.strictObject({ locale: z.enum(LOCALES) });
