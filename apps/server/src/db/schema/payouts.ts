import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tasks } from './campaigns.ts';
import { users } from './identity.ts';
import { referrals } from './referrals.ts';

/**
 * Payouts sent together on one rail in one currency. Its id is the rail's idempotency key: sending
 * the batch again after a crash is a replay there, never a second payment.
 * `scheduled` → `sending` (claimed by one instance until its lease runs out) → `sent` → `settled`
 * (every line has its final outcome).
 */
export const payoutBatches = pgTable('payout_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  method: text('method').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('scheduled'),
  /** The rail's id of the batch, once it took it. */
  railBatchId: text('rail_batch_id'),
  /** The campaign manager who scheduled it; null on a payment made by hand that the portal recorded without saying who. */
  createdBy: text('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the sender claimed the batch: another instance may take it over once the lease from here has run out. */
  sendingStartedAt: timestamp('sending_started_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/**
 * One payment in a batch: a task's incentive or a referral's fee (exactly one of them). While a
 * line is live (anything but `returned` or `failed`), its task or referral is in no other line, so
 * it is never paid twice; after a return it may go in a later batch.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    taskId: uuid('task_id').references(() => tasks.id),
    referralId: uuid('referral_id').references(() => referrals.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('scheduled'),
    railItemId: text('rail_item_id'),
    /** The rail's reason for a return, a failure or an unclaimed payment, kept after the money came back. */
    reason: text('reason'),
    /** When the rail said the line reached its status. */
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payout_lines_one_source', sql`(${table.taskId} is null) <> (${table.referralId} is null)`),
    check('payout_lines_amount_positive', sql`${table.amountMinor} > 0`),
    index('payout_lines_batch_idx').on(table.batchId),
    uniqueIndex('payout_lines_live_task_unique')
      .on(table.taskId)
      .where(sql`${table.status} not in ('returned', 'failed')`),
    uniqueIndex('payout_lines_live_referral_unique')
      .on(table.referralId)
      .where(sql`${table.status} not in ('returned', 'failed')`),
  ],
);

/**
 * One movement of money owed to a creator between ledger accounts: two or more entries summing to
 * zero, in one currency, for one creator. `key` names its source and step (`pay:line:<id>`), so a
 * replayed rail answer or a step taken twice posts nothing the second time.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    taskId: uuid('task_id').references(() => tasks.id),
    referralId: uuid('referral_id').references(() => referrals.id),
    lineId: uuid('line_id').references(() => payoutLines.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_postings_user_idx').on(table.userId, table.currency),
    index('ledger_postings_task_idx')
      .on(table.taskId)
      .where(sql`${table.taskId} is not null`),
    index('ledger_postings_referral_idx')
      .on(table.referralId)
      .where(sql`${table.referralId} is not null`),
  ],
);

/** An amount in minor units on one account of a posting; balances are only ever their sums. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => ledgerPostings.id),
    account: text('account').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [index('ledger_entries_posting_idx').on(table.postingId)],
);
