import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerPostings, payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { conflict } from '../../lib/http-error.ts';
import { balanceOf, postingKey, type PayoutSource } from './ledger.ts';
import { liveLineOf, postLineStep } from './lines.ts';

/**
 * Records a payment a campaign manager made by hand as a manual batch of one line, paid at once:
 * what `source` owes moves owed → scheduled → in transit → paid. Refused (409) while a batch holds
 * it, which would pay it twice; a payout of nothing (never owed) records nothing.
 */
export async function payManually(
  tx: Tx,
  adminId: string | null,
  source: PayoutSource,
  reference: string | null,
  at: Date,
): Promise<void> {
  if (await liveLineOf(tx, source)) throw conflict('payout-already-started');
  const [accrual] = await tx
    .select({ userId: ledgerPostings.userId, currency: ledgerPostings.currency })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.key, postingKey('accrue', source)));
  const owed = await balanceOf(tx, source, 'owed');
  if (!accrual || owed <= 0) return;
  const [batch] = await tx
    .insert(payoutBatches)
    .values({
      method: 'manual',
      currency: accrual.currency,
      status: 'settled',
      railBatchId: reference,
      createdBy: adminId,
      createdAt: at,
      sendingStartedAt: at,
      sentAt: at,
      settledAt: at,
    })
    .returning({ id: payoutBatches.id });
  if (!batch) throw new Error('manual batch not created');
  const [line] = await tx
    .insert(payoutLines)
    .values({
      batchId: batch.id,
      userId: accrual.userId,
      taskId: source.taskId ?? null,
      referralId: source.referralId ?? null,
      amountMinor: owed,
      currency: accrual.currency,
      status: 'paid',
      railItemId: reference,
      statusAt: at,
      createdAt: at,
    })
    .returning();
  if (!line) throw new Error('manual line not created');
  for (const step of ['schedule', 'send', 'pay'] as const) await postLineStep(tx, line, step, at);
}
