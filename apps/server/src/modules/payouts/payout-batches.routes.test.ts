import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutBatch, ScheduleBatchResult } from '@portal/domain/admin';
import type { PayoutTrackers } from '@portal/domain/earnings';
import { profiles } from '../../db/schema/profiles.ts';
import { startPaypalStub, type PaypalStub } from '../../testing/paypal-stub.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { approvedTask, paymentsOf, statusOf } from './payouts.test-kit.ts';
import { PAYPAL_WEBHOOK_PATH } from './paypal/paypal-webhooks.ts';
import { payoutRailsOf } from './rails.ts';

type Portal = Awaited<ReturnType<typeof startTestApp>>;
type Account = Awaited<ReturnType<Portal['account']>>;

let stub: PaypalStub;
let portal: Portal;
let manager: Account;

/** The rails as the settings would set them up, with PayPal's retries kept short. */
const rails = () =>
  payoutRailsOf(
    {
      PAYPAL_API_URL: stub.url,
      PAYPAL_CLIENT_ID: stub.clientId,
      PAYPAL_CLIENT_SECRET: stub.clientSecret,
      PAYPAL_WEBHOOK_ID: stub.webhookId,
      PAYPAL_POLL_SECONDS: 300,
      BANK_PAYOUT_ACCOUNT_NO: '514012345678',
      BANK_PAYOUT_NAME: 'Creator Portal Sdn Bhd',
      BANK_PAYOUT_COUNTRY: 'MY',
      BANK_PAYOUT_MODE: undefined,
      PAYOUT_SEND_LEASE_SECONDS: 300,
    },
    { maxAttempts: 3, backoffMs: 1, maxWaitMs: 10, requestTimeoutMs: 2000, sleep: () => Promise.resolve() },
  );

beforeAll(async () => {
  stub = await startPaypalStub();
  portal = await startTestApp({}, { payoutRails: rails() });
  manager = await portal.account('admin', 'Aisyah Manager');
});
afterAll(async () => {
  await portal.close();
  await stub.close();
});

/** A creator paid on `method`, with a task of theirs approved for payment. */
async function creatorOwed(method: 'Paypal' | 'Bank Transfer', incentiveMinor = 15000) {
  const creator = await portal.account();
  await portal.database.db
    .insert(profiles)
    .values({
      userId: creator.id,
      paymentMethod: method,
      paypalEmail: `paid-${creator.id}@example.com`,
      bankName: 'Maybank',
      bankAccName: 'Nur Aisyah',
      bankAccNo: '114012345678',
      nric: '900101-14-5678',
    })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { paymentMethod: method, paypalEmail: `paid-${creator.id}@example.com` },
    });
  // In the portal's own currency, as campaigns write it: the rails are given its ISO code.
  const { task } = await approvedTask(portal.database.db, creator.id, { incentiveMinor, currency: 'RM' });
  return { creator, task, paypalEmail: `paid-${creator.id}@example.com` };
}

async function schedule(method: 'paypal' | 'bank' | 'manual', taskIds: string[]) {
  const answer = await manager.call('/api/admin/payout-batches', {
    body: { method, currency: 'RM', taskIds },
  });
  expect(answer.status).toBe(200);
  const result = answer.body as unknown as ScheduleBatchResult;
  if (!result.batchId) throw new Error(`nothing scheduled: ${JSON.stringify(result.skipped)}`);
  return result.batchId;
}

const batch = async (batchId: string) =>
  (await manager.call(`/api/admin/payout-batches/${batchId}`)).body as unknown as PayoutBatch;
const lineOf = (found: PayoutBatch, taskId: string) => found.lineItems.find((line) => line.taskId === taskId);
const trackerOf = async (creator: Account, taskId: string) =>
  ((await creator.call('/api/payments/payouts')).body as unknown as PayoutTrackers).payouts.find(
    (payout) => payout.taskId === taskId,
  );

