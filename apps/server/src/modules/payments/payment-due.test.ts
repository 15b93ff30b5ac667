import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueCounts, QueuePage } from '@portal/domain/admin';
import type { Task } from '@portal/domain/tasks';
import { payoutDigests } from '../../db/schema/referrals.ts';
import { reports } from '../../db/schema/submissions.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { reviewKit } from '../review/review.test-kit.ts';
import { DigestDayHeldError, sendPayoutDigest } from './payout-digest.service.ts';

/** The test's clock: Friday 28 August 2026, 10:00 in Kuala Lumpur, until a test moves it. */
let now = new Date('2026-08-28T02:00:00Z');
let portal: TestApp;
let admin: TestAccount;
let creator: TestAccount;
beforeAll(async () => {
  portal = await startTestApp({}, { clock: () => now });
  admin = await portal.account('admin');
  creator = await portal.account('influencer', 'Nurul Huda');
});
afterAll(() => portal.close());

const { taskFor, review } = reviewKit(() => portal);
const dueDateOf = async (taskId: string) =>
  ((await creator.call(`/api/task/taskId?taskId=${taskId}`)).body as unknown as Task).paymentDueOn;

describe('a payment due date', () => {
  it('is set on approval, in working days: Monday 31 August (National Day) and the weekend are skipped', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING', { paymentDays: 1 });
    expect(await dueDateOf(task.taskId)).toBeNull();
    expect((await review(admin, task.taskId, { action: 'approve' })).status).toBe(204);
    expect(await dueDateOf(task.taskId)).toBe('2026-09-01');
  });

  it('counts from the report when one is owed, with the days the creator agreed to', async () => {
    const task = await taskFor(creator, 'APPROVED-PENDING-REPORT', { requiresReport: true, paymentDays: 14 });
    await task.report();
    // 14 working days from Friday 28 August: National Day and Malaysia Day (16 September) skipped.
    expect(await dueDateOf(task.taskId)).toBe('2026-09-21');
  });
});

describe('overdue payouts', () => {
  it('come first in the payouts, by due date, and are counted until paid; the count moves with the day', async () => {
    const campaign = await createCampaign(portal.database.db, { title: 'Overdue check' });
    const dues: [string, 'APPROVED-PENDING-PAYMENT' | 'APPROVED-PROCESSING-PAYMENT' | 'COMPLETED'][] = [
      ['2026-09-02', 'APPROVED-PENDING-PAYMENT'],
      ['2026-08-20', 'APPROVED-PROCESSING-PAYMENT'],
      ['2026-08-27', 'APPROVED-PENDING-PAYMENT'],
      ['2026-08-28', 'APPROVED-PENDING-PAYMENT'],
      ['2026-08-01', 'COMPLETED'],
    ];
    const names = new Map<string, string>();
    for (const [paymentDueOn, status] of dues) {
      const owner = await portal.account('influencer', `Due ${paymentDueOn}`);
      const task = await createTask(portal.database.db, {
        campaignId: campaign.id,
        userId: owner.id,
        status,
        paymentDueOn,
      });
      names.set(task.id, paymentDueOn);
    }
    // Overdue too, but its report still waits for the brand's review: in the reports queue, not the payouts.
    const reporting = await createCampaign(portal.database.db, {
      title: 'Overdue, report waiting',
      requiresReport: true,
    });
    const reporter = await portal.account('influencer', 'Report waiting');
    const underReview = await createTask(portal.database.db, {
      campaignId: reporting.id,
      userId: reporter.id,
      status: 'APPROVED-PENDING-PAYMENT',
      paymentDueOn: '2026-08-10',
    });
    await portal.database.db.insert(reports).values({ taskId: underReview.id, userId: reporter.id });
    const page = (await admin.call(`/api/admin/queues/payouts?campaignId=${campaign.id}`)).body as unknown as QueuePage;
    expect(page.items.map((item) => item.task.paymentDueOn)).toEqual([
      '2026-08-20',
      '2026-08-27',
      '2026-08-28',
      '2026-09-02',
    ]);

    const overdue = async () => ((await admin.call('/api/admin/queues')).body as unknown as QueueCounts).overduePayouts;
    // Due today is not overdue yet; the 20th (being paid) and the 27th are; the one whose report waits is not a payout yet.
    expect(await overdue()).toBe(2);
    // Saturday 29 August in Kuala Lumpur: the 28th has passed too (nothing was written meanwhile).
    now = new Date('2026-08-28T16:30:00Z');
    expect(await overdue()).toBe(3);
  });
});

