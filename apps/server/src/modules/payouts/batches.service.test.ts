import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/schema/submissions.ts';
import { createTask } from '../../testing/factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { decideTask } from '../payments/payments.service.ts';
import { scheduleBatch, sendBatch, SEND_LEASE_MS } from './batches.service.ts';
import { listDue } from './due.service.ts';
import { balances } from './ledger.ts';
import {
  accountsOf,
  approvedTask,
  crashingAfter,
  only,
  payoutPeople,
  scheduled,
  ScriptedRail,
  statusOf,
  batchOf,
  lineOf,
} from './payouts.test-kit.ts';
import type { OutgoingBatch } from './rail.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const everything = '2099-12-31';

describe('what is due', () => {
  it('is owed once a task is approved for payment, not while the approval may still be undone', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const { task } = await approvedTask(db(), creator.id, { status: 'PENDING-CHECKING' });
    const approvedAt = new Date();
    await decideTask(db(), admin.id, task.id, { action: 'approve' }, approvedAt, 60);
    expect(await accountsOf(db(), { taskId: task.id })).toEqual({});
    expect(
      (await listDue(db(), { dueBy: everything }, approvedAt)).flatMap((group) => group.payouts),
    ).not.toContainEqual(expect.objectContaining({ userId: creator.id }));

    const afterUndoWindow = new Date(approvedAt.getTime() + 61_000);
    await listDue(db(), { dueBy: everything }, afterUndoWindow);
    const due = await listDue(db(), { dueBy: everything }, afterUndoWindow);
    expect(due.flatMap((group) => group.payouts).filter((payout) => payout.userId === creator.id)).toEqual([
      expect.objectContaining({ source: { taskId: task.id }, amountMinor: 15000, currency: 'MYR', method: 'paypal' }),
    ]);
    expect(await balances(db(), creator.id)).toEqual([
      { currency: 'MYR', account: 'funding', amountMinor: -15000 },
      { currency: 'MYR', account: 'owed', amountMinor: 15000 },
    ]);
  });

  it('is owed once the report the campaign needs is approved, not while it waits for review', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const { task } = await approvedTask(db(), creator.id, { requiresReport: true });
    await db().insert(reports).values({ taskId: task.id, userId: creator.id });
    expect(await balances(db(), creator.id)).toEqual([]);
    await decideTask(db(), admin.id, task.id, { action: 'approveReport' });
    expect(await accountsOf(db(), { taskId: task.id })).toEqual({ funding: -15000, owed: 15000 });
  });

  it('is grouped per creator payout method and currency with totals, earliest first, up to the day asked', async () => {
    const paypal = await payoutPeople(db(), 1, 'Paypal');
    const bank = await payoutPeople(db(), 1, 'Bank Transfer');
    const late = await approvedTask(db(), paypal.creator.id, { incentiveMinor: 1000, paymentDueOn: '2030-01-09' });
    const early = await approvedTask(db(), paypal.creator.id, { incentiveMinor: 2000, paymentDueOn: '2030-01-02' });
    const dollars = await approvedTask(db(), paypal.creator.id, { currency: 'USD', paymentDueOn: '2030-01-03' });
    const toBank = await approvedTask(db(), bank.creator.id, { incentiveMinor: 500, paymentDueOn: '2030-01-04' });
    const notYet = await approvedTask(db(), paypal.creator.id, { paymentDueOn: '2030-02-01' });
    const ours = new Set([late, early, dollars, toBank, notYet].map(({ task }) => task.id));

    const groups = (await listDue(db(), { dueBy: '2030-01-31' }))
      .map((group) => ({ ...group, payouts: group.payouts.filter((payout) => ours.has(payout.source.taskId ?? '')) }))
      .filter((group) => group.payouts.length > 0);
    expect(
      groups.map((group) => ({
        method: group.method,
        currency: group.currency,
        tasks: group.payouts.map((payout) => [payout.source.taskId, payout.dueOn]),
      })),
    ).toEqual([
      {
        method: 'paypal',
        currency: 'MYR',
        tasks: [
          [early.task.id, '2030-01-02'],
          [late.task.id, '2030-01-09'],
        ],
      },
      { method: 'paypal', currency: 'USD', tasks: [[dollars.task.id, '2030-01-03']] },
      { method: 'bank', currency: 'MYR', tasks: [[toBank.task.id, '2030-01-04']] },
    ]);
    const bankOnly = only(await listDue(db(), { method: 'bank', currency: 'MYR', dueBy: '2030-01-31' }));
    expect(bankOnly).toMatchObject({ method: 'bank', currency: 'MYR' });
    expect(bankOnly.totalMinor).toBe(bankOnly.payouts.reduce((sum, payout) => sum + payout.amountMinor, 0));
  });
});

