import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/campaigns.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import {
  startTestApp,
  TEST_AUTH_SECRET,
  TEST_PUBLIC_URL,
  type TestAccount,
  type TestApp,
} from '../../testing/test-app.ts';
import { deliverNotifications } from '../notifications/notifications.service.ts';
import { reviewKit } from '../review/review.test-kit.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const { payByBank, review } = reviewKit(() => portal);
const sent: Mail[] = [];
/** One run of the notification outbox, its e-mails kept in `sent`. */
const outboxRun = () =>
  deliverNotifications(
    portal.database.db,
    { send: async (mail) => void sent.push(mail) },
    { publicUrl: TEST_PUBLIC_URL, secret: TEST_AUTH_SECRET, log: pino({ level: 'silent' }) },
  );
beforeEach(async () => {
  while ((await outboxRun()).claimed > 0);
  sent.length = 0;
});

/** A referrer with a task and a link in a campaign paying a referral fee, and a friend applied through it. */
async function friendReferred(locale: 'en' | 'ms' | 'zh-Hans' = 'en') {
  const referrer = await portal.account('influencer', 'Aisyah');
  expect((await referrer.call('/api/auth', { method: 'PUT', body: { locale } })).status).toBe(200);
  const campaign = await createCampaign(portal.database.db, {
    title: 'Kopi Kita',
    referralFeeMinor: 2500,
    currency: 'RM',
  });
  const own = await createTask(portal.database.db, {
    campaignId: campaign.id,
    userId: referrer.id,
    status: 'ACCEPTED',
  });
  const code = (await referrer.call('/api/link', { body: { campaignId: campaign.id } })).body?.code as string;
  const friend = await portal.account('influencer', 'Farid Hakim');
  const applied = await friend.call('/api/referral/accept', { body: { referral: code, screeningResponses: [] } });
  expect(applied.status).toBe(200);
  return { referrer, friend, campaign, ownTaskId: own.id, friendTaskId: applied.body?.id as string };
}

/** The friend's work approved by the brand: it is theirs to do, so the task reaches review directly. */
async function friendCompletes(admin: TestAccount, taskId: string) {
  await portal.database.db.update(tasks).set({ status: 'PENDING-CHECKING' }).where(eq(tasks.id, taskId));
  expect((await review(admin, taskId, { action: 'approve' })).status).toBe(204);
}

const notificationsOf = async (account: TestAccount) =>
  ((await account.call('/api/notifications')).body?.items ?? []) as {
    action: string;
    kind: string;
    taskId: string;
    friendName: string | null;
    campaignTitle: string;
  }[];

describe("the referrer hears of each step of a referred friend's", () => {
  it('in the notification centre and by e-mail: applied, completed, fee due, fee paid', async () => {
    const admin = await portal.account('admin');
    const { referrer, friend, campaign, ownTaskId, friendTaskId } = await friendReferred();
    await outboxRun();
    expect((await notificationsOf(referrer))[0]).toEqual(
      expect.objectContaining({
        action: 'referralApplied',
        kind: 'referral',
        taskId: ownTaskId,
        friendName: 'Farid Hakim',
        campaignTitle: 'Kopi Kita',
      }),
    );
    const appliedMail = sent.find((mail) => mail.to === referrer.email);
    expect(appliedMail?.subject).toBe('Your friend Farid Hakim applied to Kopi Kita');
    expect(appliedMail?.text).toContain(
      'Your friend Farid Hakim applied to "Kopi Kita" through your referral link. You earn the referral fee when they complete the campaign.',
    );
    expect(appliedMail?.text).toContain('Referral fee: RM 25.00');
    expect(appliedMail?.text).toContain(`${TEST_PUBLIC_URL}/campaign/${ownTaskId}`);

    await friendCompletes(admin, friendTaskId);
    await outboxRun();
    expect(sent.filter((mail) => mail.to === referrer.email).map((mail) => mail.subject)).toEqual([
      'Your friend Farid Hakim applied to Kopi Kita',
      'Your friend Farid Hakim completed Kopi Kita',
    ]);

    await payByBank(friend);
    expect((await review(admin, friendTaskId, { action: 'startPayout' })).status).toBe(204);
    expect((await review(admin, friendTaskId, { action: 'markPaid', reference: 'TX-1' })).status).toBe(204);
    await outboxRun();
    const dueMail = sent.findLast((mail) => mail.to === referrer.email);
    expect(dueMail?.subject).toBe('Your referral fee for Kopi Kita is due');
    expect(dueMail?.text).toContain(
      'Your friend Farid Hakim has been paid for "Kopi Kita", so your referral fee is now due.',
    );

    const [referral] = (await referrer.call(`/api/referral/task?campaignId=${campaign.id}`)).body as unknown as {
      id: string;
    }[];
    expect(
      (
        await admin.call(`/api/admin/referrals/${referral?.id}`, {
          method: 'PUT',
          body: { decision: 'pay', reference: 'REF-77' },
        })
      ).status,
    ).toBe(204);
    await outboxRun();
    const paidMail = sent.findLast((mail) => mail.to === referrer.email);
    expect(paidMail?.subject).toBe('Your referral fee for Kopi Kita has been paid');
    expect(paidMail?.text).toContain('Your referral fee for referring Farid Hakim to "Kopi Kita" has been paid.');
    expect(paidMail?.text).toContain('Referral fee: RM 25.00');
    expect(paidMail?.text).toContain('Payment reference: REF-77');

    expect((await notificationsOf(referrer)).map((entry) => entry.action)).toEqual([
      'referralFeePaid',
      'referralFeeDue',
      'referralCompleted',
      'referralApplied',
    ]);
    // The friend hears of their own task only, the referrer's steps are not in it.
    expect((await notificationsOf(friend)).map((entry) => entry.kind)).not.toContain('referral');
    // Nor does the referrer's conversation with the brand about their own task list them.
    const thread = await referrer.call(`/api/task/${ownTaskId}/thread`);
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).not.toContain('referral');
  });

  it("in the referrer's language", async () => {
    const { referrer } = await friendReferred('ms');
    await outboxRun();
    const mail = sent.find((sentMail) => sentMail.to === referrer.email);
    expect(mail?.subject).toBe('Rakan anda Farid Hakim telah memohon untuk Kopi Kita');
  });

  it('with no e-mail or push when the referrer turned referrals off, still in the centre', async () => {
    const { referrer } = await friendReferred();
    expect(
      (
        await referrer.call('/api/notifications/preferences', {
          method: 'PATCH',
          body: { referral: { email: false } },
        })
      ).status,
    ).toBe(200);
    await outboxRun();
    expect(sent.filter((mail) => mail.to === referrer.email)).toEqual([]);
    expect((await notificationsOf(referrer)).map((entry) => entry.action)).toEqual(['referralApplied']);
  });
});
