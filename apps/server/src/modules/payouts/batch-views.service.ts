import { count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  PAYOUT_LINE_STATUSES,
  type PayoutBatch,
  type PayoutBatchLine,
  type PayoutBatchPage,
  type PayoutBatchQuery,
  type PayoutBatchSummary,
  type PayoutLineStatus,
} from '@portal/domain/admin';
import { toMajorUnits } from '@portal/domain/money';
import type { Db } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { notFound } from '../../lib/http-error.ts';

type BatchRow = typeof payoutBatches.$inferSelect & { createdByName: string | null };

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** Each batch's total and line counts per status, in one query for the page. */
async function lineFigures(db: Db, batchIds: string[]) {
  const rows =
    batchIds.length === 0
      ? []
      : await db
          .select({
            batchId: payoutLines.batchId,
            status: payoutLines.status,
            lines: count(),
            amount: sql<number>`sum(${payoutLines.amountMinor})`.mapWith(Number),
          })
          .from(payoutLines)
          .where(inArray(payoutLines.batchId, batchIds))
          .groupBy(payoutLines.batchId, payoutLines.status);
  const figures = new Map<string, { totalMinor: number; lines: Record<PayoutLineStatus, number> }>();
  for (const id of batchIds) {
    figures.set(id, {
      totalMinor: 0,
      lines: Object.fromEntries(PAYOUT_LINE_STATUSES.map((status) => [status, 0])) as Record<PayoutLineStatus, number>,
    });
  }
  for (const row of rows) {
    const figure = figures.get(row.batchId);
    if (!figure) continue;
    figure.totalMinor += row.amount;
    figure.lines[row.status as PayoutLineStatus] += Number(row.lines);
  }
  return figures;
}

function summaryOf(batch: BatchRow, figures: Awaited<ReturnType<typeof lineFigures>>): PayoutBatchSummary {
  const figure = figures.get(batch.id);
  return {
    id: batch.id,
    method: batch.method as PayoutBatchSummary['method'],
    currency: batch.currency,
    status: batch.status as PayoutBatchSummary['status'],
    total: toMajorUnits(figure?.totalMinor ?? 0),
    lines: figure?.lines ?? ({} as PayoutBatchSummary['lines']),
    createdBy: batch.createdByName,
    createdAt: batch.createdAt.toISOString(),
    sentAt: iso(batch.sentAt),
    settledAt: iso(batch.settledAt),
  };
}

const batchColumns = { ...getTableColumns(payoutBatches), createdByName: users.name };

/** The payout batches, newest first, a page at a time, with their totals and line counts. */
export async function listBatches(db: Db, query: PayoutBatchQuery): Promise<PayoutBatchPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(batchColumns)
      .from(payoutBatches)
      .leftJoin(users, eq(users.id, payoutBatches.createdBy))
      .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(payoutBatches),
  ]);
  const figures = await lineFigures(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => summaryOf(row, figures)),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One batch with each of its lines: whom it pays, for what, and where it stands (404 when unknown). */
export async function getBatch(db: Db, batchId: string): Promise<PayoutBatch> {
  const [batch] = await db
    .select(batchColumns)
    .from(payoutBatches)
    .leftJoin(users, eq(users.id, payoutBatches.createdBy))
    .where(eq(payoutBatches.id, batchId));
  if (!batch) throw notFound('payout-batch-not-found');
  const lines = await db
    .select({
      line: payoutLines,
      fullName: users.name,
      email: users.email,
      campaign: sql<string>`coalesce(task_campaign.title, referral_campaign.title)`,
    })
    .from(payoutLines)
    .innerJoin(users, eq(users.id, payoutLines.userId))
    .leftJoin(tasks, eq(tasks.id, payoutLines.taskId))
    .leftJoin(referrals, eq(referrals.id, payoutLines.referralId))
    .leftJoin(sql`${campaigns} task_campaign`, sql`task_campaign.id = ${tasks.campaignId}`)
    .leftJoin(sql`${campaigns} referral_campaign`, sql`referral_campaign.id = ${referrals.campaignId}`)
    .where(eq(payoutLines.batchId, batchId))
    .orderBy(payoutLines.createdAt, payoutLines.id);
  const figures = await lineFigures(db, [batchId]);
  return {
    ...summaryOf(batch, figures),
    railBatchId: batch.railBatchId,
    lineItems: lines.map(({ line, fullName, email, campaign }): PayoutBatchLine => ({
      id: line.id,
      taskId: line.taskId,
      referralId: line.referralId,
      influencer: { id: line.userId, fullName, email },
      campaign,
      amount: toMajorUnits(line.amountMinor),
      currency: line.currency,
      status: line.status as PayoutLineStatus,
      reason: line.reason,
      statusAt: iso(line.statusAt),
      railItemId: line.railItemId,
    })),
  };
}
