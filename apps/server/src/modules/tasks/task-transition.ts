import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  APPROVED_FOR_PAYMENT_ACTIONS,
  AUTO_APPROVAL_ACTIONS,
  canTransition,
  isUndoableAction,
  TRANSITIONS,
  type TaskAction,
  type TaskActor,
  type TaskStatus,
} from '@portal/domain/tasks';
import { paymentDueDate } from '@portal/domain/terms';
import { rowsOf, type Tx } from '../../db/client.ts';
import { changed } from '../../db/commits.ts';
import { isDatabaseId } from '../../db/ids.ts';
import { campaigns, taskEvents, tasks, type StoredTerms, type TaskRestore } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { termSql } from '../../db/sql-json.ts';
import { duplicateRequest, notFound } from '../../lib/http-error.ts';
import { recordReferralEvent } from '../referrals/referral-events.ts';

/** Writes the `task_events` row of one step; its actor is the transition's. The task's open pages hear of it once committed. */
export async function recordEvent(
  tx: Tx,
  event: {
    taskId: string;
    from: TaskStatus | null;
    to: TaskStatus;
    actorUserId: string | null;
    action: TaskAction;
    remark?: string | null;
    /** The terms the creator agreed to in this step. */
    agreedTerms?: StoredTerms | null;
    /** Who took the step, when not the action's own actor (the server approving for the brand). */
    actor?: TaskActor;
    /** An undoable decision: undone until `until` (the creator hears of it after), putting `restores` back. */
    undo?: { until: Date; restores: TaskRestore };
  },
) {
  await tx.insert(taskEvents).values({
    taskId: event.taskId,
    fromStatus: event.from,
    toStatus: event.to,
    actor: event.actor ?? TRANSITIONS[event.action].actor,
    actorUserId: event.actorUserId,
    action: event.action,
    remark: event.remark ?? null,
    agreedTerms: event.agreedTerms ?? null,
    notifyAfter: event.undo?.until ?? null,
    undoableUntil: event.undo?.until ?? null,
    restores: event.undo?.restores ?? null,
  });
  changed(tx, { type: 'task', taskId: event.taskId, action: event.action });
}

/**
 * Who moves a task: its own creator, a campaign manager (who may reach any task), or the server
 * approving work for the brand whose review is late (`AUTO_APPROVAL_ACTIONS` only).
 */
export type Mover = { influencerId: string } | { adminId: string } | { server: 'autoApproval' };

const moverId = (mover: Mover) =>
  'influencerId' in mover ? mover.influencerId : 'adminId' in mover ? mover.adminId : null;

/** Whether `mover` may take `action`: its actor's own steps, and the server the automatic approvals. */
function mayTake(mover: Mover, action: TaskAction): boolean {
  if ('server' in mover) return AUTO_APPROVAL_ACTIONS.some((automatic) => automatic === action);
  return TRANSITIONS[action].actor === ('influencerId' in mover ? 'influencer' : 'admin');
}

export interface Move {
  mover: Mover;
  taskId: string;
  action: TaskAction;
  /** Columns the step sets besides the status. */
  changes?: Partial<typeof tasks.$inferInsert>;
  /** A condition the update needs besides the status (a sub-state). */
  guard?: SQL;
  /** The event's remark; by default the rejection's reason. */
  remark?: string | null;
  /** The terms the creator agrees to in this step (accepting). */
  agreedTerms?: StoredTerms;
  /** When the step is taken: the app's clock (now unless a test moves it). */
  at?: Date;
  /** How long a campaign manager's decision (UNDOABLE_ACTIONS) may be undone, in seconds; none by default. */
  undoWindowSeconds?: number;
}

/** The task columns a decision may change, read before it so that undoing it puts them back. */
const restorableColumns = {
  rejectionComments: tasks.rejectionComments,
  applicationRejectionComments: tasks.applicationRejectionComments,
  draftApproved: tasks.draftApproved,
  draftComment: tasks.draftComment,
  paymentDueOn: tasks.paymentDueOn,
};
type RestorableColumn = keyof typeof restorableColumns;

/** What an undo puts back: the columns the step sets, as they were, and the task's last update. */
function restoresOf(
  before: Pick<typeof tasks.$inferSelect, RestorableColumn | 'updatedAt'>,
  set: Partial<typeof tasks.$inferInsert>,
): TaskRestore {
  const changed = (Object.keys(restorableColumns) as RestorableColumn[]).filter((column) => column in set);
  return {
    ...Object.fromEntries(changed.map((column) => [column, before[column]])),
    updatedAt: before.updatedAt.toISOString(),
  };
}

/**
 * A task's status changes that stand: its latest one is the task's latest step. A message, a
 * reminder or a referred friend's step keeps the status, and an undone decision counts for nothing.
 */
