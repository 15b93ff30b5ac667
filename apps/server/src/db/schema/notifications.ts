import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
