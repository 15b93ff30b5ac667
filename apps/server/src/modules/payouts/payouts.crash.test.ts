import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { PayoutBatch, ScheduleBatchResult } from '@portal/domain/admin';
import { openDatabase } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { payments } from '../../db/schema/referrals.ts';
import { startPaypalStub } from '../../testing/paypal-stub.ts';
import { freePort, killServer, signedUpCookie, startServerProcess, tokenOf } from '../../testing/server-process.ts';
import { ledgerBalances } from './ledger.ts';
import { approvedTask } from './payouts.test-kit.ts';

/**
 * A server killed (SIGKILL) while PayPal takes a batch it sent: after the restart, the batch is
 * sent again once its sender's lease ran out, PayPal takes that as a replay, and each creator is
 * paid exactly once, with the ledger balanced.
 */
const CREATORS = 3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-payout-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('pays each line of a batch once when the server sending it is killed mid-send', async () => {
  const stub = await startPaypalStub();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const settings = {
    PAYPAL_API_URL: stub.url,
    PAYPAL_CLIENT_ID: stub.clientId,
    PAYPAL_CLIENT_SECRET: stub.clientSecret,
    PAYPAL_POLL_SECONDS: '1',
    PAYOUT_SEND_LEASE_SECONDS: '2',
  };
  try {
    let server = await startServerProcess(dataDir, port, settings);
    const managerCookie = await signedUpCookie(base, `manager-${Date.now()}@example.com`);
    for (let index = 0; index < CREATORS; index++)
      await signedUpCookie(base, `payee-${index}-${Date.now()}@example.com`);
    await killServer(server);

    // The manager's role, the creators' PayPal details and their tasks approved for payment.
    const setup = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const [manager, ...creators] = await setup.db.query.users.findMany({
      orderBy: (user, { asc }) => asc(user.createdAt),
    });
    if (!manager) throw new Error('no manager');
    await setup.db.update(users).set({ role: 'admin' }).where(eq(users.id, manager.id));
    const taskIds: string[] = [];
    for (const creator of creators) {
      await setup.db
        .insert(profiles)
        .values({ userId: creator.id, paymentMethod: 'Paypal', paypalEmail: creator.email })
        .onConflictDoUpdate({ target: profiles.userId, set: { paymentMethod: 'Paypal', paypalEmail: creator.email } });
      taskIds.push((await approvedTask(setup.db, creator.id)).task.id);
    }
    await setup.close();

    server = await startServerProcess(dataDir, port, settings);
    const authorization = `Bearer ${await tokenOf(base, managerCookie)}`;
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const scheduled = (await (
      await post('/api/admin/payout-batches', { method: 'paypal', currency: 'MYR', taskIds })
    ).json()) as ScheduleBatchResult;
    const batchId = scheduled.batchId ?? '';
    expect(scheduled.scheduled).toBe(CREATORS);

    // PayPal takes the batch and pays it, but the server dies before it hears so.
    stub.failNext('createPayout', 1, 'work-then-hang');
    const sending = post(`/api/admin/payout-batches/${batchId}/send`, {}).catch(() => null);
    await expect.poll(() => stub.payoutBatchIdOf(batchId), { timeout: 30_000, interval: 50 }).toBeDefined();
    await killServer(server);
    expect(await sending).toBeNull();

    // Restarted, its PayPal job sends the batch again once the lease is over, and reads the outcome.
    server = await startServerProcess(dataDir, port, settings);
    const batchNow = async () =>
      (await (
        await fetch(`${base}/api/admin/payout-batches/${batchId}`, { headers: { authorization } })
      ).json()) as PayoutBatch;
    await expect.poll(async () => (await batchNow()).status, { timeout: 90_000, interval: 500 }).toBe('settled');
    const settled = await batchNow();
    expect(settled.lineItems.map((line) => line.status)).toEqual(Array(CREATORS).fill('paid'));
    for (const line of settled.lineItems) expect(stub.paymentsOf(line.id)).toBe(1);
    await killServer(server);

    const check = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      const paid = await check.db.select().from(payments).where(inArray(payments.taskId, taskIds));
      expect(paid).toHaveLength(CREATORS);
      const statuses = await check.db.select({ status: tasks.status }).from(tasks).where(inArray(tasks.id, taskIds));
      expect(statuses.map((task) => task.status)).toEqual(Array(CREATORS).fill('COMPLETED'));
      const ledger = await ledgerBalances(check.db);
      expect(ledger.unbalanced).toEqual([]);
      expect(ledger.totals).toContainEqual({ currency: 'MYR', account: 'paid', amountMinor: CREATORS * 15000 });
    } finally {
      await check.close();
    }
  } finally {
    await stub.close();
  }
}, 300_000);
