import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTask, ExtensionQueueItem, QueueCounts } from '@portal/domain/admin';
import {
  DECLINE_NEEDS_A_REMARK,
  EXTENSION_ALREADY_DECIDED,
  EXTENSION_ALREADY_PENDING,
  EXTENSION_NOT_AVAILABLE,
  EXTENSION_OVERTAKEN,
  EXTENSION_WINDOW_CLOSED,
  NEW_DEADLINE_NOT_LATER,
  NEW_DEADLINE_OUT_OF_RANGE,
  type DeadlineExtension,
  type Task,
  type TaskExtensions,
  type TaskStatus,
} from '@portal/domain/tasks';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { deliverNotifications } from '../notifications/notifications.service.ts';
import { expireOverdueTasks } from '../tasks/tasks.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** A creator with a task in a campaign whose deadline is in 10 days; the task's own deadline is `taskDeadline`. */
async function creatorWithTask(status: TaskStatus, taskDeadline: Date = inDays(10)) {
  const creator = await portal.account('influencer', 'Nurul Huda');
  const campaign = await createCampaign(portal.database.db, { title: 'Teh Tarik Fest', deadline: inDays(10) });
  const task = await createTask(portal.database.db, {
    campaignId: campaign.id,
    userId: creator.id,
    status,
    taskDeadline,
  });
  return { creator, campaign, task };
}

const ask = (creator: TestAccount, taskId: string, deadline: Date, reason = 'My camera broke') =>
  creator.call('/api/task/extension', { body: { taskId, deadline: deadline.toISOString(), reason } });
const extensionsOf = async (creator: TestAccount, taskId: string) =>
  (await creator.call(`/api/task/extension?taskId=${taskId}`)).body as unknown as TaskExtensions;
const taskOf = async (creator: TestAccount, taskId: string) =>
  (await creator.call(`/api/task/taskId?taskId=${taskId}`)).body as unknown as Task;
const decide = (admin: TestAccount, extensionId: string, body: unknown) =>
  admin.call(`/api/admin/extensions/${extensionId}`, { method: 'PUT', body });
const queue = async (admin: TestAccount) =>
  (await admin.call('/api/admin/extensions?pageSize=100')).body as unknown as { items: ExtensionQueueItem[] };

/** The e-mails the outbox sends now, to `to`. */
async function mailsTo(to: string): Promise<Mail[]> {
  const sent: Mail[] = [];
  await deliverNotifications(
    portal.database.db,
    { send: async (mail) => void sent.push(mail) },
    { publicUrl: TEST_PUBLIC_URL, log: pino({ level: 'silent' }), limit: 500 },
  );
  return sent.filter((mail) => mail.to === to);
}

