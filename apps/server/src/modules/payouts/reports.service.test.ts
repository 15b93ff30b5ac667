import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { payoutLines } from '../../db/schema/payouts.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { decideTask } from '../payments/payments.service.ts';
import { settleReferral } from '../referrals/referrals.service.ts';
import { scheduleBatch, sendBatch } from './batches.service.ts';
import { ledgerBalances } from './ledger.ts';
import {
  accountsOf,
  approvedTask,
  only,
  paymentsOf,
  payoutPeople,
  referralOf,
  scheduled,
  ScriptedRail,
  statusOf,
  batchOf,
  lineOf,
} from './payouts.test-kit.ts';
import { applyReports } from './reports.service.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const referralStatusOf = async (referralId: string) =>
  only(await db().select({ status: referrals.status }).from(referrals).where(eq(referrals.id, referralId))).status;

/** A task of `creatorId` in a paypal batch the rail took: its batch and line. */
async function sentTask(adminId: string, creatorId: string, rail: ScriptedRail, options = {}) {
  const { task } = await approvedTask(db(), creatorId, options);
  const { batchId, lineIds } = await scheduled(db(), adminId, {
    method: 'paypal',
    currency: 'MYR',
    taskIds: [task.id],
  });
  await sendBatch(db(), rail, batchId);
  return { task, batchId, lineId: only(lineIds) };
}

describe("the rail's reports", () => {
  it("paid: the task is completed with the rail's item as reference, once; the referral fee falls due; the batch settles", async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const referrer = await payoutPeople(db(), 1);
    const rail = new ScriptedRail();
    const { task, batchId, lineId } = await sentTask(admin.id, creator.id, rail, { referralFeeMinor: 700 });
    const referral = await referralOf(db(), referrer.creator.id, task.id);
    const paid = rail.settle(lineId, 'paid');

    expect(await applyReports(db(), [paid, paid, { ...paid, outcome: 'sent' }])).toEqual(['applied', 'stale', 'stale']);
    expect(await statusOf(db(), task.id)).toBe('COMPLETED');
    expect(await paymentsOf(db(), task.id)).toEqual([
      expect.objectContaining({ amountMinor: 15000, currency: 'MYR', reference: paid.railItemId }),
    ]);
    expect(await accountsOf(db(), { taskId: task.id })).toEqual({ funding: -15000, paid: 15000 });
    expect(await batchOf(db(), batchId)).toMatchObject({ status: 'settled' });

    expect(await accountsOf(db(), { referralId: referral.id })).toEqual({ funding: -700, owed: 700 });
    const fee = await scheduled(db(), admin.id, { method: 'paypal', currency: 'MYR', referralIds: [referral.id] });
    await sendBatch(db(), rail, fee.batchId);
    await applyReports(db(), [rail.settle(only(fee.lineIds), 'paid')]);
    expect(await accountsOf(db(), { referralId: referral.id })).toEqual({ funding: -700, paid: 700 });
    expect(await referralStatusOf(referral.id)).toBe('REFERRAL-COMPLETED');
  });

  it('returned: the money is owed again with the reason kept, and the task goes in a later batch', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const rail = new ScriptedRail();
    const { task, lineId } = await sentTask(admin.id, creator.id, rail);
    const returned = rail.settle(lineId, 'returned', 'RECEIVER_ACCOUNT_CLOSED');
    // Out of order: the return comes before the rail's late word that the line was sent.
    expect(await applyReports(db(), [returned, { ...returned, outcome: 'sent' }])).toEqual(['applied', 'stale']);
    expect(await lineOf(db(), lineId)).toMatchObject({ status: 'returned', reason: 'RECEIVER_ACCOUNT_CLOSED' });
    expect(await accountsOf(db(), { taskId: task.id })).toEqual({ funding: -15000, owed: 15000 });
    expect(await statusOf(db(), task.id)).toBe('APPROVED-PROCESSING-PAYMENT');

    const later = await scheduled(db(), admin.id, { method: 'paypal', currency: 'MYR', taskIds: [task.id] });
    expect(only(later.lineIds)).not.toBe(lineId);
  });

  it('unclaimed: the money stays in transit, in no other batch, until the rail returns it', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const rail = new ScriptedRail();
    const { task, batchId, lineId } = await sentTask(admin.id, creator.id, rail);
    await applyReports(db(), [rail.settle(lineId, 'unclaimed', 'RECEIVER_UNREGISTERED')]);
    expect(await accountsOf(db(), { taskId: task.id })).toEqual({ funding: -15000, in_transit: 15000 });
    const meanwhile = await scheduleBatch(db(), admin.id, { method: 'paypal', currency: 'MYR', taskIds: [task.id] });
    expect(meanwhile.skipped).toEqual([{ source: { taskId: task.id }, reason: 'in-batch' }]);
    expect(await batchOf(db(), batchId)).toMatchObject({ status: 'sent' });

    expect(await applyReports(db(), [rail.settle(lineId, 'returned')])).toEqual(['applied']);
    expect(await lineOf(db(), lineId)).toMatchObject({ status: 'returned', reason: 'RECEIVER_UNREGISTERED' });
    expect(await accountsOf(db(), { taskId: task.id })).toEqual({ funding: -15000, owed: 15000 });
    expect(await batchOf(db(), batchId)).toMatchObject({ status: 'settled' });
  });

  it('of a line that is not ours changes nothing', async () => {
    const before = await ledgerBalances(db());
    expect(await applyReports(db(), [{ lineId: crypto.randomUUID(), outcome: 'paid', at: new Date() }])).toEqual([
      'unknown',
    ]);
    expect(await ledgerBalances(db())).toEqual(before);
  });
});

