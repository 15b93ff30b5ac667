import { and, eq, lt, or, sql } from 'drizzle-orm';
import { isoCurrencyOf } from '@portal/domain/money';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { ledgerPostings, payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accrueOwed, balanceOf, postingKey, type PayoutSource } from './ledger.ts';
import { railOf } from './due.service.ts';
import { liveLineOf, postLineStep } from './lines.ts';
import { recordLineEvent } from './payout-events.ts';
import type { LineReport, OutgoingLine, PayoutMethod, PayoutRail } from './rail.ts';
import { moveTaskByReview } from '../review/decisions.service.ts';
import { applyReportsIn, settleBatches, type ReportEffect } from './reports.service.ts';

/** Why a payout was left out of a batch. */
export type ScheduleSkip =
  | 'not-due'
  | 'in-batch'
  | 'other-currency'
  | 'other-method'
  | 'no-payout-details'
  /** Its payout could not start: the code of the back office's refusal. */
  | HttpError['code'];

export interface ScheduledBatch {
  /** Null when nothing could be scheduled (no batch is made). */
  batchId: string | null;
  lines: { lineId: string; source: PayoutSource; amountMinor: number }[];
  skipped: { source: PayoutSource; reason: ScheduleSkip }[];
}

/** What `source` owes and whether it may go in a batch of `method` and `currency`. */
async function schedulable(
  tx: Tx,
  adminId: string,
  source: PayoutSource,
  batch: { method: PayoutMethod; currency: string },
  at: Date,
): Promise<{ userId: string; amountMinor: number } | ScheduleSkip> {
  const [accrual] = await tx
    .select({ userId: ledgerPostings.userId, currency: ledgerPostings.currency, method: profiles.paymentMethod })
    .from(ledgerPostings)
    .leftJoin(profiles, eq(profiles.userId, ledgerPostings.userId))
    .where(eq(ledgerPostings.key, postingKey('accrue', source)));
  if (!accrual) return 'not-due';
  const owed = await balanceOf(tx, source, 'owed');
  if (owed <= 0) return (await liveLineOf(tx, source)) ? 'in-batch' : 'not-due';
  if (accrual.currency !== batch.currency) return 'other-currency';
  const method = railOf(accrual.method);
  if (batch.method !== 'manual' && method === null) return 'no-payout-details';
  if (batch.method !== 'manual' && method !== batch.method) return 'other-method';
  if (source.taskId) {
    const [task] = await tx.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, source.taskId));
    // Owed, so ready to pay: the creator sees the payment processing, as when a manager starts it by hand.
    if (task?.status === 'APPROVED-PENDING-PAYMENT') {
      try {
        await moveTaskByReview(tx, { adminId }, source.taskId, 'startPayout', null, at);
      } catch (error) {
        // Another manager moved it first: the conditional step changed nothing.
        if (error instanceof HttpError) return error.code;
        throw error;
      }
    }
  }
  return { userId: accrual.userId, amountMinor: owed };
}

/**
 * Puts what the given tasks and referrals owe in a new batch of `method` and `currency` (one
 * transaction): each becomes a line, its money owed → scheduled, and a task still waiting moves to
 * APPROVED-PROCESSING-PAYMENT. Those that owe nothing, are in another batch (even one scheduled at
 * the same moment), are in another currency, or whose creator is paid on another rail are skipped,
 * with why.
 */
export async function scheduleBatch(
  db: Db,
  adminId: string,
  request: { method: PayoutMethod; currency: string; taskIds?: string[]; referralIds?: string[] },
  at: Date = new Date(),
): Promise<ScheduledBatch> {
  const sources: PayoutSource[] = [
    ...[...new Set(request.taskIds ?? [])].map((taskId) => ({ taskId })),
    ...[...new Set(request.referralIds ?? [])].map((referralId) => ({ referralId })),
  ];
  return db.transaction(async (tx) => {
    await accrueOwed(tx, { taskIds: request.taskIds ?? [], referralIds: request.referralIds ?? [] }, at);
    const result: ScheduledBatch = { batchId: null, lines: [], skipped: [] };
    for (const source of sources) {
      const payout = await schedulable(tx, adminId, source, request, at);
      if (typeof payout === 'string') {
        result.skipped.push({ source, reason: payout });
        continue;
      }
      if (!result.batchId) {
        const [batch] = await tx
          .insert(payoutBatches)
          .values({ method: request.method, currency: request.currency, createdBy: adminId, createdAt: at })
          .returning({ id: payoutBatches.id });
        result.batchId = batch?.id ?? null;
      }
      if (!result.batchId) throw new Error('batch not created');
      const [line] = await tx
        .insert(payoutLines)
        .values({
          batchId: result.batchId,
          userId: payout.userId,
          taskId: source.taskId ?? null,
          referralId: source.referralId ?? null,
          amountMinor: payout.amountMinor,
          currency: request.currency,
          createdAt: at,
        })
        // Another batch took it meanwhile: the live line's unique index keeps it in one.
        .onConflictDoNothing()
        .returning();
      if (!line) {
        result.skipped.push({ source, reason: 'in-batch' });
        continue;
      }
      await postLineStep(tx, line, 'schedule', at);
      result.lines.push({ lineId: line.id, source, amountMinor: line.amountMinor });
    }
    if (result.batchId && result.lines.length === 0) {
      await tx.delete(payoutBatches).where(eq(payoutBatches.id, result.batchId));
      result.batchId = null;
    }
    return result;
  });
}

