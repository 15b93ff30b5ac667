import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { referralLinks } from '../../db/schema/referrals.ts';
import { createCampaign, createInvite, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { setRole } from '../users/users.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

let counter = 0;
async function account(role: 'influencer' | 'admin' = 'influencer', name = 'Creator') {
  const browser = portal.client();
  const email = `ref${++counter}-${Date.now()}@example.com`;
  await browser.signUp(email, 'a-good-password', name);
  if (role === 'admin') await setRole(portal.database.db, email, 'admin');
  const token = await browser.token();
  const me = await browser.call('/api/auth', { token });
  return { browser, email, token, id: me.body?.id as string };
}

async function referrerWithLink() {
  const referrer = await account('influencer', 'Aisyah');
  const campaign = await createCampaign(portal.database.db, { referralFeeMinor: 2000, currency: 'RM' });
  await createTask(portal.database.db, { campaignId: campaign.id, userId: referrer.id, status: 'ACCEPTED' });
  const link = await referrer.browser.call('/api/link', { token: referrer.token, body: { campaignId: campaign.id } });
  return { referrer, campaign, code: link.body?.code as string };
}

describe('referral links', () => {
  it('creates one link however many clicks arrive at once, and loads it later', async () => {
    const referrer = await account();
    const campaign = await createCampaign(portal.database.db, { referralFeeMinor: 1500 });
    await createTask(portal.database.db, { campaignId: campaign.id, userId: referrer.id, status: 'SELECTED' });
    const before = await referrer.browser.call(`/api/referral/link?campaignId=${campaign.id}`, {
      token: referrer.token,
    });
    expect(before.body).toEqual({ code: null });

    const clicks = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        referrer.browser.call('/api/link', { token: referrer.token, body: { campaignId: campaign.id } }),
      ),
    );
    const codes = new Set(clicks.map((click) => click.body?.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes] as string[];
    expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const rows = await portal.database.db.select().from(referralLinks).where(eq(referralLinks.campaignId, campaign.id));
    expect(rows).toHaveLength(1);
    expect(
      (await referrer.browser.call(`/api/referral/link?campaignId=${campaign.id}`, { token: referrer.token })).body,
    ).toEqual({ code });
  });

  it('refuses a link for a campaign the creator is not in, or one without a referral fee', async () => {
    const creator = await account();
    const noFee = await createCampaign(portal.database.db);
    const other = await createCampaign(portal.database.db, { referralFeeMinor: 1000 });
    await createTask(portal.database.db, { campaignId: noFee.id, userId: creator.id, status: 'ACCEPTED' });
    expect(
      (await creator.browser.call('/api/link', { token: creator.token, body: { campaignId: other.id } })).status,
    ).toBe(404);
    expect(
      (await creator.browser.call('/api/link', { token: creator.token, body: { campaignId: noFee.id } })).status,
    ).toBe(400);
  });
});

describe('applying through a referral', () => {
  it('previews publicly, applies a friend and lists them for the referrer only', async () => {
    const { referrer, campaign, code } = await referrerWithLink();
    const preview = await portal.client().call(`/api/public/referral?referralId=${code}`);
    expect(preview.body).toMatchObject({
      id: code,
      status: null,
      referrerName: 'Aisyah',
      referralCampaign: { incentive: 150 },
    });

    const friend = await account('influencer', 'Farid');
    const applied = await friend.browser.call('/api/referral/accept', {
      token: friend.token,
      body: { referral: code, screeningResponses: [] },
    });
    expect(applied.body).toMatchObject({ status: 'APPLIED', associatedCampaign: campaign.id });
    expect((await friend.browser.call(`/api/referral?referralId=${code}`, { token: friend.token })).body).toMatchObject(
      {
        status: 'APPLIED',
      },
    );

    const mine = await referrer.browser.call(`/api/referral/task?campaignId=${campaign.id}`, { token: referrer.token });
    expect(mine.body).toEqual([
      { id: expect.any(String), status: 'REFERRAL-INVITED', referredUserDetails: { fullName: 'Farid' } },
    ]);
    const stranger = await account();
    expect(
      (await stranger.browser.call(`/api/referral/task?campaignId=${campaign.id}`, { token: stranger.token })).body,
    ).toEqual([]);
  });

  it("says a closed campaign's link is closed, and takes no application through it", async () => {
    const { campaign, code } = await referrerWithLink();
    await portal.database.db.update(campaigns).set({ closedAt: new Date() }).where(eq(campaigns.id, campaign.id));
    const preview = await portal.client().call(`/api/public/referral?referralId=${code}`);
    expect(preview).toMatchObject({ status: 200, body: { id: code, status: null, closed: true } });

    const friend = await account('influencer', 'Farid');
    const applied = await friend.browser.call('/api/referral/accept', {
      token: friend.token,
      body: { referral: code, screeningResponses: [] },
    });
    expect(applied.status).toBe(409);
    expect((await friend.browser.call(`/api/referral?referralId=${code}`, { token: friend.token })).body).toMatchObject(
      { status: null, closed: true },
    );
  });

  it('refuses a self-referral, a second referral and a second task', async () => {
    const { referrer, campaign, code } = await referrerWithLink();
    const self = await referrer.browser.call('/api/referral/accept', {
      token: referrer.token,
      body: { referral: code, screeningResponses: [] },
    });
    expect(self).toEqual({
      status: 400,
      body: { message: 'You cannot refer yourself', code: 'cannot-refer-yourself' },
    });

    const friend = await account();
    const body = { referral: code, screeningResponses: [] };
    expect((await friend.browser.call('/api/referral/accept', { token: friend.token, body })).status).toBe(200);
    expect((await friend.browser.call('/api/referral/accept', { token: friend.token, body })).status).toBe(409);

    const invite = await createInvite(portal.database.db, campaign.id);
    const viaInvite = await friend.browser.call('/api/task/invite/accept', {
      token: friend.token,
      body: { invite: invite.id, screeningResponses: [] },
    });
    expect(viaInvite.status).toBe(409);
    expect((await portal.client().call('/api/public/referral?referralId=unknown-code')).status).toBe(404);
  });
});

