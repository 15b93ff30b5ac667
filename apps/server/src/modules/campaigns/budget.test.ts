import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@portal/domain/admin';
import type { NewCampaign } from '@portal/domain/campaigns';
import type { Task, TaskStatus } from '@portal/domain/tasks';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { payments, referrals } from '../../db/schema/referrals.ts';
import { createTask, createUsers, newCampaign } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';

let portal: TestApp;
let admin: TestAccount;
let creator: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  admin = await portal.account('admin', 'Mei Ling Manager');
  creator = await portal.account('influencer');
});
afterAll(() => portal.close());

const db = () => portal.database.db;

/** A campaign made through the back office: RM 100 a task, RM 20 a referral, no questions. */
async function created(overrides: Partial<NewCampaign> = {}): Promise<string> {
  const body = newCampaign({ incentive: 100, referralFee: 20, screeningQuestions: [], ...overrides });
  const answer = await admin.call('/api/admin/campaigns', { body });
  expect(answer.status).toBe(200);
  return answer.body?.id as string;
}

const read = async (campaignId: string) =>
  (await admin.call(`/api/admin/campaigns/${campaignId}`)).body as unknown as Campaign;

/** One task per status, each of a new creator. */
async function tasksIn(
  campaignId: string,
  statuses: TaskStatus[],
  values: Omit<Partial<typeof tasks.$inferInsert>, 'status'> = {},
) {
  const people = await createUsers(db(), statuses.length);
  return Promise.all(
    statuses.map((status, index) =>
      createTask(db(), { campaignId, userId: people[index]?.id ?? '', status, ...values }),
    ),
  );
}

/** A friend's task in `status`, brought in by a referral in `referralStatus`. */
async function referred(campaignId: string, status: TaskStatus, referralStatus: string) {
  const [referrer] = await createUsers(db(), 1);
  const [task] = await tasksIn(campaignId, [status]);
  if (!referrer || !task) throw new Error('no referral made');
  const [referral] = await db()
    .insert(referrals)
    .values({
      referrerId: referrer.id,
      referredUserId: task.userId,
      campaignId,
      taskId: task.id,
      status: referralStatus,
    })
    .returning();
  return referral;
}

