import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ExtensionStatus } from '@portal/domain/tasks';
import { tasks } from './campaigns.ts';
import { users } from './identity.ts';

/**
 * A creator's request for a later deadline for one task, and a campaign manager's decision. An
 * approval sets the task's own deadline (`tasks.task_deadline`); the campaign's never moves.
 */
export const deadlineExtensions = pgTable(
  'deadline_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    status: text('status').$type<ExtensionStatus>().notNull().default('PENDING'),
    /** The task's deadline when the creator asked. */
    previousDeadline: timestamp('previous_deadline', { withTimezone: true }),
    requestedDeadline: timestamp('requested_deadline', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedDeadline: timestamp('approved_deadline', { withTimezone: true }),
    remark: text('remark'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // One request waiting per task: a second, or a doubled click, is refused by the database too.
    uniqueIndex('deadline_extensions_one_pending_idx')
      .on(table.taskId)
      .where(sql`${table.status} = 'PENDING'`),
    index('deadline_extensions_task_idx').on(table.taskId, table.createdAt),
    // The back office's queue: waiting requests, oldest first.
    index('deadline_extensions_pending_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);
