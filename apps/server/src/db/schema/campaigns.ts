import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  jsonb,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { QuestionType, TaskEventAction, TaskType } from '@portal/domain/tasks';
import type { Terms, UsageRights } from '@portal/domain/terms';
import { users } from './identity.ts';

/** Terms as a task event keeps them: money in minor units, as every stored amount. */
export type StoredTerms = Omit<Terms, 'incentive'> & { incentiveMinor: number };

/** A brand's campaign: what creators are asked to do and what they earn (money in minor units). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    brandLogoUrl: text('brand_logo_url'),
    taskType: text('task_type').$type<TaskType>().notNull(),
    platform: text('platform').notNull(),
    currency: text('currency').notNull().default('RM'),
    incentiveMinor: integer('incentive_minor').notNull(),
    requirements: text('requirements').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    uniqueCommentUrl: text('unique_comment_url'),
    referralFeeMinor: integer('referral_fee_minor'),
    referralCriteria: text('referral_criteria'),
    referralInstructions: text('referral_instructions'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    requiresReport: boolean('requires_report').notNull().default(false),
    /** Drafts and submissions unreviewed two working days past the review promise are approved by the server. */
    autoApproveLateReviews: boolean('auto_approve_late_reviews').notNull().default(false),
    // The terms creators are promised (DEFAULT_CAMPAIGN_TERMS, which campaigns made before terms got).
    paymentDays: integer('payment_days').notNull().default(14),
    reviewDays: integer('review_days').notNull().default(3),
    revisionsIncluded: integer('revisions_included').notNull().default(2),
    usageRights: text('usage_rights').$type<UsageRights>().notNull().default('ORGANIC'),
    usageNote: text('usage_note'),
    /** What the brand means to spend on incentives and referral fees; null for no budget. */
    budgetMinor: bigint('budget_minor', { mode: 'number' }),
    /** The manager who confirmed that the money for the budget is there, and when; null while nobody has. */
    fundsConfirmedBy: text('funds_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    fundsConfirmedAt: timestamp('funds_confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The back office's campaign list: newest first.
  (table) => [index('campaigns_created_at_idx').on(table.createdAt, table.id)],
);

export const screeningQuestions = pgTable(
  'screening_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    orderIndex: integer('order_index').notNull(),
    required: boolean('required').notNull().default(false),
    question: text('question').notNull(),
    questionType: text('question_type').$type<QuestionType>().notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [index('screening_questions_campaign_idx').on(table.campaignId, table.orderIndex)],
);

/** An open-application link (`/invite/{id}`): anyone with it may apply to the campaign. */
export const invites = pgTable('invites', {
  id: text('id').primaryKey(),
  campaignId: uuid('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/** One influencer's participation in one campaign (SPEC's "Task (invite)"). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteId: text('invite_id').references(() => invites.id),
    status: text('status').notNull(),
    taskDeadline: timestamp('task_deadline', { withTimezone: true }),
    submissionDate: timestamp('submission_date', { withTimezone: true }),
    rejectionComments: text('rejection_comments'),
    applicationRejectionComments: text('application_rejection_comments'),
    uniqueComment: text('unique_comment'),
    uniqueCommentUrl: text('unique_comment_url'),
    draftSubmittedAt: timestamp('draft_submitted_at', { withTimezone: true }),
    draftApproved: boolean('draft_approved').notNull().default(false),
    draftComment: text('draft_comment'),
    /**
     * When the creator agreed to the campaign's terms (applying or accepting): the agreed columns
     * then hold the copy they agreed to, which a later campaign edit leaves alone.
     */
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    agreedIncentiveMinor: integer('agreed_incentive_minor'),
    agreedCurrency: text('agreed_currency'),
    agreedPaymentDays: integer('agreed_payment_days'),
    agreedReviewDays: integer('agreed_review_days'),
    agreedRevisionsIncluded: integer('agreed_revisions_included'),
    agreedUsageRights: text('agreed_usage_rights').$type<UsageRights>(),
    agreedUsageNote: text('agreed_usage_note'),
    /** The day (in Malaysia) its payment is due by, set when it is approved for payment. */
    paymentDueOn: date('payment_due_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A user gets one task per campaign (DESIGN.md §3).
    unique('tasks_campaign_user_unique').on(table.campaignId, table.userId),
    index('tasks_user_idx').on(table.userId, table.updatedAt),
    index('tasks_expiry_idx').on(table.status, table.taskDeadline),
    // The back office's lists, each in its own order: the queues by status (oldest first), a
    // campaign's tasks (latest change first), and the counts of each status.
    index('tasks_status_updated_idx').on(table.status, table.updatedAt, table.id),
    // draft_approved last: the queue counts read a task's draft fact from the index alone.
    index('tasks_status_draft_idx').on(table.status, table.draftSubmittedAt, table.id, table.draftApproved),
    index('tasks_status_submitted_idx').on(
      table.status,
      sql`coalesce(${table.submissionDate}, ${table.updatedAt})`,
      table.id,
    ),
    index('tasks_campaign_updated_idx').on(table.campaignId, table.updatedAt, table.id),
    // The payouts by due date, and the overdue ones counted.
    index('tasks_status_payment_due_idx').on(table.status, table.paymentDueOn, table.id),
  ],
);

export const screeningResponses = pgTable(
  'screening_responses',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => screeningQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.questionId] })],
);