/** How long a sender's claim on a batch holds before another instance may take the batch over. */
export const SEND_LEASE_MS = 5 * 60 * 1000;

export type SendResult =
  | { sent: true; railBatchId: string | null; effects: ReportEffect[] }
  /** Another instance is sending it (its lease still runs), or it was sent already. */
  | { sent: false; status: string | null };

/** The lines of a batch as the rail takes them, with each creator's payout details and what the payment is for. */
export async function outgoingLines(db: Db, batchId: string): Promise<OutgoingLine[]> {
  const rows = await db
    .select({
      line: payoutLines,
      name: users.name,
      paypalEmail: profiles.paypalEmail,
      bankName: profiles.bankName,
      bankAccName: profiles.bankAccName,
      bankAccNo: profiles.bankAccNo,
      idNumber: sql<string | null>`coalesce(${profiles.nric}, ${profiles.passportNumber})`,
      title: sql<string>`coalesce(task_campaign.title, referral_campaign.title)`,
      isReferral: sql<boolean>`${payoutLines.referralId} is not null`,
    })
    .from(payoutLines)
    .innerJoin(users, eq(users.id, payoutLines.userId))
    .leftJoin(profiles, eq(profiles.userId, payoutLines.userId))
    .leftJoin(tasks, eq(tasks.id, payoutLines.taskId))
    .leftJoin(referrals, eq(referrals.id, payoutLines.referralId))
    .leftJoin(sql`${campaigns} task_campaign`, sql`task_campaign.id = ${tasks.campaignId}`)
    .leftJoin(sql`${campaigns} referral_campaign`, sql`referral_campaign.id = ${referrals.campaignId}`)
    .where(eq(payoutLines.batchId, batchId))
    .orderBy(payoutLines.createdAt, payoutLines.id);
  return rows.map((row) => ({
    lineId: row.line.id,
    amountMinor: row.line.amountMinor,
    currency: isoCurrencyOf(row.line.currency),
    recipient: {
      name: row.name,
      paypalEmail: row.paypalEmail,
      bankName: row.bankName,
      bankAccName: row.bankAccName,
      bankAccNo: row.bankAccNo,
      idNumber: row.idNumber,
    },
    note: row.isReferral ? `Referral fee: ${row.title}` : row.title,
  }));
}

/**
 * Sends a batch on `rail`: claims it (scheduled → sending, or a sending batch whose sender's lease
 * ran out), hands its lines to the rail, then records the rail's batch id, the money in transit and
 * what the rail already says of each line. Of two calls at once only one claims it. A sender that
 * crashed after the rail took the batch leaves it claimed; once the lease runs out, the next call
 * sends the same batch id again, which the rail takes as a replay.
 */
export async function sendBatch(
  db: Db,
  rail: PayoutRail,
  batchId: string,
  options: { at?: Date; leaseMs?: number } = {},
): Promise<SendResult> {
  const at = options.at ?? new Date();
  const leaseStart = new Date(at.getTime() - (options.leaseMs ?? SEND_LEASE_MS));
  const [claimed] = await db
    .update(payoutBatches)
    .set({ status: 'sending', sendingStartedAt: at })
    .where(
      and(
        eq(payoutBatches.id, batchId),
        eq(payoutBatches.method, rail.method),
        or(
          eq(payoutBatches.status, 'scheduled'),
          and(eq(payoutBatches.status, 'sending'), lt(payoutBatches.sendingStartedAt, leaseStart)),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const [batch] = await db
      .select({ status: payoutBatches.status })
      .from(payoutBatches)
      .where(eq(payoutBatches.id, batchId));
    return { sent: false, status: batch?.status ?? null };
  }
  const answer = await rail.send({
    batchId,
    currency: isoCurrencyOf(claimed.currency),
    lines: await outgoingLines(db, batchId),
  });
  return recordSent(db, batchId, answer.railBatchId, answer.reports, at);
}

/** The rail took the batch: it is sent, its money in transit, and what the rail said of its lines applied. */
async function recordSent(
  db: Db,
  batchId: string,
  railBatchId: string | null,
  reports: LineReport[],
  at: Date,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    await tx
      .update(payoutBatches)
      .set({ status: 'sent', railBatchId, sentAt: at })
      .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.status, 'sending')));
    const effects = await applyReportsIn(tx, reports, at);
    // The rail has every line it said nothing of yet.
    const lines = await tx
      .update(payoutLines)
      .set({ status: 'sent', statusAt: at })
      .where(and(eq(payoutLines.batchId, batchId), eq(payoutLines.status, 'scheduled')))
      .returning();
    for (const line of lines) {
      await postLineStep(tx, line, 'send', at);
      await recordLineEvent(tx, line, 'sent');
    }
    // Reports that came in while the batch was being sent may have given every line its outcome already.
    await settleBatches(tx, [batchId], at);
    return { sent: true, railBatchId, effects };
  });
}
