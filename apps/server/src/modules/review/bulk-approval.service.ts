import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { BULK_APPROVAL_QUEUES, BulkApprovalResult } from '@portal/domain/admin';
import type { ReviewAction, TaskStatus } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { conflict, duplicateRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { decideTask } from '../payments/payments.service.ts';
import { standingStepsOf } from '../tasks/task-transition.ts';
import { decideApplication } from './decisions.service.ts';
import { QUEUES, queueWhere } from './queue-members.ts';

type ApprovalQueue = (typeof BULK_APPROVAL_QUEUES)[number];

/** The approval a queue's item takes, as its single Approve button takes it. */
const APPROVALS: Record<ApprovalQueue, (task: { requiresReport: boolean }) => ReviewAction | 'approveApplication'> = {
  applications: () => 'approveApplication',
  drafts: () => 'approveDraft',
  submissions: ({ requiresReport }) => (requiresReport ? 'approveWithReport' : 'approve'),
  reports: () => 'approveReport',
};

interface Candidate {
  id: string;
  status: TaskStatus;
  requires_report: boolean;
  waits: boolean;
}

/**
 * Why a task that no longer waits in the queue is skipped: who moved it on and when, when a manager
 * (or the server) did; else its status.
 */
async function notWaitingReason(db: Db, task: Candidate): Promise<HttpError> {
  const [latest] = await db
    .select({ action: taskEvents.action, actor: taskEvents.actor, by: users.name, at: taskEvents.createdAt })
    .from(taskEvents)
    .leftJoin(users, eq(users.id, taskEvents.actorUserId))
    .where(standingStepsOf(task.id))
    .orderBy(desc(taskEvents.createdAt), desc(taskEvents.id))
    .limit(1);
  if (latest?.action && latest.actor !== 'influencer') {
    return duplicateRequest({
      action: latest.action,
      ...(latest.by ? { by: latest.by } : {}),
      at: latest.at.toISOString(),
    });
  }
  return conflict('approval-not-due', { status: task.status });
}

/**
 * Approves many items of a review queue: each goes through the same call as its single approval
 * (`decideApplication`, `decideTask`), in its own transaction, so the timeline, the creator's
 * notification and the undo window are the same, and one refusal holds up none of the others.
 * A task no longer waiting in the queue is skipped untouched. Answers which were approved and why
 * each other was skipped, in the order given (as `startPayouts`).
 */
export async function approveMany(
  db: Db,
  adminId: string,
  kind: ApprovalQueue,
  taskIds: string[],
  at: Date,
  undoWindowSeconds: number,
): Promise<BulkApprovalResult> {
  const wanted = [...new Set(taskIds)];
  const found = rowsOf<Candidate>(
    await db.execute(sql`
      select t.id, t.status, c.requires_report, ${queueWhere(QUEUES[kind])} as waits
      from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
      where ${inArray(sql`t.id`, wanted)}`),
  );
  const candidates = new Map(found.map((task) => [task.id, task]));
  const result: BulkApprovalResult = { approved: [], skipped: [] };
  for (const taskId of wanted) {
    const task = candidates.get(taskId);
    try {
      if (!task) throw notFound('task-not-found');
      if (!task.waits) throw await notWaitingReason(db, task);
      const action = APPROVALS[kind]({ requiresReport: task.requires_report });
      if (action === 'approveApplication') {
        await decideApplication(db, adminId, taskId, { decision: 'approve' }, undoWindowSeconds);
      } else {
        await decideTask(db, adminId, taskId, { action }, at, undoWindowSeconds);
      }
      result.approved.push(taskId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const { message, code, params } = error;
      result.skipped.push({ taskId, reason: message, code, ...(params ? { params } : {}) });
    }
  }
  return result;
}
