import { date, integer, pgTable, primaryKey, text, timestamp, unique, uuid, index } from 'drizzle-orm/pg-core';
import { campaigns, tasks } from './campaigns.ts';
import { users } from './identity.ts';

/** One referral link per creator per campaign (`/refer/{code}`). */
export const referralLinks = pgTable(
  'referral_links',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.campaignId] })],
);

/** A friend who applied through a referral link, and the fee owed for them. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Nobody is referred twice into one campaign.
    unique('referrals_campaign_referred_unique').on(table.campaignId, table.referredUserId),
    index('referrals_referrer_idx').on(table.referrerId, table.campaignId),
    // The fees due (REFERRAL-PAYMENT), oldest first, and their count.
    index('referrals_status_idx').on(table.status, table.updatedAt, table.id),
  ],
);

/** Money paid to a creator: for a completed task or for a referral. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id),
    referralId: uuid('referral_id').references(() => referrals.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_idx').on(table.userId, table.paidAt),
    unique('payments_task_unique').on(table.taskId),
    unique('payments_referral_unique').on(table.referralId),
  ],
);

/**
 * The team's daily e-mail of payouts due and overdue, one row per Malaysian day: the instance that
 * claims the day sends it, so two instances send it once.
 */
export const payoutDigests = pgTable('payout_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** No other instance takes the day before this time: the claim while one sends. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
  /** When it was sent (or found to have nothing to say); null while owed. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