describe('a campaign’s budget in the back office', () => {
  it('shows what its tasks and referral fees hold: invited, committed, approved, paid and what remains', async () => {
    const campaignId = await created({ budget: 1000 });
    await tasksIn(campaignId, ['SELECTED', 'APPLIED', 'ACCEPTED', 'REJECTED', 'APPROVED-PENDING-REPORT']);
    await tasksIn(campaignId, ['EXPIRED', 'APPLICATION-REJECTED']);
    // Agreed to RM 120 before the campaign's incentive changed: the agreed copy counts.
    await tasksIn(campaignId, ['PENDING-CHECKING'], { termsAgreedAt: new Date(), agreedIncentiveMinor: 12000 });
    await tasksIn(campaignId, ['APPROVED-PENDING-PAYMENT', 'APPROVED-PROCESSING-PAYMENT']);
    const [paid] = await tasksIn(campaignId, ['COMPLETED']);
    if (!paid) throw new Error('no paid task');
    await db().insert(payments).values({ userId: paid.userId, taskId: paid.id, amountMinor: 10000, currency: 'RM' });
    await referred(campaignId, 'ACCEPTED', 'REFERRAL-INVITED');
    await referred(campaignId, 'SELECTED', 'REFERRAL-INVITED');
    await referred(campaignId, 'COMPLETED', 'REFERRAL-PAYMENT');
    await referred(campaignId, 'COMPLETED', 'REFERRAL-COMPLETED');
    await referred(campaignId, 'EXPIRED', 'REFERRAL-REJECTED');

    const campaign = await read(campaignId);
    expect(campaign.budget).toBe(1000);
    expect(campaign.budgetUse).toEqual({
      // SELECTED and the referred friend's SELECTED task; an application waiting counts for nothing.
      invited: 200,
      // ACCEPTED, REJECTED, APPROVED-PENDING-REPORT, PENDING-CHECKING at 120, the friend's and their fee.
      committed: 100 + 100 + 100 + 120 + 100 + 20,
      // Two tasks approved for payment and a fee due.
      approved: 200 + 20,
      // The paid task, the two referred friends' paid tasks and a paid fee.
      paid: 300 + 20,
      remaining: 1000 - 540 - 220 - 320,
    });
  });

  it('counts nothing without a budget, and leaves what remains empty', async () => {
    const campaignId = await created();
    await tasksIn(campaignId, ['ACCEPTED']);
    const campaign = await read(campaignId);
    expect(campaign.budget).toBeNull();
    expect(campaign.budgetUse).toEqual({ invited: 0, committed: 100, approved: 0, paid: 0, remaining: null });
  });

  it('records who confirmed the funds and when, keeps it on a save, and drops it when withdrawn', async () => {
    const campaignId = await created({ budget: 500, fundsConfirmed: true });
    const confirmed = await read(campaignId);
    expect(confirmed.fundsConfirmation?.by).toBe('Mei Ling Manager');
    const at = confirmed.fundsConfirmation?.at ?? '';
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);

    const save = async (campaign: Campaign, changes: Partial<NewCampaign>) =>
      admin.call(`/api/admin/campaigns/${campaignId}`, {
        method: 'PUT',
        body: {
          ...newCampaign({ incentive: campaign.incentive, referralFee: 20, screeningQuestions: [], ...changes }),
          deadline: campaign.deadline,
          updatedAt: campaign.updatedAt,
        },
      });
    expect((await save(confirmed, { budget: 500, fundsConfirmed: true })).status).toBe(204);
    const kept = await read(campaignId);
    expect(kept.fundsConfirmation).toEqual(confirmed.fundsConfirmation);

    expect((await save(kept, { budget: 800, fundsConfirmed: true })).status).toBe(204);
    const raised = await read(campaignId);
    expect(raised.budget).toBe(800);
    expect(Date.parse(raised.fundsConfirmation?.at ?? '')).toBeGreaterThan(Date.parse(at));

    expect((await save(raised, { budget: 800, fundsConfirmed: false })).status).toBe(204);
    expect((await read(campaignId)).fundsConfirmation).toBeNull();
  });

  it('refuses a budget of nothing or less, and funds confirmed without a budget', async () => {
    const zero = await admin.call('/api/admin/campaigns', { body: newCampaign({ budget: 0 }) });
    expect(zero).toMatchObject({ status: 400, body: { code: 'budget-invalid' } });
    const cents = await admin.call('/api/admin/campaigns', { body: newCampaign({ budget: 10.005 }) });
    expect(cents).toMatchObject({ status: 400, body: { code: 'two-decimals-at-most' } });
    const noBudget = await admin.call('/api/admin/campaigns', { body: newCampaign({ fundsConfirmed: true }) });
    expect(noBudget).toMatchObject({ status: 400, body: { code: 'funds-need-budget' } });
  });

  it('does not copy the confirmation of the funds to a duplicate', async () => {
    const campaignId = await created({ budget: 500, fundsConfirmed: true });
    const copy = await admin.call(`/api/admin/campaigns/${campaignId}/duplicate`, { body: {} });
    const duplicate = await read(copy.body?.id as string);
    expect(duplicate.budget).toBe(500);
    expect(duplicate.fundsConfirmation).toBeNull();
  });
});

describe('inviting past the budget', () => {
  const invite = (campaignId: string, userIds: string[], beyondBudget?: boolean) =>
    admin.call(`/api/admin/campaigns/${campaignId}/tasks`, {
      body: { userIds, ...(beyondBudget === undefined ? {} : { beyondBudget }) },
    });
  const taskCount = async (campaignId: string) =>
    (await db().select({ id: tasks.id }).from(tasks).where(eq(tasks.campaignId, campaignId))).length;

  it('asks for a confirmation with the amounts, and invites once it is given', async () => {
    const campaignId = await created({ budget: 250 });
    const people = (await createUsers(db(), 3)).map((person) => person.id);
    expect((await invite(campaignId, people.slice(0, 2))).status).toBe(200);

    const refused = await invite(campaignId, people.slice(2));
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'invite-beyond-budget',
        params: { currency: 'RM', spent: '200.00', invites: '100.00', budget: '250.00' },
      },
    });
    expect(await taskCount(campaignId)).toBe(2);

    const confirmed = await invite(campaignId, people.slice(2), true);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body?.invited).toEqual(people.slice(2));
    expect(await taskCount(campaignId)).toBe(3);
  });

  it('lets only one of two invites made at once take the last room in the budget', async () => {
    const campaignId = await created({ budget: 150 });
    const people = (await createUsers(db(), 2)).map((person) => person.id);
    const answers = await Promise.all(people.map((person) => invite(campaignId, [person])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await taskCount(campaignId)).toBe(1);
  });

  it('invites freely into a campaign without a budget, and counts no one already invited', async () => {
    const open = await created();
    const people = (await createUsers(db(), 3)).map((person) => person.id);
    expect((await invite(open, people)).status).toBe(200);
    const tight = await created({ budget: 100 });
    expect((await invite(tight, people.slice(0, 1))).status).toBe(200);
    // Already in the campaign: nobody new, so nothing more is spent.
    expect((await invite(tight, people.slice(0, 1))).status).toBe(200);
  });
});

