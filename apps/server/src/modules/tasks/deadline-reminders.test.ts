import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadEntry } from '@portal/domain/messages';
import { DEADLINE_REMINDER_EVENTS, type TaskStatus } from '@portal/domain/tasks';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { deliverNotifications } from '../notifications/notifications.service.ts';
import { reviewKit } from '../review/review.test-kit.ts';
import { recordDeadlineReminders } from './deadline-reminders.service.ts';

let portal: TestApp;
let creator: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  creator = await portal.account('influencer', 'Nurul Huda');
});
afterAll(() => portal.close());

const { taskFor } = reviewKit(() => portal);
const db = () => portal.database.db;

const HOUR = 60 * 60 * 1000;
// Wednesday 10 March 2027, noon in Kuala Lumpur: the sweeps below run at times the test picks.
const DEADLINE = new Date('2027-03-10T04:00:00.000Z');
const hoursBefore = (deadline: Date, hours: number) => new Date(deadline.getTime() - hours * HOUR);
const sweep = (now: Date) => recordDeadlineReminders(db(), now);

/** A creator's task in `status` with its own deadline, and where its draft stands (`draft`). */
async function taskWith(
  status: TaskStatus,
  deadline: Date,
  draft: Pick<typeof tasks.$inferInsert, 'draftSubmittedAt' | 'draftApproved' | 'draftComment'> = {},
) {
  const campaign = await createCampaign(db(), { title: 'Teh Tarik Fest', deadline });
  return createTask(db(), { campaignId: campaign.id, userId: creator.id, status, taskDeadline: deadline, ...draft });
}

/** The task's reminders recorded: which, for which deadline, and as what step. */
const remindersOf = async (taskId: string) =>
  (
    await db()
      .select()
      .from(taskEvents)
      .where(and(eq(taskEvents.taskId, taskId), inArray(taskEvents.action, [...DEADLINE_REMINDER_EVENTS])))
      .orderBy(taskEvents.id)
  ).map((event) => ({
    action: event.action,
    deadline: event.remindedDeadline?.toISOString(),
    step: [event.fromStatus, event.toStatus, event.actor],
  }));

/** The e-mails the outbox sends now, to the creator. */
async function mailsToCreator(): Promise<Mail[]> {
  const sent: Mail[] = [];
  while (
    (
      await deliverNotifications(
        db(),
        { send: async (mail) => void sent.push(mail) },
        { publicUrl: TEST_PUBLIC_URL, log: pino({ level: 'silent' }) },
      )
    ).claimed > 0
  );
  return sent.filter((mail) => mail.to === creator.email);
}