describe("the team's daily payout e-mail", () => {
  it('goes out once a day from 08:00 in Malaysia, even when two instances try at once', async () => {
    const mails: Mail[] = [];
    const mailer = { send: async (mail: Mail) => void mails.push(mail) };
    const run = (at: string) =>
      sendPayoutDigest(portal.database.db, mailer, {
        to: 'ops@example.com',
        publicUrl: TEST_PUBLIC_URL,
        now: new Date(at),
      });

    // Monday 31 August, 07:30 in Kuala Lumpur: too early.
    expect(await run('2026-08-30T23:30:00Z')).toBe(false);
    // 08:05: two instances, one mail. The other finds the day sent, or still being sent: then it
    // throws, so that its retry sends the day if the first did not.
    const [first, second] = await Promise.allSettled([run('2026-08-31T00:05:00Z'), run('2026-08-31T00:05:00Z')]);
    const outcomes = [first, second].map((outcome) =>
      outcome?.status === 'fulfilled'
        ? outcome.value
        : outcome?.reason instanceof DigestDayHeldError
          ? 'held'
          : outcome,
    );
    expect(outcomes).toContain(true);
    expect(outcomes.filter((outcome) => outcome !== true)).toEqual([expect.toBeOneOf([false, 'held'])]);
    expect(await run('2026-08-31T09:00:00Z')).toBe(false);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('ops@example.com');
    expect(mail?.subject).toMatch(/^Payouts: \d+ overdue, \d+ due soon$/);
    // Overdue first, by due date; then what falls due by Wednesday 2 September (two working days on).
    expect(mail?.text).toContain('Due 2026-08-20, Overdue check: RM 150.00, due 20 Aug 2026 (overdue by 11 days)');
    expect(mail?.text).toContain('Falling due by 2 Sept 2026:');
    expect(mail?.text).toContain('Due 2026-09-02, Overdue check: RM 150.00, due 2 Sept 2026');
    expect(mail?.text).not.toContain('2026-08-01');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/admin/payouts`);

    // The next day, once more.
    expect(await run('2026-09-01T01:00:00Z')).toBe(true);
    expect(mails).toHaveLength(2);
  });

  it('is sent by a retry once the claim of a run that died while sending has run out, and by it alone', async () => {
    const mails: Mail[] = [];
    const mailer = { send: async (mail: Mail) => void mails.push(mail) };
    const run = (at: string) =>
      sendPayoutDigest(portal.database.db, mailer, {
        to: 'ops@example.com',
        publicUrl: TEST_PUBLIC_URL,
        now: new Date(at),
        askedAt: new Date('2026-09-03T00:00:00Z'),
      });
    // Thursday 3 September, 08:00: a run claimed the day and died before sending it.
    await portal.database.db
      .insert(payoutDigests)
      .values({ day: '2026-09-03', claimedUntil: new Date('2026-09-03T00:02:00Z') });

    await expect(run('2026-09-03T00:01:00Z')).rejects.toThrow(DigestDayHeldError);
    // The retry after the claim ran out sends it; one more finds it sent.
    expect(await run('2026-09-03T00:03:00Z')).toBe(true);
    expect(await run('2026-09-03T00:04:00Z')).toBe(false);
    expect(mails).toHaveLength(1);
  });

  it('tries again on the next run when the send fails', async () => {
    const mails: Mail[] = [];
    let failing = true;
    const mailer = {
      send: async (mail: Mail) => {
        if (failing) throw new Error('mail server down');
        mails.push(mail);
      },
    };
    const run = () =>
      sendPayoutDigest(portal.database.db, mailer, {
        to: 'ops@example.com',
        publicUrl: TEST_PUBLIC_URL,
        now: new Date('2026-09-02T01:00:00Z'),
      });
    await expect(run()).rejects.toThrow('mail server down');
    failing = false;
    expect(await run()).toBe(true);
    expect(mails).toHaveLength(1);
  });
});
