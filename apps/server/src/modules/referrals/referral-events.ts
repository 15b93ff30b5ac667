import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReferralEvent } from '@portal/domain/tasks';
import { rowsOf, type Tx } from '../../db/client.ts';
import { changed } from '../../db/commits.ts';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { referrals } from '../../db/schema/referrals.ts';

/**
 * Tells the referrer of the friend whose task is `referredTaskId` about the friend's step: a
 * `task_events` row on the referrer's own task in the campaign (the outbox of their notification
 * centre, e-mails and pushes), keeping its status; `remark` is a fee payment's reference.
 * A step that a manager's decision may still undo waits with it, until `undoableUntil`.
 * Nothing when the friend came in through no referral.
 */
export async function recordReferralEvent(
  tx: Tx,
  referredTaskId: string,
  action: ReferralEvent,
  { remark = null, undoableUntil = null }: { remark?: string | null; undoableUntil?: Date | null } = {},
): Promise<void> {
  const until = undoableUntil?.toISOString() ?? null;
  const recorded = rowsOf<{ task_id: string }>(
    await tx.execute(sql`
      insert into ${taskEvents}
        (task_id, from_status, to_status, actor, action, remark, referred_task_id, undoable_until, notify_after)
      select own.id, own.status, own.status, 'server', ${action}, ${remark}, r.task_id, ${until}, ${until}
      from ${referrals} r
      join ${tasks} own on own.user_id = r.referrer_id and own.campaign_id = r.campaign_id
      where r.task_id = ${referredTaskId}
      returning task_id`),
  );
  for (const { task_id: taskId } of recorded) changed(tx, { type: 'task', taskId, action });
}

/**
 * Withdraws what a decision undone on the friend's task `referredTaskId` told the referrer while
 * it waited: the steps recorded with that decision, the same `undoableUntil`.
 */
export async function withdrawReferralEvents(tx: Tx, referredTaskId: string, undoableUntil: Date): Promise<void> {
  await tx
    .update(taskEvents)
    .set({ undoneAt: sql`now()`, notifiedAt: sql`now()`, notifyAfter: null })
    .where(
      and(
        eq(taskEvents.referredTaskId, referredTaskId),
        eq(taskEvents.undoableUntil, undoableUntil),
        isNull(taskEvents.undoneAt),
        isNull(taskEvents.notifiedAt),
      ),
    );
}
