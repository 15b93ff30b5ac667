import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** A creator's request for a copy of their data: built by a job into one ZIP, fetched by them alone until it expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** After this the ZIP is deleted and the link refused. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The ZIP's key in the blob store. */
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    index('data_exports_expires_idx').on(table.expiresAt),
  ],
);

/**
 * An account on its way out: asked for by its creator (erased once `eraseAfter` has passed, unless
 * cancelled, which deletes the row) or by the back office at once. Once erased the row stays: it
 * is what marks the anonymised `users` row the ledger still points at.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    /** The manager who erased the account at the creator's request; null when the creator asked themselves. */
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [index('account_deletions_erase_after_idx').on(table.eraseAfter)],
);

/** What a person agreed to, in which version and when: the terms, the privacy notice, marketing e-mails. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').$type<'terms' | 'privacy' | 'marketing'>().notNull(),
    version: text('version').notNull(),
    /** Where it was given: the sign-up form, the prompt after signing in, or the settings. */
    source: text('source').$type<'sign-up' | 'prompt' | 'settings'>().notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('consents_user_idx').on(table.userId, table.document, table.givenAt)],
);

/** Each sign-in: when, from where and with what browser (the owner's sign-in history). */
export const signIns = pgTable(
  'sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sign_ins_user_idx').on(table.userId, table.at), index('sign_ins_at_idx').on(table.at)],
);

/**
 * Every time the back office saw a creator's identity document number or bank account in full:
 * a reveal on screen, an export file or a bank file. The creator reads it.
 */
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The manager who read it; null once their account is gone. */
    readerId: text('reader_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept apart from `readerId` so the log still names them after their account is gone. */
    readerName: text('reader_name').notNull(),
    field: text('field').$type<'id-number' | 'bank-account'>().notNull(),
    /** How it was seen: on screen, in a payouts export or in a bank file. */
    channel: text('channel').$type<'reveal' | 'payouts-export' | 'bank-file'>().notNull(),
    reason: text('reason').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('personal_data_reads_subject_idx').on(table.subjectId, table.readAt)],
);

/**
 * The back office's audit trail of actions outside a task's own timeline: who did what to which
 * account, campaign or batch, and when.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_at_idx').on(table.at),
    index('audit_events_subject_idx').on(table.subjectType, table.subjectId),
  ],
);
