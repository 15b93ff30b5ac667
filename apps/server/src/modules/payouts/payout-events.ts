import { eq, sql } from 'drizzle-orm';
import type { PayoutEvent, ReferralEvent } from '@portal/domain/tasks';
import { rowsOf, type Tx } from '../../db/client.ts';
import { changed } from '../../db/commits.ts';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { recordReferralEvent } from '../referrals/referral-events.ts';
import type { LineStatus, PayoutLine } from './lines.ts';

/** The outcomes of a line the creator is told of here; `paid` is told by the payment it records. */
type ToldOutcome = Exclude<LineStatus, 'scheduled' | 'paid'>;

const TASK_EVENT_OF: Record<ToldOutcome, PayoutEvent> = {
  sent: 'payoutSent',
  unclaimed: 'payoutUnclaimed',
  returned: 'payoutReturned',
  failed: 'payoutReturned',
};

const REFERRAL_EVENT_OF: Record<ToldOutcome, ReferralEvent> = {
  sent: 'referralFeeSent',
  unclaimed: 'referralFeeUnclaimed',
  returned: 'referralFeeReturned',
  failed: 'referralFeeReturned',
};

/**
 * Tells the creator that their line moved to `outcome` on the rail: a `task_events` row (the
 * outbox of their notification centre, e-mails and pushes) with the rail's reason as its remark,
 * on the task it pays, or for a referral fee on the referrer's own task in the campaign. Called in
 * the transaction that moves the line, once per move (a line only moves forward), so a replayed
 * report tells nothing again.
 */
export async function recordLineEvent(tx: Tx, line: PayoutLine, outcome: LineStatus): Promise<void> {
  if (outcome === 'scheduled' || outcome === 'paid') return;
  const remark = outcome === 'sent' ? null : line.reason;
  if (line.taskId) {
    const action = TASK_EVENT_OF[outcome];
    const recorded = rowsOf<{ task_id: string }>(
      await tx.execute(sql`
        insert into ${taskEvents} (task_id, from_status, to_status, actor, action, remark)
        select id, status, status, 'server', ${action}, ${remark} from ${tasks} where id = ${line.taskId}
        returning task_id`),
    );
    for (const { task_id: taskId } of recorded) changed(tx, { type: 'task', taskId, action });
    return;
  }
  if (!line.referralId) return;
  const [referral] = await tx
    .select({ taskId: referrals.taskId })
    .from(referrals)
    .where(eq(referrals.id, line.referralId));
  if (referral) await recordReferralEvent(tx, referral.taskId, REFERRAL_EVENT_OF[outcome], { remark });
}
