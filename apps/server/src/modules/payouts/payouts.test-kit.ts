import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { payments, referrals } from '../../db/schema/referrals.ts';
import { createCampaign, createTask, createUsers } from '../../testing/factories.ts';
import { scheduleBatch } from './batches.service.ts';
import type { LineReport, OutgoingBatch, PayoutMethod, PayoutRail, RailOutcome, SentBatch } from './rail.ts';

/**
 * A rail as the batches see one, scripted by the test: it takes a batch once (a batch id it has seen
 * is a replay, answered as the first time and paying nothing), counts what it pays out per line, and
 * the test says later how each line ended, as the rail's reports.
 */
export class ScriptedRail implements PayoutRail {
  /** How many times the rail took each line to pay it: more than once would pay a creator twice. */
  readonly takenPerLine = new Map<string, number>();
  /** Where each line stands on the rail. */
  readonly outcomes = new Map<string, RailOutcome>();
  readonly batches = new Map<string, SentBatch>();
  /** Calls of `send`, replays included. */
  sendCalls = 0;

  constructor(readonly method: PayoutMethod = 'paypal') {}

  async send(batch: OutgoingBatch): Promise<SentBatch> {
    this.sendCalls += 1;
    const seen = this.batches.get(batch.batchId);
    if (seen) return seen;
    const answer: SentBatch = {
      railBatchId: `RAIL-${batch.batchId.slice(0, 8)}`,
      reports: batch.lines.map((line) => ({
        lineId: line.lineId,
        outcome: 'sent',
        railItemId: `ITEM-${line.lineId.slice(0, 8)}`,
        at: new Date(),
      })),
    };
    for (const line of batch.lines) {
      this.takenPerLine.set(line.lineId, (this.takenPerLine.get(line.lineId) ?? 0) + 1);
      this.outcomes.set(line.lineId, 'sent');
    }
    this.batches.set(batch.batchId, answer);
    return answer;
  }

  async refresh(batch: { batchId: string }): Promise<LineReport[]> {
    const sent = this.batches.get(batch.batchId);
    return (sent?.reports ?? []).map((report) =>
      this.report(report.lineId, this.outcomes.get(report.lineId) ?? 'sent'),
    );
  }

  /** The rail's report that a line it holds reached `outcome` (which the rail now holds to). */
  settle(lineId: string, outcome: RailOutcome, reason?: string): LineReport {
    if (!this.outcomes.has(lineId)) throw new Error(`the rail never took line ${lineId}`);
    this.outcomes.set(lineId, outcome);
    return this.report(lineId, outcome, reason);
  }

  private report(lineId: string, outcome: RailOutcome, reason?: string): LineReport {
    return { lineId, outcome, railItemId: `ITEM-${lineId.slice(0, 8)}`, at: new Date(), ...(reason ? { reason } : {}) };
  }
}

/** A rail whose `send` reaches the rail and then crashes, before the portal records anything. */
export const crashingAfter = (rail: PayoutRail): PayoutRail => ({
  method: rail.method,
  send: async (batch) => {
    await rail.send(batch);
    throw new Error('crashed after the rail took the batch');
  },
  refresh: (batch) => rail.refresh(batch),
});

/** Creators and a campaign manager straight into the database; creators paid on `method` (null: no details). */
export async function payoutPeople(db: Db, count: number, method: 'Paypal' | 'Bank Transfer' | null = 'Paypal') {
  const [admin] = await createUsers(db, 1, () => ({ role: 'admin', name: 'Aisyah Manager' }));
  const creators = await createUsers(
    db,
    count,
    (index) => ({ name: `Payee ${index}` }),
    (index) => ({
      paymentMethod: method,
      paypalEmail: `payee-${index}@example.com`,
      bankName: 'Maybank',
      bankAccName: `Payee ${index}`,
      bankAccNo: `1234-${index}`,
      nric: `900101-14-${1000 + index}`,
    }),
  );
  const [creator] = creators;
  if (!admin || !creator) throw new Error('no one made');
  return { admin, creators, creator };
}

/** A task approved for payment (or `status`; no report owed) of `incentiveMinor`, in a new campaign of `currency`. */
export async function approvedTask(
  db: Db,
  userId: string,
  options: {
    incentiveMinor?: number;
    currency?: string;
    referralFeeMinor?: number;
    requiresReport?: boolean;
    paymentDueOn?: string;
    status?: 'APPROVED-PENDING-PAYMENT' | 'PENDING-CHECKING';
  } = {},
) {
  const campaign = await createCampaign(db, {
    incentiveMinor: options.incentiveMinor ?? 15000,
    currency: options.currency ?? 'MYR',
    referralFeeMinor: options.referralFeeMinor ?? null,
    requiresReport: options.requiresReport ?? false,
  });
  const task = await createTask(db, {
    campaignId: campaign.id,
    userId,
    status: options.status ?? 'APPROVED-PENDING-PAYMENT',
    paymentDueOn: options.paymentDueOn ?? '2026-09-01',
  });
  return { campaign, task };
}

/** A referral of `referredTaskId`'s creator by `referrerId`, waiting for the friend's payout. */
export async function referralOf(db: Db, referrerId: string, referredTaskId: string) {
  const [task] = await db.select().from(tasks).where(eq(tasks.id, referredTaskId));
  if (!task) throw new Error('no referred task');
  const [referral] = await db
    .insert(referrals)
    .values({
      referrerId,
      referredUserId: task.userId,
      campaignId: task.campaignId,
      taskId: task.id,
      status: 'REFERRAL-INVITED',
    })
    .returning();
  if (!referral) throw new Error('referral not made');
  return referral;
}

export const statusOf = async (db: Db, taskId: string) =>
  (await db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId)))[0]?.status;

export const paymentsOf = (db: Db, taskId: string) => db.select().from(payments).where(eq(payments.taskId, taskId));

/** Every account of a task's or referral's postings, summed: what the ledger says of that one payout. */
export async function accountsOf(db: Db, source: { taskId: string } | { referralId: string }) {
  const column = 'taskId' in source ? sql`lp.task_id = ${source.taskId}` : sql`lp.referral_id = ${source.referralId}`;
  const rows = rowsOf<{ account: string; amount: number }>(
    await db.execute(sql`
      select e.account, sum(e.amount_minor)::int as amount
      from ledger_entries e join ledger_postings lp on lp.id = e.posting_id
      where ${column} group by e.account`),
  );
  return Object.fromEntries(
    rows.filter((row) => Number(row.amount) !== 0).map((row) => [row.account, Number(row.amount)]),
  );
}

/** The one item a list holds, failing the test when it holds none or more. */
export function only<T>(items: readonly T[]): T {
  const [item, ...rest] = items;
  if (item === undefined || rest.length > 0) throw new Error(`expected one item, got ${items.length}`);
  return item;
}

/** A batch the test expects to be made: its id and its lines' ids, in the order asked. */
export async function scheduled(db: Db, adminId: string, request: Parameters<typeof scheduleBatch>[2]) {
  const batch = await scheduleBatch(db, adminId, request);
  if (!batch.batchId) throw new Error(`no batch made: ${JSON.stringify(batch.skipped)}`);
  return { batchId: batch.batchId, lineIds: batch.lines.map((line) => line.lineId), skipped: batch.skipped };
}

/** A batch and a line as the database holds them now. */
export const batchOf = async (db: Db, batchId: string) =>
  only(await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId)));
export const lineOf = async (db: Db, lineId: string) =>
  only(await db.select().from(payoutLines).where(eq(payoutLines.id, lineId)));