describe('deadline reminders', () => {
  it('reminds 48 hours before the deadline, then 24 hours before, once each, and e-mails the creator', async () => {
    const task = await taskWith('ACCEPTED', DEADLINE);
    await mailsToCreator();

    await sweep(hoursBefore(DEADLINE, 49));
    expect(await remindersOf(task.id)).toEqual([]);

    await sweep(hoursBefore(DEADLINE, 47));
    await sweep(hoursBefore(DEADLINE, 46.9));
    await sweep(hoursBefore(DEADLINE, 30));
    const deadline = DEADLINE.toISOString();
    const step = ['ACCEPTED', 'ACCEPTED', 'server'];
    expect(await remindersOf(task.id)).toEqual([{ action: 'remindDeadline48', deadline, step }]);
    const [first, ...more] = await mailsToCreator();
    expect(more).toEqual([]);
    expect(first?.subject).toBe('Reminder: Teh Tarik Fest is due within 48 hours');
    expect(first?.text).toContain(
      'Your deadline for "Teh Tarik Fest" is 10 Mar 2027, 12:00 GMT+8, less than 48 hours from now.',
    );
    expect(first?.text).toContain('Please send your work before then, or ask for more time on the task:');
    expect(first?.text).toContain(`${TEST_PUBLIC_URL}/campaign/${task.id}`);

    await sweep(hoursBefore(DEADLINE, 23));
    await sweep(hoursBefore(DEADLINE, 1));
    // Past the deadline nothing is due any more.
    await sweep(hoursBefore(DEADLINE, -1));
    expect(await remindersOf(task.id)).toEqual([
      { action: 'remindDeadline48', deadline, step },
      { action: 'remindDeadline24', deadline, step },
    ]);
    const [second, ...others] = await mailsToCreator();
    expect(others).toEqual([]);
    expect(second?.subject).toBe('Reminder: Teh Tarik Fest is due within 24 hours');
    expect(second?.text).toContain(
      'Your deadline for "Teh Tarik Fest" is 10 Mar 2027, 12:00 GMT+8, less than 24 hours from now.',
    );
  });

  it('reminds only a creator who still owes work: none with a draft or a submission waiting for review', async () => {
    const owing = {
      accepted: await taskWith('ACCEPTED', DEADLINE),
      draftApproved: await taskWith('ACCEPTED', DEADLINE, { draftSubmittedAt: new Date(), draftApproved: true }),
      rejected: await taskWith('REJECTED', DEADLINE),
    };
    const notOwing = {
      draftWaiting: await taskWith('ACCEPTED', DEADLINE, { draftSubmittedAt: new Date(), draftComment: 'My cut' }),
      submitted: await taskWith('PENDING-CHECKING', DEADLINE),
      invited: await taskWith('SELECTED', DEADLINE),
      expired: await taskWith('EXPIRED', DEADLINE),
      approved: await taskWith('APPROVED-PENDING-PAYMENT', DEADLINE),
    };
    await sweep(hoursBefore(DEADLINE, 20));
    for (const task of Object.values(owing)) {
      expect((await remindersOf(task.id)).map((reminder) => reminder.action)).toEqual(['remindDeadline24']);
    }
    for (const task of Object.values(notOwing)) expect(await remindersOf(task.id)).toEqual([]);
    expect((await remindersOf(owing.rejected.id))[0]?.step).toEqual(['REJECTED', 'REJECTED', 'server']);
  });

  it('sends no reminder once the work is submitted', async () => {
    const deadline = new Date(Date.now() + 100 * HOUR);
    const campaign = await createCampaign(db(), { deadline });
    const work = await taskFor(creator, 'ACCEPTED', { id: campaign.id });
    await db().update(tasks).set({ taskDeadline: deadline }).where(eq(tasks.id, work.taskId));
    await sweep(hoursBefore(deadline, 40));
    await work.submit();
    await sweep(hoursBefore(deadline, 20));
    expect((await remindersOf(work.taskId)).map((reminder) => reminder.action)).toEqual(['remindDeadline48']);
  });

  it('reminds a creator who accepted 30 hours before the deadline 24 hours before it only', async () => {
    const deadline = new Date(Date.now() + 30 * HOUR);
    const campaign = await createCampaign(db(), { deadline });
    const task = await createTask(db(), { campaignId: campaign.id, userId: creator.id, status: 'SELECTED' });
    const accepted = await creator.call('/api/task/accept', {
      method: 'PUT',
      body: { task: task.id, screeningResponses: [] },
    });
    expect(accepted.status).toBe(200);

    await sweep(hoursBefore(deadline, 29));
    expect(await remindersOf(task.id)).toEqual([]);
    await sweep(hoursBefore(deadline, 23));
    expect((await remindersOf(task.id)).map((reminder) => reminder.action)).toEqual(['remindDeadline24']);
  });

  it('reminds again of a deadline moved later by an extension', async () => {
    const admin = await portal.account('admin');
    const first = new Date(Date.now() + 40 * HOUR);
    const task = await taskWith('ACCEPTED', first);
    await sweep(hoursBefore(first, 39));
    expect((await remindersOf(task.id)).map((reminder) => reminder.action)).toEqual(['remindDeadline48']);

    const later = new Date(first.getTime() + 72 * HOUR);
    const asked = await creator.call('/api/task/extension', {
      body: { taskId: task.id, deadline: later.toISOString(), reason: 'My camera broke' },
    });
    expect(asked.status).toBe(200);
    const extensionId = (asked.body as { id: string }).id;
    expect(
      (await admin.call(`/api/admin/extensions/${extensionId}`, { method: 'PUT', body: { decision: 'approve' } }))
        .status,
    ).toBe(204);

    // The first deadline's 24-hour mark passes: the task is not due then any more.
    await sweep(hoursBefore(first, 20));
    await sweep(hoursBefore(later, 47));
    await sweep(hoursBefore(later, 23));
    expect((await remindersOf(task.id)).map((reminder) => [reminder.action, reminder.deadline])).toEqual([
      ['remindDeadline48', first.toISOString()],
      ['remindDeadline48', later.toISOString()],
      ['remindDeadline24', later.toISOString()],
    ]);
  });

  it('records each reminder once when two instances sweep at the same moment', async () => {
    const due = [await taskWith('ACCEPTED', DEADLINE), await taskWith('REJECTED', DEADLINE)];
    const second = await startTestApp({}, { database: portal.database });
    try {
      const at48 = hoursBefore(DEADLINE, 47.5);
      const runs48 = await Promise.all([
        recordDeadlineReminders(portal.database.db, at48),
        recordDeadlineReminders(second.database.db, at48),
        recordDeadlineReminders(portal.database.db, at48),
        recordDeadlineReminders(second.database.db, at48),
      ]);
      const at24 = hoursBefore(DEADLINE, 23.5);
      const runs24 = await Promise.all([
        recordDeadlineReminders(portal.database.db, at24),
        recordDeadlineReminders(second.database.db, at24),
      ]);
      for (const task of due) {
        expect((await remindersOf(task.id)).map((reminder) => reminder.action)).toEqual([
          'remindDeadline48',
          'remindDeadline24',
        ]);
        // Each run says what it recorded: one run recorded each reminder, the others nothing.
        for (const runs of [runs48, runs24]) {
          expect(runs.flat().filter((reminder) => reminder.taskId === task.id)).toHaveLength(1);
        }
      }
    } finally {
      await second.close();
    }
  });

  it("leaves the reminders out of the task's conversation, and in the back office's timeline", async () => {
    const admin = await portal.account('admin');
    const task = await taskWith('ACCEPTED', DEADLINE);
    await sweep(hoursBefore(DEADLINE, 47));
    const thread = (await creator.call(`/api/task/${task.id}/thread`)).body as unknown as { entries: ThreadEntry[] };
    expect(thread.entries.filter((entry) => entry.action?.startsWith('remindDeadline'))).toEqual([]);
    const timeline = (
      (await admin.call(`/api/admin/tasks/${task.id}`)).body as unknown as {
        events: { action: string; actor: string }[];
      }
    ).events;
    expect(timeline).toContainEqual(expect.objectContaining({ action: 'remindDeadline48', actor: 'server' }));
  });

  it('writes the reminder in the language saved on the account', async () => {
    const reader = await portal.account('influencer', 'Wei Ling');
    expect((await reader.call('/api/auth', { method: 'PUT', body: { locale: 'zh-Hans' } })).status).toBe(200);
    const campaign = await createCampaign(db(), { title: 'Teh Tarik Fest', deadline: DEADLINE });
    await createTask(db(), { campaignId: campaign.id, userId: reader.id, status: 'ACCEPTED', taskDeadline: DEADLINE });
    await sweep(hoursBefore(DEADLINE, 12));
    const sent: Mail[] = [];
    while (
      (await deliverNotifications(db(), { send: async (mail) => void sent.push(mail) }, { publicUrl: TEST_PUBLIC_URL }))
        .claimed > 0
    );
    const [mail] = sent.filter((each) => each.to === reader.email);
    expect(mail?.subject).toBe('提醒：Teh Tarik Fest 将在 24 小时内截止');
    expect(mail?.text).toContain(
      '你在“Teh Tarik Fest”的截止时间是 2027年3月10日 下午12:00（GMT+8），距现在不到 24 小时。',
    );
    expect(mail?.text).toContain('请在此之前提交你的作品，或在任务中申请更多时间：');
  });
});
