import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './campaigns.ts';
import { files } from './files.ts';
import { users } from './identity.ts';

/** Every draft and final submission of a task, each resubmission its own row (never overwritten). */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<'DRAFT' | 'FINAL'>().notNull(),
    linkUrl: text('link_url'),
    draftComment: text('draft_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A task's submissions newest first, and its latest one, read straight from the index.
  (table) => [index('submissions_task_idx').on(table.taskId, table.createdAt, table.id)],
);

/** Every report of a task (SPEC §3 Report), and when a campaign manager approved it. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // A task's latest report and whether it was reviewed (its report fact), read from the index alone.
  (table) => [index('reports_task_idx').on(table.taskId, table.createdAt, table.id, table.reviewedAt)],
);

/** The files of a submission (screenshots or draft files) or of a report, in the order sent. */
export const attachments = pgTable(
  'attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    role: text('role').$type<'screenshot' | 'draft' | 'report'>().notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key),
    position: integer('position').notNull(),
  },
  (table) => [
    index('attachments_submission_idx').on(table.submissionId),
    index('attachments_report_idx').on(table.reportId),
  ],
);
