import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleBatchResult } from '@portal/domain/admin';
import type { PersonalDataReadPage } from '@portal/domain/privacy';
import { personalDataReads } from '../../db/schema/privacy.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { approvedTask } from '../payouts/payouts.test-kit.ts';
import { payoutRailsOf } from '../payouts/rails.ts';
import { reviewKit } from '../review/review.test-kit.ts';

let portal: TestApp;
let manager: TestAccount;
beforeAll(async () => {
  const rails = payoutRailsOf({
    PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com',
    PAYPAL_CLIENT_ID: undefined,
    PAYPAL_CLIENT_SECRET: undefined,
    PAYPAL_WEBHOOK_ID: undefined,
    PAYPAL_POLL_SECONDS: 300,
    BANK_PAYOUT_ACCOUNT_NO: '514012345678',
    BANK_PAYOUT_NAME: 'Creator Portal Sdn Bhd',
    BANK_PAYOUT_COUNTRY: 'MY',
    BANK_PAYOUT_MODE: undefined,
    PAYOUT_SEND_LEASE_SECONDS: 300,
  });
  portal = await startTestApp({}, { payoutRails: rails });
  manager = await portal.account('admin', 'Aisyah Manager');
});
afterAll(() => portal.close());

const { payByBank } = reviewKit(() => portal);

// As the creator saves them (reviewKit's payByBank): masked, the back office sees their last 4 letters or digits.
const ACCOUNT_NO = '1234-5678-90';
const NRIC = '900101-14-5678';

/** A creator paid by bank transfer, with a task approved for payment. */
async function creatorOwed(name = 'Nur Aisyah') {
  const creator = await portal.account('influencer', name);
  await payByBank(creator);
  const { task } = await approvedTask(portal.database.db, creator.id, { currency: 'RM' });
  return { creator, taskId: task.id };
}

const reveal = (account: TestAccount, userId: string, body: unknown) =>
  account.call(`/api/admin/influencers/${userId}/personal-data`, { body });

