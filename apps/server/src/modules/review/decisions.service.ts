import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationDecision } from '@portal/domain/campaigns';
import { isUndoableAction, TRANSITIONS, type ReviewAction, type TaskStatus } from '@portal/domain/tasks';
import type { Db, Tx } from '../../db/client.ts';
import { changed } from '../../db/commits.ts';
import { isDatabaseId } from '../../db/ids.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { inSubStateSql } from '../../db/sql-tasks.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { checkApprovalBudget } from '../campaigns/budget.service.ts';
import { withdrawReferralEvents } from '../referrals/referral-events.ts';
import { movedFirstRefusal, standingStepsOf, transition, type Move, type Mover } from '../tasks/task-transition.ts';

/**
 * An admin approves an application (APPLIED → SELECTED) or rejects it with a remark; either may be
 * undone for `undoWindowSeconds`. An approval past the campaign's budget needs `beyondBudget`.
 */
export async function decideApplication(
  db: Db,
  adminId: string,
  taskId: string,
  decision: ApplicationDecision,
  undoWindowSeconds = 0,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (decision.decision === 'reject') {
      await transition(tx, {
        mover: { adminId },
        taskId,
        action: 'rejectApplication',
        changes: { applicationRejectionComments: decision.remark },
        undoWindowSeconds,
      });
      return;
    }
    await transition(tx, {
      mover: { adminId },
      taskId,
      action: 'approveApplication',
      changes: { applicationRejectionComments: null },
      undoWindowSeconds,
    });
    // Once approved it counts as an invite, so the check reads it with the rest.
    await checkApprovalBudget(tx, taskId, decision.beyondBudget === true);
  });
}

/** The campaign's requiresReport picks the approval; the other one is refused (400). */

/**
 * Moves a task by one review or payout step (one conditional update, 409 on replay) inside the
 * caller's transaction; a rejection carries its remark. The mover is a campaign manager, or the
 * server approving late work for the brand. Returns the status the task left, and its creator,
 * campaign and incentive for what the step pays.
 */
export async function moveTaskByReview(
  tx: Tx,
  mover: Mover,
  taskId: string,
  action: ReviewAction,
  remark: string | null,
  at: Date,
  /** A further condition the step needs of the task (the work the server approves is still the same). */
  also?: SQL,
  /** How long a manager's decision may be undone, in seconds (`Move`). */
  undoWindowSeconds = 0,
): Promise<{ from: TaskStatus; userId: string; incentiveMinor: number; currency: string; requiresReport: boolean }> {
  // A draft decision needs a draft waiting for it.
  const draftWaiting = inSubStateSql('draftWaiting', { task: 'tasks' });
  const steps: Partial<Record<ReviewAction, Omit<Move, 'mover' | 'taskId' | 'action'>>> = {
    // The brand may edit the approved comment (DESIGN.md §3); the timeline keeps what was approved.
    approveDraft: {
      changes: { draftApproved: true, ...(remark ? { draftComment: remark } : {}) },
      guard: draftWaiting,
      remark,
    },
    // The timeline keeps the payment's reference.
    markPaid: { remark },
    rejectDraft: { changes: { rejectionComments: remark }, guard: draftWaiting },
    reject: { changes: { rejectionComments: remark } },
    // The reason is for the record: the rejection's comments go, the work waits for review again.
    reverseRejection: {
      changes: { rejectionComments: null },
      guard: inSubStateSql('submissionRejected', { task: 'tasks' }),
      remark,
    },
    reverseDraftRejection: {
      changes: { rejectionComments: null },
      guard: inSubStateSql('draftRejected', { task: 'tasks' }),
      remark,
    },
  };
  const step = steps[action] ?? {};
  const guard = also ? and(step.guard, also) : step.guard;
  const from = await transition(tx, { mover, taskId, action, at, ...step, guard, undoWindowSeconds });
  const [task] = await tx
    .select({
      userId: tasks.userId,
      // What the task pays: the incentive its creator agreed to, else the campaign's.
      incentiveMinor: sql<number>`coalesce(${tasks.agreedIncentiveMinor}, ${campaigns.incentiveMinor})`.mapWith(Number),
      currency: sql<string>`coalesce(${tasks.agreedCurrency}, ${campaigns.currency})`,
      requiresReport: campaigns.requiresReport,
    })
    .from(tasks)
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .where(eq(tasks.id, taskId));
  if (!task) throw notFound('no-campaign-found');
  // Throwing rolls the step back: the wrong approval would skip or demand a report.
  if (action === 'approve' && task.requiresReport) throw badRequest('approval-needs-report');
  if (action === 'approveWithReport' && !task.requiresReport) throw badRequest('approval-needs-no-report');
  return { from, ...task };
}

/**
 * Undoes the campaign manager's own latest decision on a task while its undo window runs and the
 * creator has not been told (the outbox has not taken it): the task goes back to the status it
 * left, one of the action's `from` in TRANSITIONS, with the columns the decision changed as they
 * were. The decision stays in the timeline, marked undone; it counts for nothing. 409 otherwise.
 */
export async function undoDecision(db: Db, adminId: string, taskId: string): Promise<void> {
  if (!isDatabaseId(taskId)) throw notFound('no-campaign-found');
  await db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(taskEvents)
      .where(standingStepsOf(taskId))
      .orderBy(desc(taskEvents.createdAt), desc(taskEvents.id))
      .limit(1);
    if (!latest) {
      const [task] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId));
      throw task ? conflict('nothing-to-undo') : notFound('no-campaign-found');
    }
    const { action, fromStatus, toStatus, restores } = latest;
    const undoable = action !== null && isUndoableAction(action) && latest.actorUserId === adminId && restores !== null;
    if (!undoable) throw conflict('nothing-to-undo');
    const { from, to } = TRANSITIONS[action];
    if (fromStatus === null || toStatus !== to || !from.some((status) => status === fromStatus)) {
      throw conflict('nothing-to-undo');
    }
    // Conditional, as the outbox's claim: of the two, only one takes the event.
    const withdrawn = await tx
      .update(taskEvents)
      .set({ undoneAt: sql`now()`, notifiedAt: sql`now()`, notifyAfter: null })
      .where(
        and(
          eq(taskEvents.id, latest.id),
          isNull(taskEvents.undoneAt),
          isNull(taskEvents.notifiedAt),
          eq(taskEvents.notifyAttempts, 0),
          sql`${taskEvents.undoableUntil} > now()`,
        ),
      )
      .returning({ id: taskEvents.id });
    if (withdrawn.length === 0) throw conflict('too-late-to-undo');
    const { updatedAt, ...columns } = restores;
    const restored = await tx
      .update(tasks)
      .set({ ...columns, status: fromStatus, updatedAt: new Date(updatedAt) })
      .where(and(eq(tasks.id, taskId), eq(tasks.status, toStatus)))
      .returning({ id: tasks.id });
    if (restored.length === 0) throw await movedFirstRefusal(tx, taskId);
    if (latest.undoableUntil) await withdrawReferralEvents(tx, taskId, latest.undoableUntil);
    changed(tx, { type: 'task', taskId, action });
  });
}
