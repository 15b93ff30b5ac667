import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushPayload } from '@portal/domain/notifications';
import type { Mail } from '../../lib/mailer.ts';
import { createTask } from '../../testing/factories.ts';
import {
  startTestApp,
  TEST_AUTH_SECRET,
  TEST_PUBLIC_URL,
  type TestAccount,
  type TestApp,
} from '../../testing/test-app.ts';
import { deliverNotifications } from '../notifications/notifications.service.ts';
import { reviewKit } from '../review/review.test-kit.ts';
import { sendBatch } from './batches.service.ts';
import { approvedTask, only, referralOf, scheduled, ScriptedRail } from './payouts.test-kit.ts';
import { applyReports } from './reports.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const { payByBank } = reviewKit(() => portal);
const db = () => portal.database.db;
const sent: Mail[] = [];
const pushed: { userId: string; payload: PushPayload }[] = [];
/** One run of the notification outbox, its e-mails and pushes kept. */
const outboxRun = () =>
  deliverNotifications(
    db(),
    { send: async (mail) => void sent.push(mail) },
    {
      publicUrl: TEST_PUBLIC_URL,
      secret: TEST_AUTH_SECRET,
      log: pino({ level: 'silent' }),
      push: { deliver: async (userId, payload) => void pushed.push({ userId, payload }) },
    },
  );
beforeEach(async () => {
  while ((await outboxRun()).claimed > 0);
  sent.length = 0;
  pushed.length = 0;
});

const mailsTo = (account: TestAccount) => sent.filter((mail) => mail.to === account.email);

/** A creator paid by PayPal, in `locale`. */
async function paypalCreator(name: string, locale: 'en' | 'ms' | 'zh-Hans' = 'en') {
  const creator = await portal.account('influencer', name);
  expect((await creator.call('/api/auth', { method: 'PUT', body: { locale } })).status).toBe(200);
  const details = await payByBank(creator, {
    paymentMethod: 'Paypal',
    paypalEmail: `${name.split(' ')[0]}@example.com`,
  });
  expect(details.status).toBe(200);
  return creator;
}

/** A task of `creator`'s approved for payment in the campaign "Kopi Kita", scheduled in a PayPal batch and sent on `rail`. */
async function sentLine(admin: TestAccount, creator: TestAccount, rail: ScriptedRail) {
  const { task, campaign } = await approvedTask(db(), creator.id, { incentiveMinor: 12000 });
  const { batchId, lineIds } = await scheduled(db(), admin.id, {
    method: 'paypal',
    currency: 'MYR',
    taskIds: [task.id],
  });
  await sendBatch(db(), rail, batchId);
  return { task, campaign, batchId, lineId: only(lineIds) };
}

const threadSteps = async (creator: TestAccount, taskId: string) =>
  (((await creator.call(`/api/task/${taskId}/thread`)).body?.entries ?? []) as { action: string; remark: string }[])
    .filter((entry) => entry.action?.startsWith('payout'))
    .map((entry) => ({ action: entry.action, remark: entry.remark }));

