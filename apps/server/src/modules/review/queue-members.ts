import { sql, type SQL } from 'drizzle-orm';
import type { QueueKind } from '@portal/domain/admin';
import {
  inSubState,
  REVIEW_WAITS,
  SUB_STATES,
  type SentWork,
  type SubStateName,
  type TaskFacts,
  type TaskStatus,
} from '@portal/domain/tasks';
import { inSubStateSql, sentAtSql } from '../../db/sql-tasks.ts';

/** A task in one status, or in one of the domain's sub-states. */
type Member = { status: TaskStatus } | { subState: SubStateName };

export interface Queue {
  /** Which tasks wait in it: any of these. */
  members: Member[];
  /** When a task `t` entered it. */
  since: SQL;
  /** What orders it, when not `since` (oldest first). */
  orderBy?: SQL;
  /** The stage of the submission under review, if any. */
  stage?: 'DRAFT' | 'FINAL';
  payout?: boolean;
  /** Work waiting for the brand's review: it is due within the task's review days of `since`. */
  review?: boolean;
}

/** The queue of work waiting for the brand's review (`REVIEW_WAITS`), since it was sent. */
const reviewQueue = (work: SentWork): Queue => ({
  members: [{ subState: REVIEW_WAITS[work] }],
  since: sentAtSql(work),
  review: true,
});

export const QUEUES: Record<QueueKind, Queue> = {
  applications: { members: [{ status: 'APPLIED' }], since: sql`t.updated_at` },
  drafts: { ...reviewQueue('draft'), stage: 'DRAFT' },
  // Read in the order of the index tasks_status_submitted_idx, whose expression `since` is.
  submissions: { ...reviewQueue('submission'), stage: 'FINAL' },
  reports: reviewQueue('report'),
  // Ready to pay: nothing about the report holds it up; and the payouts under way.
  // By due date, the soonest (or most overdue) first; tasks approved before due dates by their approval day.
  payouts: {
    members: [{ subState: 'readyToPay' }, { status: 'APPROVED-PROCESSING-PAYMENT' }],
    since: sql`t.updated_at`,
    orderBy: sql`coalesce(t.payment_due_on, t.updated_at::date)`,
    payout: true,
  },
};

/** The statuses a member's tasks are in. */
export const statusesOf = (member: Member): readonly TaskStatus[] =>
  'status' in member ? [member.status] : SUB_STATES[member.subState].statuses;

/** Which tasks `t` (of campaign `c`) wait in the queue, as SQL. */
export const queueWhere = (queue: Queue): SQL =>
  sql`(${sql.join(
    queue.members.map((member) =>
      'status' in member ? sql`t.status = ${member.status}` : inSubStateSql(member.subState),
    ),
    sql` or `,
  )})`;

/**
 * The drafts or final submissions waiting for review: which tasks `t` (of campaign `c`) wait, and
 * since when (the time their review is due from). The automatic approval of late reviews reads them.
 */
export const waitingForReview = (kind: 'drafts' | 'submissions'): { where: SQL; since: SQL } => ({
  where: queueWhere(QUEUES[kind]),
  since: QUEUES[kind].since,
});

/** Whether a task with these facts waits in the queue. */
export const waitsIn = (queue: Queue, facts: TaskFacts): boolean =>
  queue.members.some((member) =>
    'status' in member ? facts.status === member.status : inSubState(member.subState, facts),
  );
