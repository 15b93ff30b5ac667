import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The devices a person receives Web Push on: one row per browser's push subscription. An
 * endpoint belongs to one person at a time (the last to subscribe on that browser).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser; a capability, so never logged or shown. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's ECDH P-256 public key and auth secret (base64url) that encrypt each message to it. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