describe('payout batches through PayPal', () => {
  it('previews what is due per rail, pays one creator, and gets the returned one paid in a later batch', async () => {
    const paid = await creatorOwed('Paypal', 15000);
    const returned = await creatorOwed('Paypal', 8000);
    stub.script(returned.paypalEmail, 'RETURNED');

    const due = await manager.call('/api/admin/payout-batches/due?dueBy=2026-12-31');
    expect(due.body).toMatchObject({ rails: ['paypal', 'bank', 'manual'] });
    const paypalGroup = (due.body as { groups: { method: string; payouts: { taskId: string }[] }[] }).groups.find(
      (group) => group.method === 'paypal',
    );
    expect(paypalGroup?.payouts.map((payout) => payout.taskId)).toEqual(
      expect.arrayContaining([paid.task.id, returned.task.id]),
    );

    const batchId = await schedule('paypal', [paid.task.id, returned.task.id]);
    expect(await trackerOf(paid.creator, paid.task.id)).toMatchObject({ stage: 'scheduled' });
    const sent = await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent' });
    const lines = (sent.body as unknown as PayoutBatch).lineItems;
    for (const line of lines) expect(stub.paymentsOf(line.id)).toBe(1);
    expect(stub.amountOf(lineOf(sent.body as unknown as PayoutBatch, paid.task.id)?.id ?? '')).toEqual({
      value: '150.00',
      currency: 'MYR',
    });

    // Sending again changes nothing and pays nobody twice.
    const again = await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} });
    expect([again.status, again.body?.code]).toEqual([409, 'payout-batch-already-sent']);

    const refreshed = await manager.call(`/api/admin/payout-batches/${batchId}/refresh`, { method: 'POST' });
    expect(refreshed.status).toBe(200);
    const settled = refreshed.body as unknown as PayoutBatch;
    expect(settled.status).toBe('settled');
    expect(lineOf(settled, paid.task.id)).toMatchObject({ status: 'paid' });
    expect(lineOf(settled, returned.task.id)).toMatchObject({
      status: 'returned',
      reason: expect.stringContaining('refused'),
    });
    expect(await statusOf(portal.database.db, paid.task.id)).toBe('COMPLETED');
    expect(await paymentsOf(portal.database.db, returned.task.id)).toEqual([]);

    // The creator sees why, and what to do.
    expect(await trackerOf(returned.creator, returned.task.id)).toMatchObject({
      stage: 'returned',
      problem: 'returned',
      reason: expect.stringContaining('refused'),
      method: 'paypal',
    });
    expect(await trackerOf(paid.creator, paid.task.id)).toMatchObject({
      stage: 'paid',
      paidAt: expect.any(String),
      batchId,
    });

    // Their details fixed, the returned payout goes out again in the next batch and is paid.
    stub.script(returned.paypalEmail, 'SUCCESS');
    const nextBatchId = await schedule('paypal', [returned.task.id]);
    expect((await manager.call(`/api/admin/payout-batches/${nextBatchId}/send`, { body: {} })).status).toBe(200);
    await manager.call(`/api/admin/payout-batches/${nextBatchId}/refresh`, { method: 'POST' });
    expect(await statusOf(portal.database.db, returned.task.id)).toBe('COMPLETED');
    expect(await paymentsOf(portal.database.db, returned.task.id)).toHaveLength(1);
    expect(await trackerOf(returned.creator, returned.task.id)).toMatchObject({ stage: 'paid', problem: null });
  });

  it('lets a batch go again when PayPal does not answer, and pays it once when sent again', async () => {
    const { task } = await creatorOwed('Paypal');
    const batchId = await schedule('paypal', [task.id]);
    stub.failNext('createPayout', 3, { status: 503 });

    const refused = await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} });
    expect([refused.status, refused.body?.code]).toEqual([502, 'payout-rail-unavailable']);
    const waiting = await batch(batchId);
    expect(waiting.status).toBe('scheduled');
    expect(stub.paymentsOf(lineOf(waiting, task.id)?.id ?? '')).toBe(0);

    expect((await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} })).status).toBe(200);
    expect(stub.paymentsOf(lineOf(await batch(batchId), task.id)?.id ?? '')).toBe(1);
  });

  it('pays once when PayPal took the batch but its answer was lost', async () => {
    const { task } = await creatorOwed('Paypal');
    const batchId = await schedule('paypal', [task.id]);
    stub.failNext('createPayout', 1, 'lose-answer');
    expect((await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} })).status).toBe(200);
    const sent = await batch(batchId);
    expect(sent.railBatchId).toBe(stub.payoutBatchIdOf(batchId));
    expect(stub.paymentsOf(lineOf(sent, task.id)?.id ?? '')).toBe(1);
  });

  it('applies a signed webhook once however often it is delivered, and refuses a tampered one', async () => {
    const { task } = await creatorOwed('Paypal');
    const batchId = await schedule('paypal', [task.id]);
    await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} });
    const lineId = lineOf(await batch(batchId), task.id)?.id ?? '';
    const webhook = stub.itemWebhook(lineId);
    const url = `${portal.baseUrl}${PAYPAL_WEBHOOK_PATH}`;

    const tampered = { ...webhook, body: webhook.body.replace(/"value":"[\d.]+"/, '"value":"9999.00"') };
    expect(await stub.deliver(url, tampered)).toBe(400);
    expect(lineOf(await batch(batchId), task.id)?.status).toBe('sent');

    for (let delivery = 0; delivery < 10; delivery++) expect(await stub.deliver(url, webhook)).toBe(200);
    expect(lineOf(await batch(batchId), task.id)?.status).toBe('paid');
    expect(await paymentsOf(portal.database.db, task.id)).toHaveLength(1);
    expect(stub.paymentsOf(lineId)).toBe(1);
  });

  it('sends a batch asked of two instances at once to PayPal once', async () => {
    const second = await startTestApp({}, { database: portal.database, payoutRails: rails() });
    try {
      const secondManager = await second.account('admin');
      const { task } = await creatorOwed('Paypal');
      const batchId = await schedule('paypal', [task.id]);
      const answers = await Promise.all([
        manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} }),
        secondManager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(stub.paymentsOf(lineOf(await batch(batchId), task.id)?.id ?? '')).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('payout batches by bank file and by hand', () => {
  it('sends a bank batch only with the file the manager downloaded, then settles it from the bank result', async () => {
    const paid = await creatorOwed('Bank Transfer', 12000);
    const rejected = await creatorOwed('Bank Transfer', 9000);
    const batchId = await schedule('bank', [paid.task.id, rejected.task.id]);

    const file = await fetch(`${portal.baseUrl}/api/admin/payout-batches/${batchId}/file`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
    const body = await file.text();
    expect(body).toContain('114012345678');
    const digest = file.headers.get('x-file-digest') ?? '';

    const notDownloaded = await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} });
    expect([notDownloaded.status, notDownloaded.body?.code]).toEqual([400, 'payout-file-not-downloaded']);
    const changed = await manager.call(`/api/admin/payout-batches/${batchId}/send`, {
      body: { fileDigest: 'not-this-file' },
    });
    expect([changed.status, changed.body?.code]).toEqual([409, 'payout-file-changed']);
    const sent = await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: { fileDigest: digest } });
    expect(sent.body).toMatchObject({ status: 'sent' });

    const sentBatch = sent.body as unknown as PayoutBatch;
    const statement = [
      'Reference,Status,Reason',
      `${lineOf(sentBatch, paid.task.id)?.id},SUCCESSFUL,`,
      `${lineOf(sentBatch, rejected.task.id)?.id},REJECTED,Account closed`,
      'NOT-OURS-123,SUCCESSFUL,',
    ].join('\r\n');
    const imported = await manager.call(`/api/admin/payout-batches/${batchId}/statement`, { body: { csv: statement } });
    expect(imported.body).toEqual({ applied: 2, unchanged: 0, unknownReferences: ['NOT-OURS-123'], unreadable: [] });
    expect(await statusOf(portal.database.db, paid.task.id)).toBe('COMPLETED');
    expect(await trackerOf(rejected.creator, rejected.task.id)).toMatchObject({
      stage: 'returned',
      problem: 'failed',
      reason: 'Account closed',
      method: 'bank',
    });
  });

  it('records a manual batch as paid only with the reference of the transfer', async () => {
    const { task } = await creatorOwed('Bank Transfer');
    const batchId = await schedule('manual', [task.id]);
    const withoutReference = await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: {} });
    expect([withoutReference.status, withoutReference.body?.code]).toEqual([400, 'payout-reference-required']);
    const sent = await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: { reference: 'IBG-7788' } });
    expect(sent.body).toMatchObject({ status: 'settled' });
    expect(await paymentsOf(portal.database.db, task.id)).toMatchObject([{ reference: 'IBG-7788' }]);
  });

  it('refuses a rail the portal is not set up for, and a creator calling the back office', async () => {
    const bare = await startTestApp({}, { database: portal.database });
    try {
      const bareManager = await bare.account('admin');
      const { task } = await creatorOwed('Paypal');
      const refused = await bareManager.call('/api/admin/payout-batches', {
        body: { method: 'paypal', currency: 'RM', taskIds: [task.id] },
      });
      expect([refused.status, refused.body?.code]).toEqual([409, 'payout-rail-not-set-up']);
      const creator = await bare.account();
      expect((await creator.call('/api/admin/payout-batches')).status).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