describe('asking for a deadline extension', () => {
  it('waits in the back office queue, oldest first, counted, and one at a time', async () => {
    const admin = await portal.account('admin');
    const before = (await admin.call('/api/admin/queues')).body as unknown as QueueCounts;
    const { creator, task } = await creatorWithTask('ACCEPTED');

    const wanted = inDays(14);
    const asked = await ask(creator, task.id, wanted);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: 'PENDING', reason: 'My camera broke' });
    const [pending] = (await extensionsOf(creator, task.id)).requests;
    expect(pending).toMatchObject({ status: 'PENDING', requestedDeadline: wanted.toISOString() });

    const again = await ask(creator, task.id, inDays(20));
    expect(again.status).toBe(409);
    expect(again.body?.message).toBe(EXTENSION_ALREADY_PENDING);

    const counts = (await admin.call('/api/admin/queues')).body as unknown as QueueCounts;
    expect(counts.extensions).toBe(before.extensions + 1);
    const { items } = await queue(admin);
    expect(items.map((waiting) => waiting.createdAt)).toEqual(items.map((waiting) => waiting.createdAt).sort());
    const item = items.find((waiting) => waiting.task.id === task.id);
    expect(item).toMatchObject({ reason: 'My camera broke', influencer: { fullName: 'Nurul Huda' } });
  });

  it('needs a new date after the current deadline, and a reason', async () => {
    const { creator, task } = await creatorWithTask('REJECTED', inDays(10));
    const earlier = await ask(creator, task.id, inDays(9));
    expect(earlier.status).toBe(400);
    expect(earlier.body?.message).toBe(NEW_DEADLINE_NOT_LATER);
    const noReason = await ask(creator, task.id, inDays(12), '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body?.message).toBe('Please give a reason for the extension');
    expect((await extensionsOf(creator, task.id)).requests).toEqual([]);
  });

  it('needs a new date the portal can count down to (by 2100), asked for or granted', async () => {
    const admin = await portal.account('admin');
    const { creator, task } = await creatorWithTask('ACCEPTED', inDays(10));
    const farOff = await ask(creator, task.id, new Date('2999-12-31T00:00:00Z'));
    expect(farOff).toMatchObject({ status: 400, body: { message: NEW_DEADLINE_OUT_OF_RANGE } });
    const asked = (await ask(creator, task.id, inDays(14))).body as unknown as DeadlineExtension;
    const granted = await decide(admin, asked.id, { decision: 'approve', deadline: '2101-01-01T00:00:00.000Z' });
    expect(granted).toMatchObject({ status: 400, body: { message: NEW_DEADLINE_OUT_OF_RANGE } });
    expect((await extensionsOf(creator, task.id)).requests).toMatchObject([{ status: 'PENDING' }]);
  });

  it('is refused while a submission is under review, and 7 days after the task expired', async () => {
    const checking = await creatorWithTask('PENDING-CHECKING');
    const refused = await ask(checking.creator, checking.task.id, inDays(14));
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toBe(EXTENSION_NOT_AVAILABLE);

    const late = await creatorWithTask('ACCEPTED', inDays(-9));
    await expireOverdueTasks(portal.database.db);
    await portal.database.db
      .update(taskEvents)
      .set({ createdAt: inDays(-8) })
      .where(and(eq(taskEvents.taskId, late.task.id), eq(taskEvents.toStatus, 'EXPIRED')));
    const tooLate = await ask(late.creator, late.task.id, inDays(5));
    expect(tooLate.status).toBe(409);
    expect(tooLate.body?.message).toBe(EXTENSION_WINDOW_CLOSED);
  });

  it("is only the task's creator's: another creator finds no such task, and creators cannot decide", async () => {
    const { creator, task } = await creatorWithTask('ACCEPTED');
    const other = await portal.account();
    expect((await ask(other, task.id, inDays(14))).status).toBe(404);
    expect((await other.call(`/api/task/extension?taskId=${task.id}`)).status).toBe(404);

    const asked = (await ask(creator, task.id, inDays(14))).body as unknown as DeadlineExtension;
    expect((await decide(creator, asked.id, { decision: 'approve' })).status).toBe(403);
    expect((await creator.call('/api/admin/extensions')).status).toBe(403);
    expect((await portal.client().call('/api/admin/extensions')).status).toBe(401);
    expect((await extensionsOf(creator, task.id)).requests[0]?.status).toBe('PENDING');
  });
});