describe('a payment made by hand', () => {
  it('is a manual batch of one line, paid at once; refused while a batch holds the task', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const byHand = await approvedTask(db(), creator.id, { incentiveMinor: 900 });
    await decideTask(db(), admin.id, byHand.task.id, { action: 'startPayout' });
    await decideTask(db(), admin.id, byHand.task.id, { action: 'markPaid', reference: 'TRX-1' });
    const line = only(await db().select().from(payoutLines).where(eq(payoutLines.taskId, byHand.task.id)));
    expect(line).toMatchObject({ status: 'paid', amountMinor: 900, railItemId: 'TRX-1' });
    expect(await batchOf(db(), line.batchId)).toMatchObject({
      method: 'manual',
      status: 'settled',
      createdBy: admin.id,
    });
    expect(await accountsOf(db(), { taskId: byHand.task.id })).toEqual({ funding: -900, paid: 900 });

    const inBatch = await approvedTask(db(), creator.id);
    await scheduled(db(), admin.id, { method: 'paypal', currency: 'MYR', taskIds: [inBatch.task.id] });
    await expect(
      decideTask(db(), admin.id, inBatch.task.id, { action: 'markPaid', reference: 'TRX-2' }),
    ).rejects.toMatchObject({ code: 'payout-already-started' });
    expect(await statusOf(db(), inBatch.task.id)).toBe('APPROVED-PROCESSING-PAYMENT');
    expect(await paymentsOf(db(), inBatch.task.id)).toEqual([]);
  });

  it('of a referral fee is recorded the same way; a fee rejected is owed no more', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const referrer = await payoutPeople(db(), 1);
    const paidFee = await approvedTask(db(), creator.id, { referralFeeMinor: 500 });
    const rejectedFee = await approvedTask(db(), creator.id, { referralFeeMinor: 300 });
    const toPay = await referralOf(db(), referrer.creator.id, paidFee.task.id);
    const toReject = await referralOf(db(), referrer.creator.id, rejectedFee.task.id);
    for (const { task } of [paidFee, rejectedFee]) {
      await decideTask(db(), admin.id, task.id, { action: 'startPayout' });
      await decideTask(db(), admin.id, task.id, { action: 'markPaid' });
    }
    await settleReferral(db(), toPay.id, { decision: 'pay', reference: 'FEE-1' }, admin.id);
    await settleReferral(db(), toReject.id, { decision: 'reject' });
    expect(await accountsOf(db(), { referralId: toPay.id })).toEqual({ funding: -500, paid: 500 });
    expect(await accountsOf(db(), { referralId: toReject.id })).toEqual({});
  });
});

describe('the ledger', () => {
  it('balances: every posting sums to zero, and funding is minus everything owed, on its way or paid', async () => {
    const check = await ledgerBalances(db());
    expect(check.postings).toBeGreaterThan(0);
    expect(check.unbalanced).toEqual([]);
    for (const currency of new Set(check.totals.map((total) => total.currency))) {
      const ofCurrency = check.totals.filter((total) => total.currency === currency);
      expect(ofCurrency.reduce((sum, total) => sum + total.amountMinor, 0)).toBe(0);
    }
  });
});