/**
 * A task's columns that a review decision changes, as they were before it (JSON): undoing the
 * decision puts them back, with its status and its last update (its place in a queue).
 */
export interface TaskRestore {
  rejectionComments?: string | null;
  applicationRejectionComments?: string | null;
  draftApproved?: boolean;
  draftComment?: string | null;
  paymentDueOn?: string | null;
  updatedAt: string;
}

/** Every status change of every task: who, when, from what to what, and why. */
export const taskEvents = pgTable(
  'task_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    actorUserId: text('actor_user_id'),
    /** The state-machine action taken (null on rows written before actions were recorded). */
    action: text('action').$type<TaskEventAction>(),
    remark: text('remark'),
    /** The terms the creator agreed to in this step (applying or accepting), as they read them. */
    agreedTerms: jsonb('agreed_terms').$type<StoredTerms>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the outbox was done with this event: the creator e-mailed, no e-mail owed, or the
     * decision undone; null while the mail is owed (or none is), and on an e-mail given up on.
     */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /**
     * When the outbox gave up on this event's e-mail after its last try (its `mail_dead_letters`
     * row says why): never sent, and no run takes it again until `notifications:retry` does.
     */
    mailGivenUpAt: timestamp('mail_given_up_at', { withTimezone: true }),
    /** How many runs have tried to send this event's e-mail. */
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    /** No run takes the event before this time: a run's claim while it sends, then the retry's back-off. */
    notifyAfter: timestamp('notify_after', { withTimezone: true }),
    /** Until when the campaign manager may undo this decision (null: final); the creator is told after it. */
    undoableUntil: timestamp('undoable_until', { withTimezone: true }),
    /** When the campaign manager undid this decision, within its undo window (the creator was never told). */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** An undoable decision's task columns as they were before it, put back if it is undone. */
    restores: jsonb('restores').$type<TaskRestore>(),
    /** The deadline a deadline reminder was for (null on every other event). */
    remindedDeadline: timestamp('reminded_deadline', { withTimezone: true }),
    /**
     * On a referral event (on the referrer's own task): the task of the friend it is about, whose
     * referral, name and fee it tells of; null on every other event.
     */
    referredTaskId: uuid('referred_task_id').references(() => tasks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('task_events_task_idx').on(table.taskId, table.createdAt),
    // A friend's task deleted takes the referral events about it along.
    index('task_events_referred_task_idx')
      .on(table.referredTaskId)
      .where(sql`${table.referredTaskId} is not null`),
    // The notification outbox: events still waiting for their e-mail.
    index('task_events_unnotified_idx')
      .on(table.id)
      .where(sql`${table.notifiedAt} is null and ${table.mailGivenUpAt} is null and ${table.action} is not null`),
    // One reminder of each kind per task and deadline, however many instances sweep at once; a
    // deadline moved later is reminded of again.
    uniqueIndex('task_events_deadline_reminder_unique')
      .on(table.taskId, table.action, table.remindedDeadline)
      .where(sql`${table.remindedDeadline} is not null`),
  ],
);
