import { check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tasks } from './campaigns.ts';
import { users } from './identity.ts';

/**
 * A manager's rating of a creator's work on a task (1 to 5), once the work is approved: what the
 * creator's profile in the back office averages over every campaign. The latest rating counts.
 */
export const taskRatings = pgTable(
  'task_ratings',
  {
    taskId: uuid('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    remark: text('remark'),
    /** The manager who rated it; null once their account is gone. */
    ratedBy: text('rated_by').references(() => users.id, { onDelete: 'set null' }),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('task_ratings_rating_range', sql`${table.rating} between 1 and 5`)],
);
