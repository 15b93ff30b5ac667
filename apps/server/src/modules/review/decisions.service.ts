import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ApplicationDecision } from '@portal/domain/campaigns';
import { NO_CAMPAIGN_FOUND, type ReviewAction, type TaskStatus } from '@portal/domain/tasks';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { inSubStateSql } from '../../db/sql-tasks.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { transition, type Move, type Mover } from '../tasks/task-transition.ts';

/** An admin approves an application (APPLIED → SELECTED) or rejects it with a remark. */
export async function decideApplication(
  db: Db,
  adminId: string,
  taskId: string,
  decision: ApplicationDecision,
): Promise<void> {
  await db.transaction((tx) =>
    decision.decision === 'approve'
      ? transition(tx, {
          mover: { adminId },
          taskId,
          action: 'approveApplication',
          changes: { applicationRejectionComments: null },
        })
      : transition(tx, {
          mover: { adminId },
          taskId,
          action: 'rejectApplication',
          changes: { applicationRejectionComments: decision.remark },
        }),
  );
}

/** The campaign's requiresReport picks the approval; the other one is refused (400). */
export const APPROVAL_NEEDS_REPORT = 'This campaign needs a report: approve it with a report (approveWithReport)';
export const APPROVAL_NEEDS_NO_REPORT = 'This campaign needs no report: approve it without one (approve)';

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
  };
  const step = steps[action] ?? {};
  const guard = also ? and(step.guard, also) : step.guard;
  const from = await transition(tx, { mover, taskId, action, at, ...step, guard });
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
  if (!task) throw notFound(NO_CAMPAIGN_FOUND);
  // Throwing rolls the step back: the wrong approval would skip or demand a report.
  if (action === 'approve' && task.requiresReport) throw badRequest(APPROVAL_NEEDS_REPORT);
  if (action === 'approveWithReport' && !task.requiresReport) throw badRequest(APPROVAL_NEEDS_NO_REPORT);
  return { from, ...task };
}
