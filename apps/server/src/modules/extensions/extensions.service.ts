import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ExtensionQueueItem } from '@portal/domain/admin';
import {
  EXTENSION_STEPS,
  extensionRefusal,
  newDeadlineProblem,
  statusAfterExtension,
  TRANSITIONS,
  type DeadlineExtension,
  type ExtensionAction,
  type ExtensionDecision,
  type ExtensionRequest,
  type TaskExtensions,
  type TaskStatus,
} from '@portal/domain/tasks';
import type { Db, Tx } from '../../db/client.ts';
import { changed } from '../../db/commits.ts';
import { isDatabaseId } from '../../db/ids.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { deadlineExtensions } from '../../db/schema/extensions.ts';
import { isoTime } from '../../db/sql-json.ts';
import { users } from '../../db/schema/identity.ts';
import { conflict, duplicateRequest, HttpError, notFound } from '../../lib/http-error.ts';

type ExtensionRow = typeof deadlineExtensions.$inferSelect;

const isoOrNull = (time: Date | null) => time?.toISOString() ?? null;

function extensionOf(row: ExtensionRow): DeadlineExtension {
  return {
    id: row.id,
    status: row.status,
    previousDeadline: isoOrNull(row.previousDeadline),
    requestedDeadline: row.requestedDeadline.toISOString(),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    approvedDeadline: isoOrNull(row.approvedDeadline),
    remark: row.remark,
    decidedAt: isoOrNull(row.decidedAt),
  };
}

/**
 * When the task last expired and the status it expired from, as its timeline recorded them (the
 * move into EXPIRED; an extension asked for while expired stays EXPIRED).
 */
async function lastExpiry(db: Db | Tx, taskId: string): Promise<{ at: string; from: TaskStatus | null } | null> {
  const [expiry] = await db
    .select({ at: taskEvents.createdAt, from: taskEvents.fromStatus })
    .from(taskEvents)
    .where(
      and(
        eq(taskEvents.taskId, taskId),
        eq(taskEvents.toStatus, TRANSITIONS.expire.to),
        ne(taskEvents.fromStatus, TRANSITIONS.expire.to),
      ),
    )
    .orderBy(desc(taskEvents.id))
    .limit(1);
  return expiry ? { at: expiry.at.toISOString(), from: expiry.from as TaskStatus | null } : null;
}

/** The caller's own task, locked for the step in `tx`; anyone else's is "not found". */
async function ownTask(tx: Db | Tx, userId: string, taskId: string, lock: boolean) {
  if (!isDatabaseId(taskId)) throw notFound('no-campaign-found');
  const query = tx
    .select({ id: tasks.id, status: tasks.status, taskDeadline: tasks.taskDeadline })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  const [task] = lock ? await query.for('update') : await query;
  if (!task) throw notFound('no-campaign-found');
  return { ...task, status: task.status as TaskStatus };
}

async function recordStep(
  tx: Tx,
  step: { taskId: string; action: ExtensionAction; from: TaskStatus; to: TaskStatus; actorUserId: string },
  remark: string | null,
) {
  await tx.insert(taskEvents).values({
    taskId: step.taskId,
    fromStatus: step.from,
    toStatus: step.to,
    actor: EXTENSION_STEPS[step.action].actor,
    actorUserId: step.actorUserId,
    action: step.action,
    remark,
  });
  changed(tx, { type: 'task', taskId: step.taskId, action: step.action });
}

/** A creator's task's extension requests, newest first, and when it last expired. */
export async function taskExtensions(db: Db, userId: string, taskId: string): Promise<TaskExtensions> {
  const task = await ownTask(db, userId, taskId, false);
  const rows = await db
    .select()
    .from(deadlineExtensions)
    .where(eq(deadlineExtensions.taskId, task.id))
    .orderBy(desc(deadlineExtensions.createdAt), desc(deadlineExtensions.id));
  const expiry = task.status === TRANSITIONS.expire.to ? await lastExpiry(db, task.id) : null;
  return { expiredAt: expiry?.at ?? null, requests: rows.map(extensionOf) };
}

/**
 * A creator asks for a later deadline for their own task, with a reason: refused (409) from a
 * status that allows none, past the window after expiry, or while another request waits.
 */