const logOf = async (creator: TestAccount, query = '') => {
  const answer = await creator.call(`/api/me/personal-data-reads${query}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as PersonalDataReadPage;
};

const readsOf = (subjectId: string) =>
  portal.database.db.select().from(personalDataReads).where(eq(personalDataReads.subjectId, subjectId));

describe('the back office sees identity and bank account numbers masked', () => {
  it('on the task page and in the payouts queue, never in full', async () => {
    const { creator, taskId } = await creatorOwed();

    const task = await manager.call(`/api/admin/tasks/${taskId}`);
    expect(task.body).toMatchObject({
      payout: { userId: creator.id, bankName: 'Maybank', bankAccNo: '••••7890', nric: '••••5678' },
    });
    const queue = await manager.call('/api/admin/queues/payouts?pageSize=100');
    const item = (queue.body as { items: { task: { id: string }; payout: unknown }[] }).items.find(
      (entry) => entry.task.id === taskId,
    );
    expect(item?.payout).toMatchObject({ userId: creator.id, bankAccNo: '••••7890', nric: '••••5678' });

    for (const text of [JSON.stringify(task.body), JSON.stringify(queue.body)]) {
      expect(text).not.toContain(ACCOUNT_NO);
      expect(text).not.toContain('1234567890');
      expect(text).not.toContain(NRIC);
    }
    // Showing them masked is not a read.
    expect(await readsOf(creator.id)).toEqual([]);
  });
});

describe('POST /api/admin/influencers/:userId/personal-data', () => {
  it('answers the number in full and records who read which, why and when', async () => {
    const { creator } = await creatorOwed();
    const before = Date.now();

    const account = await reveal(manager, creator.id, { field: 'bank-account', reason: '  Making a payout  ' });
    expect(account).toEqual({ status: 200, body: { field: 'bank-account', value: ACCOUNT_NO } });
    const id = await reveal(manager, creator.id, { field: 'id-number', reason: 'Creator asked: by e-mail' });
    expect(id).toEqual({ status: 200, body: { field: 'id-number', value: NRIC } });

    const reads = await readsOf(creator.id);
    expect(
      reads.map(({ readerId, readerName, field, channel, reason }) => ({
        readerId,
        readerName,
        field,
        channel,
        reason,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          readerId: manager.id,
          readerName: 'Aisyah Manager',
          field: 'bank-account',
          channel: 'reveal',
          reason: 'Making a payout',
        },
        {
          readerId: manager.id,
          readerName: 'Aisyah Manager',
          field: 'id-number',
          channel: 'reveal',
          reason: 'Creator asked: by e-mail',
        },
      ]),
    );
    expect(reads).toHaveLength(2);
    for (const read of reads) {
      expect(read.readAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(read.readAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('refuses a reveal without a reason of 3 to 200 characters, and records nothing', async () => {
    const { creator } = await creatorOwed();
    for (const body of [
      { field: 'bank-account' },
      { field: 'bank-account', reason: '' },
      { field: 'bank-account', reason: '  ab  ' },
      { field: 'bank-account', reason: 'x'.repeat(201) },
      { field: 'password', reason: 'Making a payout' },
    ]) {
      const answer = await reveal(manager, creator.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).not.toContain('1234');
    }
    const short = await reveal(manager, creator.id, { field: 'id-number', reason: 'ab' });
    expect(short.body).toMatchObject({ code: 'read-reason-required' });
    expect(await readsOf(creator.id)).toEqual([]);
  });

  it('is for admins only: a creator is refused (403), a visitor too (401), and nothing is recorded', async () => {
    const { creator } = await creatorOwed();
    const other = await portal.account();
    const body = { field: 'bank-account', reason: 'Making a payout' };
    expect((await reveal(other, creator.id, body)).status).toBe(403);
    expect((await reveal(creator, creator.id, body)).status).toBe(403);
    expect((await portal.client().call(`/api/admin/influencers/${creator.id}/personal-data`, { body })).status).toBe(
      401,
    );
    expect(await readsOf(creator.id)).toEqual([]);
  });

  it('is 404 for a number the creator never gave, or someone unknown, and records nothing', async () => {
    const paypalOnly = await portal.account();
    const body = { field: 'bank-account', reason: 'Making a payout' };
    const none = await reveal(manager, paypalOnly.id, body);
    expect([none.status, none.body?.code]).toEqual([404, 'personal-data-not-given']);
    const unknown = await reveal(manager, 'no-such-user', body);
    expect([unknown.status, unknown.body?.code]).toEqual([404, 'user-not-found']);
    expect(await readsOf(paypalOnly.id)).toEqual([]);
  });
});

describe('files with the numbers in full record one read per creator in them', () => {
  it('the payouts export: each creator’s numbers once, however many of their tasks it has', async () => {
    const first = await creatorOwed('Siti Export');
    const second = await creatorOwed('Tan Export');
    const { task: secondTask } = await approvedTask(portal.database.db, first.creator.id, { currency: 'RM' });

    const csv = await fetch(`${portal.baseUrl}/api/admin/payouts/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ taskIds: [first.taskId, second.taskId, secondTask.id] }),
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(ACCOUNT_NO);

    for (const { creator } of [first, second]) {
      const reads = await readsOf(creator.id);
      expect(reads.map(({ field, channel, reason, readerName }) => ({ field, channel, reason, readerName }))).toEqual(
        expect.arrayContaining([
          { field: 'bank-account', channel: 'payouts-export', reason: 'Payouts export', readerName: 'Aisyah Manager' },
          { field: 'id-number', channel: 'payouts-export', reason: 'Payouts export', readerName: 'Aisyah Manager' },
        ]),
      );
      expect(reads).toHaveLength(2);
    }
  });

  it('the bank transfer file of a batch, naming the batch; sending the batch records nothing more', async () => {
    const first = await creatorOwed('Mei Bank');
    const second = await creatorOwed('Ravi Bank');
    const scheduled = await manager.call('/api/admin/payout-batches', {
      body: { method: 'bank', currency: 'RM', taskIds: [first.taskId, second.taskId] },
    });
    const { batchId } = scheduled.body as unknown as ScheduleBatchResult;
    expect(batchId).toBeTruthy();

    const file = await fetch(`${portal.baseUrl}/api/admin/payout-batches/${batchId}/file`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('1234567890');
    const digest = file.headers.get('x-file-digest') ?? '';

    for (const { creator } of [first, second]) {
      const reads = await readsOf(creator.id);
      expect(
        reads
          .map(({ field, channel, reason }) => ({ field, channel, reason }))
          .sort((a, b) => a.field.localeCompare(b.field)),
      ).toEqual([
        { field: 'bank-account', channel: 'bank-file', reason: `Bank transfer file of payout batch ${batchId}` },
        { field: 'id-number', channel: 'bank-file', reason: `Bank transfer file of payout batch ${batchId}` },
      ]);
    }

    const sent = await manager.call(`/api/admin/payout-batches/${batchId}/send`, { body: { fileDigest: digest } });
    expect(sent.body).toMatchObject({ status: 'sent' });
    expect(await readsOf(first.creator.id)).toHaveLength(2);
  });
});

describe('GET /api/me/personal-data-reads', () => {
  it('shows the creator their own log only, newest first, a page at a time', async () => {
    const { creator } = await creatorOwed('Own Log');
    const { creator: other } = await creatorOwed('Other Log');
    expect(await logOf(creator)).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });

    await reveal(manager, creator.id, { field: 'bank-account', reason: 'Making a payout' });
    await reveal(manager, other.id, { field: 'id-number', reason: 'Checking a payment problem' });
    await reveal(manager, creator.id, { field: 'id-number', reason: 'Creator asked' });

    const log = await logOf(creator);
    expect(log).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(log.items.map(({ readerName, field, channel, reason }) => ({ readerName, field, channel, reason }))).toEqual(
      [
        { readerName: 'Aisyah Manager', field: 'id-number', channel: 'reveal', reason: 'Creator asked' },
        { readerName: 'Aisyah Manager', field: 'bank-account', channel: 'reveal', reason: 'Making a payout' },
      ],
    );
    expect(Date.parse(log.items[0]?.readAt ?? '')).toBeGreaterThanOrEqual(Date.parse(log.items[1]?.readAt ?? ''));
    expect(JSON.stringify(log)).not.toContain('Checking a payment problem');

    const secondPage = await logOf(creator, '?page=2&pageSize=1');
    expect(secondPage).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ field: 'bank-account' }] });

    const otherLog = await logOf(other);
    expect(otherLog.items.map((item) => item.reason)).toEqual(['Checking a payment problem']);
    expect((await portal.client().call('/api/me/personal-data-reads')).status).toBe(401);
  });
});
