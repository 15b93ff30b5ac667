import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_HISTORY_CSV_COLUMNS, type EarningsSummary } from '@portal/domain/earnings';
import type { ReferralStatus } from '@portal/domain/referrals';
import { payments, referrals } from '../../db/schema/referrals.ts';
import { createCampaign, createTask, createUsers } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';

/** The test's clock: Tuesday 1 December 2026, 01:00 in Kuala Lumpur (still 30 November in UTC). */
const now = new Date('2026-11-30T17:00:00Z');
let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp({}, { clock: () => now });
});
afterAll(() => portal.close());

const db = () => portal.database.db;

async function pay(
  userId: string,
  amountMinor: number,
  paidAt: string,
  more: Partial<typeof payments.$inferInsert> = {},
) {
  await db()
    .insert(payments)
    .values({ userId, amountMinor, currency: 'RM', paidAt: new Date(paidAt), ...more });
}

/** A friend `referrerId` brought into `campaignId`, whose referral stands at `status`. */
async function refer(referrerId: string, campaignId: string, status: ReferralStatus) {
  const [friend] = await createUsers(db(), 1);
  if (!friend) throw new Error('no friend');
  const task = await createTask(db(), { campaignId, userId: friend.id, status: 'ACCEPTED' });
  const [referral] = await db()
    .insert(referrals)
    .values({ referrerId, referredUserId: friend.id, campaignId, taskId: task.id, status })
    .returning();
  if (!referral) throw new Error('no referral');
  return referral;
}

/** A task of the creator's, each in its own campaign (one task per creator per campaign). */
async function taskOf(
  userId: string,
  campaign: Partial<Parameters<typeof createCampaign>[1]>,
  task: Omit<Parameters<typeof createTask>[1], 'campaignId' | 'userId'>,
) {
  const { id } = await createCampaign(db(), campaign);
  return createTask(db(), { campaignId: id, userId, ...task });
}

const summaryOf = async (creator: TestAccount) => {
  const answer = await creator.call('/api/payments/summary');
  expect(answer.status).toBe(200);
  return answer.body as unknown as EarningsSummary;
};

/** Another creator's rows in the same campaigns: they must never count for anyone else. */
async function someoneElsesRows(campaignId: string) {
  const other = await portal.account('influencer', 'Someone Else');
  await createTask(db(), {
    campaignId,
    userId: other.id,
    status: 'APPROVED-PENDING-PAYMENT',
    agreedIncentiveMinor: 99900,
    paymentDueOn: '2026-11-02',
  });
  await pay(other.id, 77700, '2026-11-30T16:30:00Z');
  await refer(other.id, campaignId, 'REFERRAL-PAYMENT');
  return other;
}

describe('earnings at a glance', () => {
  it('sums each currency: awaiting with the nearest due date, overdue, paid this Malaysian month and year, referral fees', async () => {
    const creator = await portal.account('influencer', 'Nurul Huda');
    const ringgit = await createCampaign(db(), { currency: 'RM', incentiveMinor: 15000, referralFeeMinor: 500 });
    const rm = { currency: 'RM', incentiveMinor: 15000 };
    const awaiting = 'APPROVED-PENDING-PAYMENT';
    // Due today (not overdue yet), due later, and overdue since yesterday.
    await taskOf(creator.id, rm, { status: awaiting, agreedIncentiveMinor: 10000, paymentDueOn: '2026-12-01' });
    await taskOf(creator.id, rm, { status: 'APPROVED-PROCESSING-PAYMENT', paymentDueOn: '2026-12-07' });
    await taskOf(creator.id, rm, { status: awaiting, agreedIncentiveMinor: 40000, paymentDueOn: '2026-11-30' });
    // Approved before due dates existed: awaiting, with no date.
    await taskOf(creator.id, { currency: 'USD', incentiveMinor: 5000 }, { status: awaiting });
    // Not awaiting payment: neither counts.
    await taskOf(creator.id, rm, { status: 'PENDING-CHECKING' });
    // 1 December 00:30 and 30 November 23:59 in Malaysia; 1 January 00:30 and 31 December 23:30.
    await pay(creator.id, 1000, '2026-11-30T16:30:00Z');
    await pay(creator.id, 2000, '2026-11-30T15:59:00Z');
    await pay(creator.id, 4000, '2025-12-31T16:30:00Z');
    await pay(creator.id, 8000, '2025-12-31T15:30:00Z');
    await refer(creator.id, ringgit.id, 'REFERRAL-INVITED');
    await refer(creator.id, ringgit.id, 'REFERRAL-PAYMENT');
    await refer(creator.id, ringgit.id, 'REFERRAL-PAYMENT');
    await refer(creator.id, ringgit.id, 'REFERRAL-REJECTED');
    const paidReferral = await refer(creator.id, ringgit.id, 'REFERRAL-COMPLETED');
    await pay(creator.id, 500, '2026-12-01T01:00:00Z', { referralId: paidReferral.id });
    await someoneElsesRows(ringgit.id);

    expect(await summaryOf(creator)).toEqual({
      currencies: [
        {
          currency: 'RM',
          awaiting: { amountMinor: 25000, count: 2, nearestDueOn: '2026-12-01' },
          overdue: { amountMinor: 40000, count: 1 },
          paidThisMonthMinor: 1500,
          paidThisYearMinor: 7500,
          referralFees: { pendingMinor: 500, payableMinor: 1000, paidMinor: 500 },
        },
        {
          currency: 'USD',
          awaiting: { amountMinor: 5000, count: 1, nearestDueOn: null },
          overdue: { amountMinor: 0, count: 0 },
          paidThisMonthMinor: 0,
          paidThisYearMinor: 0,
          referralFees: { pendingMinor: 0, payableMinor: 0, paidMinor: 0 },
        },
      ],
    });
  });

  it('is empty for a creator with nothing earned, whatever others have', async () => {
    const creator = await portal.account('influencer', 'New Creator');
    const campaign = await createCampaign(db(), { referralFeeMinor: 500 });
    await someoneElsesRows(campaign.id);
    expect(await summaryOf(creator)).toEqual({ currencies: [] });
  });

  it('is for signed-in creators only', async () => {
    expect((await portal.client().call('/api/payments/summary')).status).toBe(401);
  });
});

