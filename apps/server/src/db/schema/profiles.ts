import { boolean, date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FollowerPlatform, SocialLinkPlatform } from '@portal/domain/profile';
import { users } from './identity.ts';

export type StoredSocialLinks = Partial<Record<SocialLinkPlatform, string>>;
export type StoredFollowers = Partial<Record<FollowerPlatform, number | null>>;

/** The product's side of a user (1:1 with `users`): profile, audience and payout details. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contactNumber: text('contact_number'),
  country: text('country'),
  referralCode: text('referral_code'),
  location: text('location'),
  addrOne: text('addr_one'),
  addrTwo: text('addr_two'),
  city: text('city'),
  postcode: text('postcode'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender'),
  ethnicity: text('ethnicity'),
  languages: text('languages').array().notNull().default([]),
  englishLanguage: boolean('english_language').notNull().default(false),
  malayLanguage: boolean('malay_language').notNull().default(false),
  chineseLanguage: boolean('chinese_language').notNull().default(false),
  tamilLanguage: boolean('tamil_language').notNull().default(false),
  maritalStatus: text('marital_status'),
  kids: text('kids'),
  contentTypes: text('content_types').array().notNull().default([]),
  socialMediaLinks: jsonb('social_media_links').$type<StoredSocialLinks>().notNull().default({}),
  socialMediaFollowers: jsonb('social_media_followers').$type<StoredFollowers>().notNull().default({}),
  followersUpdatedAt: timestamp('followers_updated_at', { withTimezone: true }),
  paymentMethod: text('payment_method'),
  paypalEmail: text('paypal_email'),
  bankName: text('bank_name'),
  bankAccName: text('bank_acc_name'),
  /** Personal data: returned only to its owner, never logged. */
  bankAccNo: text('bank_acc_no'),
  /** The language chosen in the portal (en, ms or zh-Hans) that e-mails are written in; null until chosen. */
  locale: text('locale'),
  nationalityDoc: text('nationality_doc'),
  nric: text('nric'),
  passportNumber: text('passport_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
