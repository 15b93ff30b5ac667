import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageSide } from '@portal/domain/messages';
import { tasks } from './campaigns.ts';
import { files } from './files.ts';
import { users } from './identity.ts';

/** The conversation of a task between its creator and the campaign's managers (the brand side). */
export const taskMessages = pgTable(
  'task_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').$type<MessageSide>().notNull(),
    /** Plain text, trimmed; empty only when the message carries files. */
    body: text('body').notNull(),
    /** The key the sender's client made once for this message: a resend with it is the same message. */
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('task_messages_task_idx').on(table.taskId, table.createdAt),
    uniqueIndex('task_messages_client_key_idx').on(table.taskId, table.authorId, table.clientKey),
  ],
);

/** The uploaded files of a message, in the order sent. */
export const messageFiles = pgTable(
  'message_files',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => taskMessages.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.position] })],
);

/**
 * Each conversation's read markers and counts, one row per task with messages: what each side
 * has not read (kept as counts, so a creator's task list and the queue read them without
 * counting messages), when each side last read, and since when the creator waits for an answer
 * (the brand's 'Messages' queue).
 */
export const taskThreads = pgTable(
  'task_threads',
  {
    taskId: uuid('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    creatorUnread: integer('creator_unread').notNull().default(0),
    brandUnread: integer('brand_unread').notNull().default(0),
    creatorReadAt: timestamp('creator_read_at', { withTimezone: true }),
    brandReadAt: timestamp('brand_read_at', { withTimezone: true }),
    /** The creator's oldest message the brand has not answered; null when none waits. */
    unansweredSince: timestamp('unanswered_since', { withTimezone: true }),
  },
  (table) => [
    index('task_threads_unanswered_idx')
      .on(table.unansweredSince, table.taskId)
      .where(sql`${table.unansweredSince} is not null`),
  ],
);
