import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UploadKind } from '@portal/domain/uploads';
import { campaigns } from './campaigns.ts';
import { users } from './identity.ts';

/** Every uploaded file, by the object key the server chose; complete once the last byte arrived. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a brand logo, uploaded before its campaign exists. */
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    kind: text('kind').$type<UploadKind>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When retention deleted its bytes: the row stays so the work it belonged to says so. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [index('files_owner_idx').on(table.ownerId, table.campaignId)],
);