describe('a batch scheduled', () => {
  it('holds what each payout owes, moves its money to scheduled and its task to processing, and skips the rest with why', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const bank = await payoutPeople(db(), 1, 'Bank Transfer');
    const noDetails = await payoutPeople(db(), 1, null);
    const ready = await approvedTask(db(), creator.id);
    const dollars = await approvedTask(db(), creator.id, { currency: 'USD' });
    const toBank = await approvedTask(db(), bank.creator.id);
    const nowhere = await approvedTask(db(), noDetails.creator.id);
    const working = await createTask(db(), {
      campaignId: ready.campaign.id,
      userId: bank.creator.id,
      status: 'ACCEPTED',
    });

    const batch = await scheduleBatch(db(), admin.id, {
      method: 'paypal',
      currency: 'MYR',
      taskIds: [ready.task.id, dollars.task.id, toBank.task.id, nowhere.task.id, working.id],
    });
    expect(batch.lines).toEqual([
      { lineId: expect.any(String), source: { taskId: ready.task.id }, amountMinor: 15000 },
    ]);
    expect(batch.skipped).toEqual([
      { source: { taskId: dollars.task.id }, reason: 'other-currency' },
      { source: { taskId: toBank.task.id }, reason: 'other-method' },
      { source: { taskId: nowhere.task.id }, reason: 'no-payout-details' },
      { source: { taskId: working.id }, reason: 'not-due' },
    ]);
    expect(await statusOf(db(), ready.task.id)).toBe('APPROVED-PROCESSING-PAYMENT');
    expect(await accountsOf(db(), { taskId: ready.task.id })).toEqual({ funding: -15000, scheduled: 15000 });
    expect(await batchOf(db(), batch.batchId ?? '')).toMatchObject({
      method: 'paypal',
      status: 'scheduled',
      createdBy: admin.id,
    });

    const again = await scheduleBatch(db(), admin.id, { method: 'paypal', currency: 'MYR', taskIds: [ready.task.id] });
    expect(again).toEqual({
      batchId: null,
      lines: [],
      skipped: [{ source: { taskId: ready.task.id }, reason: 'in-batch' }],
    });
    const byHand = await scheduled(db(), admin.id, { method: 'manual', currency: 'MYR', taskIds: [nowhere.task.id] });
    expect(byHand.lineIds).toHaveLength(1);
  });
});

describe('a batch sent', () => {
  it('goes to the rail once, however many send it at once, with each creator and what the payment is for', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const { task, campaign } = await approvedTask(db(), creator.id, { incentiveMinor: 4200 });
    const { batchId, lineIds } = await scheduled(db(), admin.id, {
      method: 'paypal',
      currency: 'MYR',
      taskIds: [task.id],
    });
    const lineId = only(lineIds);
    const rail = new ScriptedRail();
    const seen: OutgoingBatch[] = [];
    const watched = {
      method: rail.method,
      send: (batch: OutgoingBatch) => {
        seen.push(batch);
        return rail.send(batch);
      },
      refresh: rail.refresh.bind(rail),
    };

    const answers = await Promise.all([sendBatch(db(), watched, batchId), sendBatch(db(), watched, batchId)]);
    expect(answers.map((answer) => answer.sent).sort()).toEqual([false, true]);
    expect(seen).toEqual([
      {
        batchId,
        currency: 'MYR',
        lines: [
          {
            lineId,
            amountMinor: 4200,
            currency: 'MYR',
            note: campaign.title,
            recipient: expect.objectContaining({ name: 'Payee 0', paypalEmail: 'payee-0@example.com' }),
          },
        ],
      },
    ]);
    expect(await batchOf(db(), batchId)).toMatchObject({ status: 'sent', railBatchId: `RAIL-${batchId.slice(0, 8)}` });
    expect(await lineOf(db(), lineId)).toMatchObject({ status: 'sent', railItemId: `ITEM-${lineId.slice(0, 8)}` });
    expect(await accountsOf(db(), { taskId: task.id })).toEqual({ funding: -4200, in_transit: 4200 });
    expect(await sendBatch(db(), rail, batchId)).toEqual({ sent: false, status: 'sent' });
  });

  it('is not taken by a rail of another method', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const { task } = await approvedTask(db(), creator.id);
    const { batchId } = await scheduled(db(), admin.id, { method: 'paypal', currency: 'MYR', taskIds: [task.id] });
    const bankRail = new ScriptedRail('bank');
    expect(await sendBatch(db(), bankRail, batchId)).toEqual({ sent: false, status: 'scheduled' });
    expect(bankRail.sendCalls).toBe(0);
  });

  it('after a crash once the rail took it, is sent again with the same batch id once the lease runs out, and paid once', async () => {
    const { admin, creator } = await payoutPeople(db(), 1);
    const { task } = await approvedTask(db(), creator.id);
    const { batchId, lineIds } = await scheduled(db(), admin.id, {
      method: 'paypal',
      currency: 'MYR',
      taskIds: [task.id],
    });
    const rail = new ScriptedRail();
    const crashedAt = new Date();
    await expect(sendBatch(db(), crashingAfter(rail), batchId, { at: crashedAt })).rejects.toThrow('crashed');
    expect(await batchOf(db(), batchId)).toMatchObject({ status: 'sending', railBatchId: null });
    expect(await accountsOf(db(), { taskId: task.id })).toEqual({ funding: -15000, scheduled: 15000 });

    const stillHeld = new Date(crashedAt.getTime() + 1000);
    expect(await sendBatch(db(), rail, batchId, { at: stillHeld })).toEqual({ sent: false, status: 'sending' });
    const leaseOver = new Date(crashedAt.getTime() + SEND_LEASE_MS + 1000);
    expect(await sendBatch(db(), rail, batchId, { at: leaseOver })).toMatchObject({ sent: true });
    expect(rail.sendCalls).toBe(2);
    expect(rail.takenPerLine.get(only(lineIds))).toBe(1);
    expect(await accountsOf(db(), { taskId: task.id })).toEqual({ funding: -15000, in_transit: 15000 });
  });
});
