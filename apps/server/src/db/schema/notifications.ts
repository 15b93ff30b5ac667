import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@portal/domain/notifications';
import { taskEvents } from './campaigns.ts';
import { users } from './identity.ts';

/**
 * Each user's notification settings: their choices of channel per kind (null until they choose:
 * the defaults), and the notification centre's "all read" mark: every notification up to this
 * `task_events` id is read (set once, by migration 0021, for what happened before the centre).
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>(),
  readThrough: bigint('read_through', { mode: 'number' }).notNull().default(0),
});

/** The notifications read past the user's `read_through` mark, one by one or all at once. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => taskEvents.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.eventId] }),
    // Cascading a task's events away looks its reads up by event.
    index('notification_reads_event_idx').on(table.eventId),
  ],
);

/**
 * E-mails owed that are about no task event (a password reset): each waits here until the mail
 * server takes it, retried like the notifications, and is deleted once sent, given up on, or past
 * `expiresAt` (a link that no longer works is not sent late). It holds the whole message, so
 * nothing stays once it is gone (a mail given up on or expired leaves a `mail_dead_letters` row).
 */
export const queuedMails = pgTable('queued_mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  headers: jsonb('headers').$type<Record<string, string>>(),
  /** A newer mail with the same key takes an unsent one's place (a newer reset link). */
  replaceKey: text('replace_key').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  /** No run takes the mail before this time: a run's claim while it sends, then the retry's back-off. */
  sendAfter: timestamp('send_after', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The e-mails the outbox gave up on, for an operator to count (`GET /api/admin/jobs`) and read: a
 * notification after its last try, a queued mail after its last try or once it expired unsent.
 * Who it was for, what about, how often it was tried and why it failed, not the message (a reset
 * link stays nowhere). Written in the statement that takes the mail out of the outbox, so once
 * per mail; kept 14 days.
 */
export const mailDeadLetters = pgTable(
  'mail_dead_letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The notification's event; null for a queued mail. */
    taskEventId: bigint('task_event_id', { mode: 'number' })
      .unique()
      .references(() => taskEvents.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    attempts: integer('attempts').notNull(),
    /** The last send's error, or that the mail expired unsent. */
    reason: text('reason').notNull(),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_dead_letters_given_up_idx').on(table.givenUpAt)],
);

/**
 * A notification about the account rather than a task (a copy of one's data ready to download):
 * shown in the notification centre beside the task events, read one by one or with "all read".
 */
export const accountNotices = pgTable(
  'account_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What its wording names (a date, a size), by the names its message uses. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('account_notices_user_idx').on(table.userId, table.createdAt)],
);
