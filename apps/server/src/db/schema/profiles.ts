import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** The product's side of a user (1:1 with `users`); the profile issue adds its remaining fields. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contactNumber: text('contact_number'),
  country: text('country'),
  referralCode: text('referral_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
