import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatement } from '@portal/domain/earnings';
import { payoutLines } from '../../db/schema/payouts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { reviewKit } from '../review/review.test-kit.ts';
import { sendBatch } from './batches.service.ts';
import { approvedTask, scheduled, ScriptedRail } from './payouts.test-kit.ts';
import { applyReports } from './reports.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const { payByBank, review } = reviewKit(() => portal);
const db = () => portal.database.db;

async function paypalCreator(name: string) {
  const creator = await portal.account('influencer', name);
  const details = await payByBank(creator, {
    paymentMethod: 'Paypal',
    paypalEmail: `${name.split(' ')[0]}@example.com`,
  });
  expect(details.status).toBe(200);
  return creator;
}

describe('GET /api/payments/statements/:batchId', () => {
  it("answers the caller's own paid lines of the batch with their total, and 404 to anyone the batch paid nothing", async () => {
    const admin = await portal.account('admin');
    const lina = await paypalCreator('Lina Wong');
    const omar = await paypalCreator('Omar Faiz');
    const stranger = await paypalCreator('Stranger Danger');
    const first = await approvedTask(db(), lina.id, { incentiveMinor: 12050 });
    const second = await approvedTask(db(), lina.id, { incentiveMinor: 7500 });
    const returnedOne = await approvedTask(db(), lina.id, { incentiveMinor: 3000 });
    const omars = await approvedTask(db(), omar.id, { incentiveMinor: 99900 });
    const rail = new ScriptedRail();
    const { batchId, lineIds } = await scheduled(db(), admin.id, {
      method: 'paypal',
      currency: 'MYR',
      taskIds: [first.task.id, second.task.id, returnedOne.task.id, omars.task.id],
    });
    await sendBatch(db(), rail, batchId);
    const [firstLine, secondLine, returnedLine, omarsLine] = lineIds as [string, string, string, string];
    const paidFirst = rail.settle(firstLine, 'paid');
    await applyReports(db(), [
      paidFirst,
      rail.settle(secondLine, 'paid'),
      rail.settle(returnedLine, 'returned', 'RECEIVER_ACCOUNT_CLOSED'),
      rail.settle(omarsLine, 'paid'),
    ]);

    const answer = await lina.call(`/api/payments/statements/${batchId}`);
    expect(answer.status).toBe(200);
    const statement = answer.body as unknown as PaymentStatement;
    expect(statement).toMatchObject({
      batchId,
      payerName: 'Creator Portal',
      creatorName: 'Lina Wong',
      method: 'paypal',
      totals: [{ currency: 'MYR', amountMinor: 19550 }],
    });
    expect(statement.lines).toHaveLength(2);
    expect(statement.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          taskId: first.task.id,
          referralId: null,
          campaign: first.campaign.title,
          amountMinor: 12050,
          currency: 'MYR',
          reference: paidFirst.railItemId,
        }),
        expect.objectContaining({ taskId: second.task.id, amountMinor: 7500 }),
      ]),
    );
    expect(Date.parse(statement.paidAt)).not.toBeNaN();

    const omarsStatement = (await omar.call(`/api/payments/statements/${batchId}`)).body as unknown as PaymentStatement;
    expect(omarsStatement.lines.map((line) => line.taskId)).toEqual([omars.task.id]);
    expect(omarsStatement.totals).toEqual([{ currency: 'MYR', amountMinor: 99900 }]);

    expect((await stranger.call(`/api/payments/statements/${batchId}`)).status).toBe(404);
    expect((await lina.call('/api/payments/statements/not-a-batch')).status).toBe(404);
    expect((await lina.call(`/api/payments/statements/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("is 404 while none of the caller's lines is paid yet", async () => {
    const admin = await portal.account('admin');
    const creator = await paypalCreator('Sent Only');
    const { task } = await approvedTask(db(), creator.id);
    const { batchId } = await scheduled(db(), admin.id, { method: 'paypal', currency: 'MYR', taskIds: [task.id] });
    await sendBatch(db(), new ScriptedRail(), batchId);
    expect((await creator.call(`/api/payments/statements/${batchId}`)).status).toBe(404);
  });

  it("names a payment made by hand by the manager's reference", async () => {
    const admin = await portal.account('admin');
    const creator = await paypalCreator('Hand Paid');
    const { task } = await approvedTask(db(), creator.id, { incentiveMinor: 5000 });
    expect((await review(admin, task.id, { action: 'startPayout' })).status).toBe(204);
    expect((await review(admin, task.id, { action: 'markPaid', reference: 'TRX-778' })).status).toBe(204);
    const [line] = await db().select().from(payoutLines).where(eq(payoutLines.taskId, task.id));
    const statement = (await creator.call(`/api/payments/statements/${line?.batchId}`))
      .body as unknown as PaymentStatement;
    expect(statement).toMatchObject({
      method: 'manual',
      lines: [expect.objectContaining({ reference: 'TRX-778', amountMinor: 5000 })],
      totals: [{ currency: 'MYR', amountMinor: 5000 }],
    });
  });
});