describe('deciding an extension', () => {
  it("moves the task's own deadline, never the campaign's, tells the creator, and answers 409 when decided again", async () => {
    const admin = await portal.account('admin');
    const { creator, campaign, task } = await creatorWithTask('ACCEPTED');
    const asked = (await ask(creator, task.id, inDays(14))).body as unknown as DeadlineExtension;
    const adjusted = inDays(16).toISOString();

    expect((await decide(admin, asked.id, { decision: 'approve', deadline: adjusted })).status).toBe(204);

    expect(await taskOf(creator, task.id)).toMatchObject({ status: 'ACCEPTED', taskDeadline: adjusted });
    const [stored] = await portal.database.db
      .select({ deadline: campaigns.deadline })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    expect(stored?.deadline.toISOString()).toBe(campaign.deadline.toISOString());
    expect((await extensionsOf(creator, task.id)).requests[0]).toMatchObject({
      status: 'APPROVED',
      approvedDeadline: adjusted,
    });
    expect((await queue(admin)).items.some((item) => item.id === asked.id)).toBe(false);

    const replay = await decide(admin, asked.id, { decision: 'decline', remark: 'No' });
    expect(replay.status).toBe(409);
    expect(replay.body?.message).toBe(EXTENSION_ALREADY_DECIDED);

    const timeline = ((await admin.call(`/api/admin/tasks/${task.id}`)).body as unknown as AdminTask).events;
    expect(timeline.map((event) => [event.action, event.remark])).toEqual([
      ['requestExtension', 'My camera broke'],
      ['approveExtension', null],
    ]);
    const [mail] = await mailsTo(creator.email);
    expect(mail?.subject).toBe('Your deadline for Teh Tarik Fest was extended');
    expect(mail?.text).toContain('Your request for more time on "Teh Tarik Fest" was approved. Your new deadline is');
  });

  it('takes an EXPIRED task back to the status it expired from', async () => {
    const admin = await portal.account('admin');
    const { creator, task } = await creatorWithTask('REJECTED', inDays(-1));
    await expireOverdueTasks(portal.database.db);
    expect((await taskOf(creator, task.id)).status).toBe('EXPIRED');
    expect((await extensionsOf(creator, task.id)).expiredAt).not.toBeNull();

    const asked = (await ask(creator, task.id, inDays(5))).body as unknown as DeadlineExtension;
    expect(asked.status).toBe('PENDING');
    expect((await decide(admin, asked.id, { decision: 'approve' })).status).toBe(204);

    expect(await taskOf(creator, task.id)).toMatchObject({ status: 'REJECTED', taskDeadline: asked.requestedDeadline });
    const timeline = ((await admin.call(`/api/admin/tasks/${task.id}`)).body as unknown as AdminTask).events;
    expect(timeline.at(-1)).toMatchObject({ action: 'approveExtension', fromStatus: 'EXPIRED', toStatus: 'REJECTED' });
  });

  it('declines with a remark the creator reads, in their language, and keeps the deadline', async () => {
    const admin = await portal.account('admin');
    const { creator, task } = await creatorWithTask('ACCEPTED');
    expect((await creator.call('/api/auth', { method: 'PUT', body: { locale: 'ms' } })).status).toBe(200);
    const asked = (await ask(creator, task.id, inDays(14))).body as unknown as DeadlineExtension;

    const noRemark = await decide(admin, asked.id, { decision: 'decline', remark: ' ' });
    expect(noRemark.status).toBe(400);
    expect(noRemark.body?.message).toBe(DECLINE_NEEDS_A_REMARK);
    expect((await decide(admin, asked.id, { decision: 'decline', remark: 'The brand launches that day' })).status).toBe(
      204,
    );

    expect((await taskOf(creator, task.id)).taskDeadline).toBe(task.taskDeadline?.toISOString());
    expect((await extensionsOf(creator, task.id)).requests[0]).toMatchObject({
      status: 'DECLINED',
      remark: 'The brand launches that day',
    });
    const [mail] = await mailsTo(creator.email);
    expect(mail?.subject).toBe('Lanjutan tarikh akhir anda untuk Teh Tarik Fest tidak diluluskan');
    expect(mail?.text).toContain('Sebab: The brand launches that day');
    // The creator may ask again once the request is decided.
    expect((await ask(creator, task.id, inDays(12))).status).toBe(200);
  });

  it('cannot be approved once the task has moved on (here submitted), only declined', async () => {
    const admin = await portal.account('admin');
    const { creator, task } = await creatorWithTask('ACCEPTED');
    const asked = (await ask(creator, task.id, inDays(14))).body as unknown as DeadlineExtension;
    await portal.database.db.update(tasks).set({ status: 'PENDING-CHECKING' }).where(eq(tasks.id, task.id));

    const approval = await decide(admin, asked.id, { decision: 'approve' });
    expect(approval.status).toBe(409);
    expect(approval.body?.message).toBe(EXTENSION_OVERTAKEN);
    expect((await taskOf(creator, task.id)).taskDeadline).toBe(task.taskDeadline?.toISOString());
    expect((await decide(admin, asked.id, { decision: 'decline', remark: 'Already submitted' })).status).toBe(204);
  });

  it('answers 404 for a request that does not exist', async () => {
    const admin = await portal.account('admin');
    expect((await decide(admin, crypto.randomUUID(), { decision: 'approve' })).status).toBe(404);
  });
});