describe('approving an application past the budget', () => {
  const approve = (taskId: string, beyondBudget?: boolean) =>
    admin.call(`/api/admin/tasks/${taskId}/application`, {
      method: 'PUT',
      body: { decision: 'approve', ...(beyondBudget === undefined ? {} : { beyondBudget }) },
    });
  const statusOf = async (taskId: string) =>
    (await db().select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId)))[0]?.status;

  it('asks for a confirmation with the amounts, as an invite does, and approves once it is given', async () => {
    const campaignId = await created({ budget: 250 });
    await tasksIn(campaignId, ['ACCEPTED', 'SELECTED']);
    const [applied, other] = await tasksIn(campaignId, ['APPLIED', 'APPLIED']);
    if (!applied || !other) throw new Error('no applications');

    expect(await approve(applied.id)).toMatchObject({
      status: 409,
      body: {
        code: 'application-beyond-budget',
        params: { currency: 'RM', spent: '200.00', invites: '100.00', budget: '250.00' },
      },
    });
    expect(await statusOf(applied.id)).toBe('APPLIED');

    expect((await approve(applied.id, true)).status).toBe(204);
    expect(await statusOf(applied.id)).toBe('SELECTED');
  });

  it('approves without asking while the budget covers it', async () => {
    const campaignId = await created({ budget: 250 });
    await tasksIn(campaignId, ['ACCEPTED']);
    const [applied] = await tasksIn(campaignId, ['APPLIED', 'APPLIED']);
    if (!applied) throw new Error('no application');
    expect((await approve(applied.id)).status).toBe(204);
  });
});

describe('"Payment secured" on the creator’s task', () => {
  const secured = async (taskId: string) =>
    ((await creator.call(`/api/task/taskId?taskId=${taskId}`)).body as unknown as Task).paymentSecured;
  const ownTask = async (campaignId: string, status: TaskStatus) =>
    (await createTask(db(), { campaignId, userId: creator.id, status })).id;

  it('is shown when a manager confirmed funds for a budget that covers the incentive', async () => {
    const campaignId = await created({ budget: 300, fundsConfirmed: true });
    await tasksIn(campaignId, ['ACCEPTED', 'COMPLETED']);
    const own = await ownTask(campaignId, 'ACCEPTED');
    expect(await secured(own)).toBe(true);
  });

  it('is not shown without a confirmation, without a budget, or when the budget falls short', async () => {
    const unconfirmed = await created({ budget: 300 });
    expect(await secured(await ownTask(unconfirmed, 'ACCEPTED'))).toBe(false);
    const noBudget = await created();
    expect(await secured(await ownTask(noBudget, 'ACCEPTED'))).toBe(false);
    const short = await created({ budget: 250, fundsConfirmed: true });
    await tasksIn(short, ['APPROVED-PENDING-PAYMENT', 'PENDING-CHECKING']);
    expect(await secured(await ownTask(short, 'ACCEPTED'))).toBe(false);
  });

  it('counts an invite’s incentive with the rest, and shows nothing on an expired task', async () => {
    const campaignId = await created({ budget: 200, fundsConfirmed: true });
    await tasksIn(campaignId, ['ACCEPTED']);
    const invited = await ownTask(campaignId, 'SELECTED');
    expect(await secured(invited)).toBe(true);
    await db().update(campaigns).set({ budgetMinor: 19999 }).where(eq(campaigns.id, campaignId));
    expect(await secured(invited)).toBe(false);
    await db().update(tasks).set({ status: 'EXPIRED' }).where(eq(tasks.id, invited));
    await db().update(campaigns).set({ budgetMinor: 100000 }).where(eq(campaigns.id, campaignId));
    expect(await secured(invited)).toBe(false);
  });
});
