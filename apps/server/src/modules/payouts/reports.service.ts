import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { recordTaskPayment } from '../payments/payments.service.ts';
import { recordReferralPayment } from '../referrals/referrals.service.ts';
import { FINAL_LINE_STATUSES, LINE_PROGRESS, postLineStep, type LineStatus, type PayoutLine } from './lines.ts';
import { recordLineEvent } from './payout-events.ts';
import type { LineReport } from './rail.ts';

/** What became of a report: it moved its line, came too late to change anything, or named no line of ours. */
export type ReportEffect = 'applied' | 'stale' | 'unknown';

/** The rail's outcome for a line paid: the creator's payment recorded as the back office's "mark paid" records it. */
async function recordPaid(tx: Tx, line: PayoutLine, reference: string, at: Date): Promise<void> {
  if (line.taskId) {
    const [batch] = await tx
      .select({ createdBy: payoutBatches.createdBy })
      .from(payoutBatches)
      .where(eq(payoutBatches.id, line.batchId));
    if (!batch?.createdBy) throw new Error(`batch ${line.batchId} has no manager to pay its tasks in the name of`);
    await recordTaskPayment(tx, batch.createdBy, line.taskId, reference, at);
  } else if (line.referralId) {
    await recordReferralPayment(tx, line.referralId, reference, at, {
      amountMinor: line.amountMinor,
      currency: line.currency,
    });
  }
}

async function applyReport(tx: Tx, report: LineReport): Promise<ReportEffect> {
  const [line] = await tx.select().from(payoutLines).where(eq(payoutLines.id, report.lineId)).for('update');
  if (!line) return 'unknown';
  const current = line.status as LineStatus;
  // Only forward, and never past a final outcome: a late `sent` after `paid`, or a duplicate, changes nothing.
  if (LINE_PROGRESS[report.outcome] <= LINE_PROGRESS[current]) {
    if (report.railItemId && !line.railItemId) {
      await tx.update(payoutLines).set({ railItemId: report.railItemId }).where(eq(payoutLines.id, line.id));
    }
    return 'stale';
  }
  const railItemId = report.railItemId ?? line.railItemId;
  const [moved] = await tx
    .update(payoutLines)
    .set({ status: report.outcome, railItemId, reason: report.reason ?? line.reason, statusAt: report.at })
    .where(and(eq(payoutLines.id, line.id), eq(payoutLines.status, current)))
    .returning();
  if (!moved) return 'stale';
  // A report may come before the batch's own answer was recorded (a crash between the two).
  await postLineStep(tx, moved, 'send', report.at);
  if (report.outcome === 'paid') {
    await postLineStep(tx, moved, 'pay', report.at);
    await recordPaid(tx, moved, railItemId ?? moved.id, report.at);
  }
  if (report.outcome === 'returned' || report.outcome === 'failed') await postLineStep(tx, moved, 'return', report.at);
  await recordLineEvent(tx, moved, report.outcome);
  return 'applied';
}

/** Marks settled the sent batches among `batchIds` whose every line has its final outcome. */
export async function settleBatches(tx: Tx, batchIds: string[], at: Date): Promise<void> {
  if (batchIds.length === 0) return;
  await tx
    .update(payoutBatches)
    .set({ status: 'settled', settledAt: at })
    .where(
      and(
        inArray(payoutBatches.id, batchIds),
        eq(payoutBatches.status, 'sent'),
        sql`not exists (${tx
          .select({ id: payoutLines.id })
          .from(payoutLines)
          .where(
            and(eq(payoutLines.batchId, payoutBatches.id), notInArray(payoutLines.status, [...FINAL_LINE_STATUSES])),
          )})`,
      ),
    );
}

/** `applyReports` inside the caller's transaction. */
export async function applyReportsIn(tx: Tx, reports: LineReport[], at: Date = new Date()): Promise<ReportEffect[]> {
  const effects: ReportEffect[] = [];
  for (const report of reports) effects.push(await applyReport(tx, report));
  const lineIds = reports.map((report) => report.lineId);
  const batches =
    lineIds.length === 0
      ? []
      : await tx.selectDistinct({ id: payoutLines.batchId }).from(payoutLines).where(inArray(payoutLines.id, lineIds));
  await settleBatches(
    tx,
    batches.map((batch) => batch.id),
    at,
  );
  return effects;
}

/**
 * What the rail says of lines, from its answer to a send, a refresh or a webhook: each report moves
 * its line forward only, so reports may come twice or in any order. `paid` moves the money to paid
 * and records the payment as the back office's "mark paid" does (the rail's item id as its
 * reference); `returned` and `failed` give the money back to owed, keeping the rail's reason, and
 * the task or referral may go in a later batch; `unclaimed` money stays in transit until the rail
 * pays or returns it. A batch whose lines all have final outcomes is settled. One transaction.
 */
export async function applyReports(db: Db, reports: LineReport[], at: Date = new Date()): Promise<ReportEffect[]> {
  return db.transaction((tx) => applyReportsIn(tx, reports, at));
}