describe('the referral lifecycle', () => {
  it('falls due when the friend is paid, is paid by the back office and shows in the referrer payments only', async () => {
    const { db } = portal.database;
    const { referrer, campaign, code } = await referrerWithLink();
    const friend = await account('influencer', 'Farid');
    const admin = await account('admin');
    const applied = await friend.browser.call('/api/referral/accept', {
      token: friend.token,
      body: { referral: code, screeningResponses: [] },
    });
    const taskId = applied.body?.id as string;
    // The submission and its review are another issue's; here the task reaches review directly.
    await db.update(tasks).set({ status: 'PENDING-CHECKING' }).where(eq(tasks.id, taskId));

    const review = (body: unknown) =>
      admin.browser.call(`/api/admin/tasks/${taskId}/review`, { method: 'PUT', token: admin.token, body });
    expect((await review({ action: 'approve' })).status).toBe(204);
    expect((await review({ action: 'startPayout' })).body?.message).toBe('The creator has no payment details yet');
    await friend.browser.call('/api/auth/bank', {
      method: 'PUT',
      token: friend.token,
      body: {
        paymentMethod: 'Paypal',
        paypalEmail: 'farid@paypal.example',
        bankName: '',
        bankAccName: '',
        bankAccNo: '',
        nationalityDoc: '',
        nric: '',
        passportNumber: '',
      },
    });
    expect((await review({ action: 'startPayout' })).status).toBe(204);
    expect((await review({ action: 'markPaid', reference: 'TX-1' })).status).toBe(204);
    expect((await review({ action: 'markPaid', reference: 'TX-1' })).status).toBe(409);

    const due = await referrer.browser.call(`/api/referral/task?campaignId=${campaign.id}`, { token: referrer.token });
    const [referral] = due.body as unknown as { id: string; status: string }[];
    expect(referral?.status).toBe('REFERRAL-PAYMENT');
    expect((await referrer.browser.call('/api/referral/task/completed', { token: referrer.token })).body).toEqual([]);

    const pay = () =>
      admin.browser.call(`/api/admin/referrals/${referral?.id}`, {
        method: 'PUT',
        token: admin.token,
        body: { decision: 'pay' },
      });
    expect((await pay()).status).toBe(204);
    expect((await pay()).status).toBe(409);
    // The fee paid by hand is a manual batch of one line, recorded as the manager's.
    const [feeBatch] = await portal.database.db
      .select({ method: payoutBatches.method, createdBy: payoutBatches.createdBy })
      .from(payoutBatches)
      .innerJoin(payoutLines, eq(payoutLines.batchId, payoutBatches.id))
      .where(eq(payoutLines.referralId, referral?.id ?? ''));
    expect(feeBatch).toEqual({ method: 'manual', createdBy: admin.id });

    const paid = await referrer.browser.call('/api/referral/task/completed', { token: referrer.token });
    expect(paid.body).toEqual([
      {
        id: referral?.id,
        status: 'REFERRAL-COMPLETED',
        updatedAt: expect.any(String),
        referredUserDetails: { fullName: 'Farid' },
        referralTaskCampaign: { campaignTitle: campaign.title, referralFee: 20, currency: 'RM' },
      },
    ]);
    expect((await friend.browser.call('/api/referral/task/completed', { token: friend.token })).body).toEqual([]);
    const friendTask = await friend.browser.call(`/api/task/taskId?taskId=${taskId}`, { token: friend.token });
    expect(friendTask.body).toMatchObject({ status: 'COMPLETED' });
  });
});
