import { sql } from 'drizzle-orm';
import type { ReferralEvent } from '@portal/domain/tasks';
import { rowsOf, type Tx } from '../../db/client.ts';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { afterCommit } from '../live/commits.ts';

/**
 * Tells the referrer of the friend whose task is `referredTaskId` about the friend's step: a
 * `task_events` row on the referrer's own task in the campaign (the outbox of their notification
 * centre, e-mails and pushes), keeping its status; `remark` is a fee payment's reference.
 * Nothing when the friend came in through no referral.
 */
export async function recordReferralEvent(
  tx: Tx,
  referredTaskId: string,
  action: ReferralEvent,
  remark: string | null = null,
): Promise<void> {
  const recorded = rowsOf<{ task_id: string }>(
    await tx.execute(sql`
      insert into ${taskEvents} (task_id, from_status, to_status, actor, action, remark, referred_task_id)
      select own.id, own.status, own.status, 'server', ${action}, ${remark}, r.task_id
      from ${referrals} r
      join ${tasks} own on own.user_id = r.referrer_id and own.campaign_id = r.campaign_id
      where r.task_id = ${referredTaskId}
      returning task_id`),
  );
  for (const { task_id: taskId } of recorded) afterCommit(tx, { type: 'task', taskId, action });
}