describe('the creator hears of their payout on its rail', () => {
  it('sent, then unclaimed, then returned: one e-mail and one push each with what to do and the reason, none on a replay', async () => {
    const admin = await portal.account('admin');
    const creator = await paypalCreator('Nurul Huda');
    const rail = new ScriptedRail();
    const { task, campaign, batchId, lineId } = await sentLine(admin, creator, rail);

    await outboxRun();
    // Its payout started as it went in the batch, then the rail took it.
    expect(mailsTo(creator).map((mail) => mail.subject)).toEqual([
      `Your payment for ${campaign.title} is on its way`,
      `Your payment for ${campaign.title} has been sent`,
    ]);
    expect(mailsTo(creator)[1]?.text).toContain(
      `Your payment of MYR 120.00 for "${campaign.title}" has been sent to you. We will tell you once it has been paid.`,
    );
    expect(pushed.filter((push) => push.userId === creator.id).map((push) => push.payload.title)).toEqual([
      `Your payment for ${campaign.title} is on its way`,
      `Your payment for ${campaign.title} has been sent`,
    ]);

    // The batch sent again and the rail's word that the line is sent, twice: nothing new to tell.
    await sendBatch(db(), rail, batchId);
    const stillSent = rail.settle(lineId, 'sent');
    await applyReports(db(), [stillSent, stillSent]);
    sent.length = 0;
    await outboxRun();
    expect(mailsTo(creator)).toEqual([]);

    const unclaimed = rail.settle(lineId, 'unclaimed', 'RECEIVER_UNREGISTERED: Receiver is unregistered');
    await applyReports(db(), [unclaimed]);
    await applyReports(db(), [unclaimed]);
    await outboxRun();
    const unclaimedMail = only(mailsTo(creator));
    expect(unclaimedMail.subject).toBe(`Your payment for ${campaign.title} has not been claimed`);
    expect(unclaimedMail.text).toContain(
      `Your payment of MYR 120.00 for "${campaign.title}" was sent to your PayPal e-mail`,
    );
    expect(unclaimedMail.text).toContain(
      'Check the PayPal e-mail in your payment details: a PayPal account with that address claims it.',
    );
    expect(unclaimedMail.text).toContain('Reason: RECEIVER_UNREGISTERED: Receiver is unregistered');

    sent.length = 0;
    const returned = rail.settle(lineId, 'returned', 'RETURNED');
    await applyReports(db(), [returned, returned]);
    await outboxRun();
    const returnedMail = only(mailsTo(creator));
    expect(returnedMail.subject).toBe(`Your payment for ${campaign.title} came back`);
    expect(returnedMail.text).toContain(
      'Please check the bank account or PayPal e-mail in your payment details. We send it again in the next batch once they are right.',
    );
    expect(returnedMail.text).toContain('Reason: RETURNED');

    expect(await threadSteps(creator, task.id)).toEqual([
      { action: 'payoutSent', remark: null },
      { action: 'payoutUnclaimed', remark: 'RECEIVER_UNREGISTERED: Receiver is unregistered' },
      { action: 'payoutReturned', remark: 'RETURNED' },
    ]);
    const centre = ((await creator.call('/api/notifications')).body?.items ?? []) as { action: string; kind: string }[];
    expect(centre.slice(0, 3)).toEqual([
      expect.objectContaining({ action: 'payoutReturned', kind: 'payment' }),
      expect.objectContaining({ action: 'payoutUnclaimed', kind: 'payment' }),
      expect.objectContaining({ action: 'payoutSent', kind: 'payment' }),
    ]);
  });

  it('paid: the one e-mail of the payment made, with its amount and the rail reference, and none on a replayed webhook', async () => {
    const admin = await portal.account('admin');
    const creator = await paypalCreator('Tan Mei Ling');
    const rail = new ScriptedRail();
    const { campaign, lineId } = await sentLine(admin, creator, rail);
    await outboxRun();
    sent.length = 0;

    const paid = rail.settle(lineId, 'paid');
    await applyReports(db(), [paid]);
    await applyReports(db(), [paid, { ...paid, outcome: 'sent' }]);
    await outboxRun();
    const paidMail = only(mailsTo(creator));
    expect(paidMail.subject).toBe(`You have been paid for ${campaign.title}`);
    expect(paidMail.text).toContain(`Your payment of MYR 120.00 for "${campaign.title}" has been made.`);
    expect(paidMail.text).toContain(`Payment reference: ${paid.railItemId}`);
  });

  it('a line the rail refuses as it takes the batch comes back at once as failed, with the reason', async () => {
    const admin = await portal.account('admin');
    const creator = await paypalCreator('Ravi Kumar');
    const { task, campaign } = await approvedTask(db(), creator.id);
    const { batchId, lineIds } = await scheduled(db(), admin.id, {
      method: 'paypal',
      currency: 'MYR',
      taskIds: [task.id],
    });
    const refused = { lineId: only(lineIds), outcome: 'failed' as const, reason: 'No PayPal e-mail', at: new Date() };
    await sendBatch(
      db(),
      { method: 'paypal', send: async () => ({ railBatchId: null, reports: [refused] }), refresh: async () => [] },
      batchId,
    );
    await outboxRun();
    expect(mailsTo(creator).map((mail) => mail.subject)).toEqual([
      `Your payment for ${campaign.title} is on its way`,
      `Your payment for ${campaign.title} came back`,
    ]);
    expect(mailsTo(creator)[1]?.text).toContain('Reason: No PayPal e-mail');
  });

  it("in the creator's language", async () => {
    const admin = await portal.account('admin');
    const creator = await paypalCreator('Siti Aminah', 'ms');
    const rail = new ScriptedRail();
    const { campaign, lineId } = await sentLine(admin, creator, rail);
    await applyReports(db(), [rail.settle(lineId, 'returned', 'ACCOUNT_CLOSED')]);
    await outboxRun();
    expect(mailsTo(creator).map((mail) => mail.subject)).toEqual([
      `Bayaran anda untuk ${campaign.title} sedang dalam perjalanan`,
      `Bayaran anda untuk ${campaign.title} telah dihantar`,
      `Bayaran anda untuk ${campaign.title} telah dikembalikan`,
    ]);
    expect(mailsTo(creator)[2]?.text).toContain('Sebab: ACCOUNT_CLOSED');
  });

  it("a referral fee's line tells the referrer on their own task in the campaign, with the friend", async () => {
    const admin = await portal.account('admin');
    const friend = await paypalCreator('Farid Hakim');
    const referrer = await paypalCreator('Aisyah Rahman');
    const rail = new ScriptedRail();
    const { task, campaign } = await approvedTask(db(), friend.id, { referralFeeMinor: 2500 });
    const own = await createTask(db(), { campaignId: campaign.id, userId: referrer.id, status: 'ACCEPTED' });
    const referral = await referralOf(db(), referrer.id, task.id);
    const friendBatch = await scheduled(db(), admin.id, { method: 'paypal', currency: 'MYR', taskIds: [task.id] });
    await sendBatch(db(), rail, friendBatch.batchId);
    await applyReports(db(), [rail.settle(only(friendBatch.lineIds), 'paid')]);
    await outboxRun();
    sent.length = 0;

    const fee = await scheduled(db(), admin.id, { method: 'paypal', currency: 'MYR', referralIds: [referral.id] });
    await sendBatch(db(), rail, fee.batchId);
    await applyReports(db(), [rail.settle(only(fee.lineIds), 'failed', 'RECEIVER_ACCOUNT_LOCKED')]);
    await outboxRun();
    expect(mailsTo(referrer).map((mail) => mail.subject)).toEqual([
      `Your referral fee for ${campaign.title} has been sent`,
      `Your referral fee for ${campaign.title} came back`,
    ]);
    expect(mailsTo(referrer)[1]?.text).toContain('Your referral fee for referring Farid Hakim');
    expect(mailsTo(referrer)[1]?.text).toContain('Reason: RECEIVER_ACCOUNT_LOCKED');
    const centre = ((await referrer.call('/api/notifications')).body?.items ?? []) as {
      action: string;
      taskId: string;
      friendName: string;
    }[];
    expect(centre.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'referralFeeReturned', taskId: own.id, friendName: 'Farid Hakim' }),
      expect.objectContaining({ action: 'referralFeeSent', taskId: own.id, friendName: 'Farid Hakim' }),
    ]);
  });
});