export async function requestExtension(
  db: Db,
  userId: string,
  request: ExtensionRequest,
  now: Date = new Date(),
): Promise<DeadlineExtension> {
  return db.transaction(async (tx) => {
    const task = await ownTask(tx, userId, request.taskId, true);
    const [pending] = await tx
      .select({ id: deadlineExtensions.id })
      .from(deadlineExtensions)
      .where(and(eq(deadlineExtensions.taskId, task.id), eq(deadlineExtensions.status, 'PENDING')));
    const expiry = task.status === TRANSITIONS.expire.to ? await lastExpiry(tx, task.id) : null;
    const refusal = extensionRefusal(
      { status: task.status, expiredAt: expiry?.at ?? null, pending: pending !== undefined },
      now,
    );
    if (refusal) throw HttpError.refusing(409, refusal);
    const problem = newDeadlineProblem(request.deadline, isoOrNull(task.taskDeadline), now);
    if (problem) throw HttpError.refusing(400, problem);
    const [created] = await tx
      .insert(deadlineExtensions)
      .values({
        taskId: task.id,
        previousDeadline: task.taskDeadline,
        requestedDeadline: new Date(request.deadline),
        reason: request.reason,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict('extension-already-pending');
    await recordStep(
      tx,
      { taskId: task.id, action: 'requestExtension', from: task.status, to: task.status, actorUserId: userId },
      request.reason,
    );
    return extensionOf(created);
  });
}

/**
 * A campaign manager approves a waiting request (the date asked for, or `decision.deadline`),
 * moving the task's own deadline and taking an EXPIRED task back to the status it expired from;
 * or declines it with a remark. 409 once decided.
 */
export async function decideExtension(
  db: Db,
  adminId: string,
  extensionId: string,
  decision: ExtensionDecision,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        extension: deadlineExtensions,
        status: tasks.status,
        taskDeadline: tasks.taskDeadline,
      })
      .from(deadlineExtensions)
      .innerJoin(tasks, eq(tasks.id, deadlineExtensions.taskId))
      .where(eq(deadlineExtensions.id, extensionId))
      .for('update');
    if (!found) throw notFound('extension-not-found');
    const { extension } = found;
    const status = found.status as TaskStatus;
    if (extension.status !== 'PENDING') throw conflict('extension-already-decided');
    const decided = { remark: decision.remark ?? null, decidedBy: adminId, decidedAt: now };

    if (decision.decision === 'decline') {
      await tx
        .update(deadlineExtensions)
        .set({ ...decided, status: 'DECLINED' })
        .where(eq(deadlineExtensions.id, extension.id));
      await recordStep(
        tx,
        { taskId: extension.taskId, action: 'declineExtension', from: status, to: status, actorUserId: adminId },
        decision.remark,
      );
      return;
    }

    // A task submitted, approved or paid since the request needs no new deadline any more.
    if (!(EXTENSION_STEPS.requestExtension.from as readonly TaskStatus[]).includes(status)) {
      throw conflict('extension-overtaken');
    }
    const deadline = decision.deadline ?? extension.requestedDeadline.toISOString();
    const problem = newDeadlineProblem(deadline, isoOrNull(found.taskDeadline), now);
    if (problem) throw HttpError.refusing(400, problem);
    const expiry = status === TRANSITIONS.expire.to ? await lastExpiry(tx, extension.taskId) : null;
    const to = statusAfterExtension(status, expiry?.from ?? null);
    const moved = await tx
      .update(tasks)
      .set({ taskDeadline: new Date(deadline), status: to, updatedAt: now })
      .where(and(eq(tasks.id, extension.taskId), eq(tasks.status, status)))
      .returning({ id: tasks.id });
    if (moved.length === 0) throw duplicateRequest();
    await tx
      .update(deadlineExtensions)
      .set({ ...decided, status: 'APPROVED', approvedDeadline: new Date(deadline) })
      .where(eq(deadlineExtensions.id, extension.id));
    await recordStep(
      tx,
      { taskId: extension.taskId, action: 'approveExtension', from: status, to, actorUserId: adminId },
      decided.remark,
    );
  });
}

/** The back office's queue: requests waiting for a decision, oldest first. */
export async function extensionQueue(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<{ items: ExtensionQueueItem[]; total: number; page: number; pageSize: number }> {
  const waiting = eq(deadlineExtensions.status, 'PENDING');
  const [counted] = await db.select({ total: count() }).from(deadlineExtensions).where(waiting);
  const rows = await db
    .select({
      extension: deadlineExtensions,
      taskStatus: tasks.status,
      taskDeadline: tasks.taskDeadline,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      // As text: a driver turns a stored year below 100 into an invalid Date.
      campaignDeadline: sql<string>`${isoTime('"campaigns"."deadline"')}`,
      influencerId: users.id,
      influencerName: users.name,
      influencerEmail: users.email,
    })
    .from(deadlineExtensions)
    .innerJoin(tasks, eq(tasks.id, deadlineExtensions.taskId))
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(waiting)
    .orderBy(asc(deadlineExtensions.createdAt), asc(deadlineExtensions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => ({
      ...extensionOf(row.extension),
      task: {
        id: row.extension.taskId,
        status: row.taskStatus as TaskStatus,
        taskDeadline: isoOrNull(row.taskDeadline),
      },
      campaign: { id: row.campaignId, title: row.campaignTitle, deadline: row.campaignDeadline },
      influencer: { id: row.influencerId, fullName: row.influencerName, email: row.influencerEmail },
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