export const standingStepsOf = (taskId: string) =>
  and(
    eq(taskEvents.taskId, taskId),
    inArray(taskEvents.action, Object.keys(TRANSITIONS) as TaskAction[]),
    isNull(taskEvents.undoneAt),
  );

/**
 * The 409 for a campaign manager's step that the task is no longer in a state to take: it says who
 * moved the task first, what they did and when (its latest step), so a lost race reads as what
 * happened.
 */
export async function movedFirstRefusal(tx: Tx, taskId: string) {
  const [latest] = await tx
    .select({ action: taskEvents.action, by: users.name, at: taskEvents.createdAt })
    .from(taskEvents)
    .leftJoin(users, eq(users.id, taskEvents.actorUserId))
    .where(standingStepsOf(taskId))
    .orderBy(desc(taskEvents.createdAt), desc(taskEvents.id))
    .limit(1);
  if (!latest?.action) return duplicateRequest();
  return duplicateRequest({
    action: latest.action,
    ...(latest.by ? { by: latest.by } : {}),
    at: latest.at.toISOString(),
  });
}

/** A creator's replay stays a plain duplicate; a manager hears who moved the task first. */
const refusal = async (tx: Tx, mover: Mover, taskId: string) =>
  'adminId' in mover ? movedFirstRefusal(tx, taskId) : duplicateRequest();

/** The day a task approved for payment at `at` must be paid by, from its payment days (agreed, else its campaign's). */
async function paymentDueOnOf(tx: Tx, taskId: string, at: Date): Promise<string> {
  const [task] = rowsOf<{ payment_days: number }>(
    await tx.execute(sql`select ${termSql('payment_days', 'task')} as payment_days
      from ${tasks} t join ${campaigns} c on c.id = t.campaign_id where t.id = ${taskId}`),
  );
  if (!task) throw notFound('no-campaign-found');
  return paymentDueDate(at, Number(task.payment_days));
}

/**
 * Moves a task along the state machine with one conditional UPDATE: a replayed, doubled or stale
 * request finds the task in another status and gets 409, changing nothing. A creator reaches only
 * their own tasks (anyone else's is "not found"). Returns the status the task left.
 */
export async function transition(tx: Tx, move: Move): Promise<TaskStatus> {
  const { mover, taskId, action, changes = {}, guard, at = new Date(), undoWindowSeconds = 0 } = move;
  const { from, to } = TRANSITIONS[action];
  if (from === null) throw new Error(`${action} creates a task; it does not move one`);
  if (!mayTake(mover, action)) throw new Error(`${action} is not this mover's`);
  if (!isDatabaseId(taskId)) throw notFound('no-campaign-found');
  const reachable =
    'influencerId' in mover ? and(eq(tasks.id, taskId), eq(tasks.userId, mover.influencerId)) : eq(tasks.id, taskId);
  const [current] = await tx
    .select({ status: tasks.status, updatedAt: tasks.updatedAt, ...restorableColumns })
    .from(tasks)
    .where(reachable);
  if (!current) throw notFound('no-campaign-found');
  const previous = current.status as TaskStatus;
  if (!canTransition(action, previous)) throw await refusal(tx, mover, taskId);
  const paymentDue = APPROVED_FOR_PAYMENT_ACTIONS.includes(action)
    ? { paymentDueOn: await paymentDueOnOf(tx, taskId, at) }
    : {};
  const set = { ...changes, ...paymentDue };
  const moved = await tx
    .update(tasks)
    .set({ ...set, status: to, updatedAt: at })
    .where(and(reachable, eq(tasks.status, previous), guard))
    .returning({ id: tasks.id });
  if (moved.length === 0) throw await refusal(tx, mover, taskId);
  const undoableUntil =
    'adminId' in mover && isUndoableAction(action) && undoWindowSeconds > 0
      ? new Date(at.getTime() + undoWindowSeconds * 1000)
      : null;
  await recordEvent(tx, {
    taskId,
    from: previous,
    to,
    actorUserId: moverId(mover),
    action,
    remark: move.remark ?? changes.applicationRejectionComments ?? changes.rejectionComments ?? null,
    agreedTerms: move.agreedTerms,
    ...('server' in mover ? { actor: 'server' as const } : {}),
    ...(undoableUntil ? { undo: { until: undoableUntil, restores: restoresOf(current, set) } } : {}),
  });
  // A friend brought in by a referral has done their part: their referrer hears of it, once the
  // decision can no longer be undone.
  if (APPROVED_FOR_PAYMENT_ACTIONS.includes(action)) {
    await recordReferralEvent(tx, taskId, 'referralCompleted', { undoableUntil });
  }
  return previous;
}