describe('the payment history CSV', () => {
  const download = (creator: TestAccount) =>
    fetch(`${portal.baseUrl}/api/payments/history.csv`, { headers: { authorization: `Bearer ${creator.token}` } });

  it("holds the creator's own payments made, newest first, escaped and with formulas defused", async () => {
    const creator = await portal.account('influencer', 'Nurul Huda');
    const campaign = await createCampaign(db(), {
      title: 'Raya "Glow", launch',
      currency: 'RM',
      incentiveMinor: 15000,
      referralFeeMinor: 500,
    });
    const mine = { title: campaign.title, currency: 'RM', incentiveMinor: 15000 };
    const paid = await taskOf(creator.id, mine, { status: 'COMPLETED', paymentDueOn: '2026-11-20' });
    await pay(creator.id, 15000, '2026-11-19T17:30:00Z', { taskId: paid.id, reference: '@SUM(A1)' });
    const paidLater = await taskOf(
      creator.id,
      { title: '=HYPERLINK("http://evil")', incentiveMinor: 123456 },
      { status: 'COMPLETED', paymentDueOn: '2026-12-04' },
    );
    await pay(creator.id, 123456, '2026-11-28T02:00:00Z', { taskId: paidLater.id });
    // Approved but not paid yet: the dashboard's earnings show them, the history does not.
    await taskOf(creator.id, mine, {
      status: 'APPROVED-PENDING-PAYMENT',
      paymentDueOn: '2026-11-27',
      updatedAt: new Date('2026-11-25T02:00:00Z'),
    });
    await taskOf(creator.id, mine, {
      status: 'APPROVED-PROCESSING-PAYMENT',
      paymentDueOn: '2026-12-04',
      updatedAt: new Date('2026-11-29T02:00:00Z'),
    });
    await taskOf(creator.id, mine, { status: 'PENDING-CHECKING' });
    const referral = await refer(creator.id, campaign.id, 'REFERRAL-COMPLETED');
    await pay(creator.id, 500, '2026-11-10T04:00:00Z', { referralId: referral.id, reference: 'FT-88, March' });
    await refer(creator.id, campaign.id, 'REFERRAL-PAYMENT');
    await someoneElsesRows(campaign.id);

    const response = await download(creator);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="payment-history.csv"');
    expect((await response.text()).split('\r\n')).toEqual([
      PAYMENT_HISTORY_CSV_COLUMNS.join(','),
      `2026-11-28,"'=HYPERLINK(""http://evil"")",Task,1234.56,RM,Paid,2026-12-04,2026-11-28,`,
      `2026-11-20,"Raya ""Glow"", launch",Task,150.00,RM,Paid,2026-11-20,2026-11-20,'@SUM(A1)`,
      '2026-11-10,"Raya ""Glow"", launch",Referral,5.00,RM,Paid,,2026-11-10,"FT-88, March"',
      '',
    ]);
  });

  it('is only the header for a creator with no payments, and refused without a session', async () => {
    const creator = await portal.account('influencer', 'New Creator');
    await someoneElsesRows((await createCampaign(db(), { referralFeeMinor: 500 })).id);
    expect(await (await download(creator)).text()).toBe(`${PAYMENT_HISTORY_CSV_COLUMNS.join(',')}\r\n`);
    expect((await fetch(`${portal.baseUrl}/api/payments/history.csv`)).status).toBe(401);
  });
});
