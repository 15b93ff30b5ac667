import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { badRequest } from '../../lib/http-error.ts';
import { payments } from '../../db/schema/referrals.ts';
import { referralFallsDue } from '../referrals/referrals.service.ts';
import { reviewTask, type AdminReviewAction } from '../tasks/tasks.service.ts';

/**
 * One back-office step on a task. Marking it paid also records the payment to its creator and
 * makes the fee of the referral that brought them in fall due, all in one transaction.
 */
export async function reviewAndPay(
  db: Db,
  adminId: string,
  taskId: string,
  step: { action: AdminReviewAction; remark?: string; reference?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const task = await reviewTask(tx, adminId, taskId, step.action, step.remark ?? null);
    if (step.action === 'startPayout') {
      const [profile] = await tx
        .select({ paymentMethod: profiles.paymentMethod })
        .from(profiles)
        .where(eq(profiles.userId, task.userId));
      // Throwing rolls the step back: a payout needs somewhere to go.
      if (!profile?.paymentMethod) throw badRequest('The creator has no payment details yet');
    }
    if (step.action !== 'markPaid') return;
    await tx.insert(payments).values({
      userId: task.userId,
      taskId,
      amountMinor: task.incentiveMinor,
      currency: task.currency,
      reference: step.reference ?? null,
    });
    await referralFallsDue(tx, taskId);
  });
}
