import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_TO_UNDO, TOO_LATE_TO_UNDO, type AdminTask } from '@portal/domain/admin';
import type { NotificationPage } from '@portal/domain/api';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { deliverNotifications } from '../notifications/notifications.service.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { reviewKit } from './review.test-kit.ts';

let portal: TestApp;
let aisha: TestAccount;
let ben: TestAccount;
let creator: TestAccount;
beforeAll(async () => {
  portal = await startTestApp({ DECISION_UNDO_SECONDS: '10' });
  aisha = await portal.account('admin', 'Aisha Rahman');
  ben = await portal.account('admin', 'Ben Tan');
  creator = await portal.account('influencer', 'Nurul Huda');
});
afterAll(() => portal.close());

const { taskFor, review } = reviewKit(() => portal);

describe('two managers deciding the same task', () => {
  it('tells the one who lost the race who decided first, what and when', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING');
    expect((await review(aisha, task.taskId, { action: 'reject', remark: 'Show the logo' })).status).toBe(204);

    const late = await review(ben, task.taskId, { action: 'approve' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message: 'Duplicate Request',
      code: 'duplicate-request',
      params: { action: 'reject', by: 'Aisha Rahman', at: expect.any(String) },
    });
    const at = Date.parse(String((late.body?.params as Record<string, string>).at));
    expect(Date.now() - at).toBeLessThan(60_000);
  });

  it('says so for an application decided by another manager too', async () => {
    const task = await taskFor(creator, 'APPLIED');
    const decide = (admin: TestAccount, body: unknown) =>
      admin.call(`/api/admin/tasks/${task.taskId}/application`, { method: 'PUT', body });
    expect((await decide(ben, { decision: 'approve' })).status).toBe(204);
    const late = await decide(aisha, { decision: 'reject', remark: 'Not this time' });
    expect(late).toMatchObject({ status: 409, body: { params: { action: 'approveApplication', by: 'Ben Tan' } } });
  });

  it("keeps a creator's own replay a plain duplicate", async () => {
    const task = await taskFor(creator, 'ACCEPTED');
    await task.submit();
    await expect(task.submit('again.png')).rejects.toThrow(
      /: 409 \{"message":"Duplicate Request","code":"duplicate-request"\}$/,
    );
  });
});

const managersTask = async (taskId: string) =>
  (await aisha.call(`/api/admin/tasks/${taskId}`)).body as unknown as AdminTask;
const undo = (admin: TestAccount, taskId: string) => admin.call(`/api/admin/tasks/${taskId}/undo`, { method: 'PUT' });
/** The e-mails the outbox sends now, to the creator. */
async function mailsToCreator(): Promise<Mail[]> {
  const sent: Mail[] = [];
  await deliverNotifications(
    portal.database.db,
    { send: async (mail) => void sent.push(mail) },
    { publicUrl: TEST_PUBLIC_URL },
  );
  return sent.filter((mail) => mail.to === creator.email);
}
const creatorsNotifications = async () =>
  ((await creator.call('/api/notifications')).body as unknown as NotificationPage).items.filter(
    (item) => item.source === 'task',
  );
/** The undo window of the task's decisions has passed. */
const windowPassed = (taskId: string) =>
  portal.database.db
    .update(taskEvents)
    .set({ undoableUntil: new Date(Date.now() - 1000), notifyAfter: new Date(Date.now() - 1000) })
    .where(eq(taskEvents.taskId, taskId));

/** An event that keeps the task's status (a message, a reminder), recorded now on a rejected task. */
const rejectedTaskEvent = (taskId: string, action: 'brandMessage' | 'remindDeadline24', actorUserId: string | null) =>
  portal.database.db.insert(taskEvents).values({
    taskId,
    fromStatus: 'REJECTED',
    toStatus: 'REJECTED',
    actor: actorUserId ? 'admin' : 'server',
    actorUserId,
    action,
  });

describe('undoing a decision', () => {
  it('tells the creator nothing during the window, and Undo puts the task back as it was', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING', { revisionsIncluded: 2 });
    await mailsToCreator();
    expect((await review(aisha, task.taskId, { action: 'reject', remark: 'Wrong product' })).status).toBe(204);
    expect((await managersTask(task.taskId)).task).toMatchObject({ status: 'REJECTED', revisions: { used: 1 } });
    // The creator hears of it only once the window has passed.
    expect(await mailsToCreator()).toEqual([]);
    expect((await creatorsNotifications()).filter((item) => item.taskId === task.taskId)).toEqual([]);

    // Only the manager who decided may undo it.
    expect(await undo(ben, task.taskId)).toMatchObject({ status: 409, body: { message: NOTHING_TO_UNDO } });
    expect((await undo(aisha, task.taskId)).status).toBe(204);

    const undone = await managersTask(task.taskId);
    expect(undone.task).toMatchObject({ status: 'PENDING-CHECKING', rejectionComments: null, revisions: { used: 0 } });
    expect(undone.events.at(-1)).toMatchObject({
      action: 'reject',
      remark: 'Wrong product',
      undoneAt: expect.any(String),
    });
    await windowPassed(task.taskId);
    expect(await mailsToCreator()).toEqual([]);
    expect((await creatorsNotifications()).filter((item) => item.taskId === task.taskId)).toEqual([]);
    expect(await undo(aisha, task.taskId)).toMatchObject({ status: 409, body: { message: NOTHING_TO_UNDO } });
    // It waits for review again, as before.
    expect((await review(aisha, task.taskId, { action: 'approve' })).status).toBe(204);
  });

  it('undoes a draft approval and an application decision too', async () => {
    const draft = await taskFor(creator, 'ACCEPTED', { taskType: 'VIDEO' });
    await draft.draft('cut.mp4', 'My cut');
    expect((await review(aisha, draft.taskId, { action: 'approveDraft', remark: 'Edited cut' })).status).toBe(204);
    expect((await undo(aisha, draft.taskId)).status).toBe(204);
    expect((await managersTask(draft.taskId)).task).toMatchObject({
      status: 'ACCEPTED',
      draftApproved: false,
      draftComment: 'My cut',
    });

    const applied = await taskFor(creator, 'APPLIED');
    const decided = await aisha.call(`/api/admin/tasks/${applied.taskId}/application`, {
      method: 'PUT',
      body: { decision: 'reject', remark: 'Too few followers' },
    });
    expect(decided.status).toBe(204);
    expect((await undo(aisha, applied.taskId)).status).toBe(204);
    expect((await managersTask(applied.taskId)).task).toMatchObject({
      status: 'APPLIED',
      applicationRejectionComments: null,
    });
  });

  it('says until when the decision may be undone, and not once it is undone', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING');
    expect((await review(aisha, task.taskId, { action: 'approve' })).status).toBe(204);
    const { undoableUntil } = (await managersTask(task.taskId)).events.at(-1) ?? {};
    const left = Date.parse(String(undoableUntil)) - Date.now();
    expect(left).toBeGreaterThan(5_000);
    expect(left).toBeLessThanOrEqual(10_000);
    expect((await undo(aisha, task.taskId)).status).toBe(204);
    expect((await managersTask(task.taskId)).events.at(-1)).toMatchObject({ action: 'approve', undoableUntil: null });
  });

  it('undoes a decision though a message or a reminder was recorded on the task after it', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING');
    expect((await review(aisha, task.taskId, { action: 'reject', remark: 'Blurry' })).status).toBe(204);
    await rejectedTaskEvent(task.taskId, 'brandMessage', aisha.id);
    expect((await undo(aisha, task.taskId)).status).toBe(204);
    expect((await managersTask(task.taskId)).task.status).toBe('PENDING-CHECKING');
  });

  it('tells a manager who lost the race the step that stands, not a reminder or an undone decision', async () => {
    const task = await taskFor(creator, 'ACCEPTED');
    await task.submit();
    expect((await review(aisha, task.taskId, { action: 'reject', remark: 'Blurry' })).status).toBe(204);
    await rejectedTaskEvent(task.taskId, 'remindDeadline24', null);
    const late = await review(ben, task.taskId, { action: 'approve' });
    expect(late).toMatchObject({ status: 409, body: { params: { action: 'reject', by: 'Aisha Rahman' } } });

    expect((await undo(aisha, task.taskId)).status).toBe(204);
    const stale = await review(ben, task.taskId, { action: 'reverseRejection', remark: 'Sent in error' });
    expect(stale).toMatchObject({ status: 409, body: { params: { action: 'submit', by: 'Nurul Huda' } } });
  });

  it('refuses an undo once the window has passed; the creator is told then', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING');
    await mailsToCreator();
    expect((await review(aisha, task.taskId, { action: 'reject', remark: 'Too dark' })).status).toBe(204);
    await windowPassed(task.taskId);
    expect(await undo(aisha, task.taskId)).toMatchObject({ status: 409, body: { message: TOO_LATE_TO_UNDO } });
    expect((await managersTask(task.taskId)).task.status).toBe('REJECTED');
    expect(await mailsToCreator()).toHaveLength(1);
    expect((await creatorsNotifications()).filter((item) => item.taskId === task.taskId)).toHaveLength(1);
  });
});

describe("undoing the approval of a referred friend's work", () => {
  it('tells the referrer nothing, during the window or after it', async () => {
    const referrer = await portal.account('influencer', 'Aisyah');
    const campaign = await createCampaign(portal.database.db, { title: 'Kopi Kita', referralFeeMinor: 2500 });
    const own = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: referrer.id,
      status: 'ACCEPTED',
    });
    const code = (await referrer.call('/api/link', { body: { campaignId: campaign.id } })).body?.code as string;
    const friend = await portal.account('influencer', 'Farid Hakim');
    const applied = await friend.call('/api/referral/accept', { body: { referral: code, screeningResponses: [] } });
    const friendTaskId = applied.body?.id as string;
    await portal.database.db.update(tasks).set({ status: 'PENDING-CHECKING' }).where(eq(tasks.id, friendTaskId));
    const referrerHeard = async () => {
      const sent: Mail[] = [];
      await deliverNotifications(
        portal.database.db,
        { send: async (mail) => void sent.push(mail) },
        { publicUrl: TEST_PUBLIC_URL },
      );
      const items = ((await referrer.call('/api/notifications')).body as unknown as NotificationPage).items.filter(
        (item) => item.source === 'task',
      );
      return {
        mails: sent.filter((mail) => mail.to === referrer.email).map((mail) => mail.subject),
        notifications: items.map((item) => item.action),
      };
    };
    expect(await referrerHeard()).toEqual({
      mails: ['Your friend Farid Hakim applied to Kopi Kita'],
      notifications: ['referralApplied'],
    });

    expect((await review(aisha, friendTaskId, { action: 'approve' })).status).toBe(204);
    expect(await referrerHeard()).toEqual({ mails: [], notifications: ['referralApplied'] });
    expect((await undo(aisha, friendTaskId)).status).toBe(204);
    await windowPassed(own.id);
    expect(await referrerHeard()).toEqual({ mails: [], notifications: ['referralApplied'] });
  });
});

describe('reversing a rejection', () => {
  it('puts the submission back under review with a reason, gives the revision back and records it', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING', { revisionsIncluded: 1 });
    expect((await review(aisha, task.taskId, { action: 'reject', remark: 'Blurry' })).status).toBe(204);
    await windowPassed(task.taskId);
    expect((await managersTask(task.taskId)).task.revisions).toEqual({ used: 1, included: 1 });

    expect(await review(ben, task.taskId, { action: 'reverseRejection' })).toMatchObject({
      status: 400,
      body: { message: 'Please give the creator a reason' },
    });
    // A final submission's rejection is not a draft's.
    expect((await review(ben, task.taskId, { action: 'reverseDraftRejection', remark: 'x' })).status).toBe(409);
    const reversed = await review(ben, task.taskId, {
      action: 'reverseRejection',
      remark: 'It was sharp on my screen',
    });
    expect(reversed.status).toBe(204);

    const after = await managersTask(task.taskId);
    expect(after.task).toMatchObject({ status: 'PENDING-CHECKING', rejectionComments: null });
    expect(after.task.revisions).toEqual({ used: 0, included: 1 });
    expect(after.events.at(-1)).toMatchObject({
      action: 'reverseRejection',
      fromStatus: 'REJECTED',
      toStatus: 'PENDING-CHECKING',
      actorName: 'Ben Tan',
      remark: 'It was sharp on my screen',
      undoneAt: null,
    });
    // The revision given back: a new rejection needs no confirmation.
    expect((await review(aisha, task.taskId, { action: 'reject', remark: 'Now blurry' })).status).toBe(204);
  });

  it('tells the creator the request for changes was withdrawn, with the reason', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING', { title: 'Raya Kuih' });
    expect((await review(aisha, task.taskId, { action: 'reject', remark: 'Blurry' })).status).toBe(204);
    await windowPassed(task.taskId);
    await mailsToCreator();
    const reversed = await review(aisha, task.taskId, { action: 'reverseRejection', remark: 'Sharp enough' });
    expect(reversed.status).toBe(204);
    await windowPassed(task.taskId);

    const [mail, ...more] = await mailsToCreator();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your submission for Raya Kuih is back under review');
    expect(mail?.text).toContain(
      'The request for changes to your submission for "Raya Kuih" was withdrawn: it is back under review, and you need not submit again.',
    );
    expect(mail?.text).toContain('Reason: Sharp enough');
    const notices = (await creatorsNotifications()).filter((item) => item.taskId === task.taskId);
    expect(notices.map((item) => item.action)).toEqual(['reverseRejection', 'reject']);
  });

  it('puts a rejected draft back under review', async () => {
    const task = await taskFor(creator, 'ACCEPTED', { taskType: 'VIDEO' });
    await task.draft();
    expect((await review(aisha, task.taskId, { action: 'rejectDraft', remark: 'Too long' })).status).toBe(204);
    expect((await review(aisha, task.taskId, { action: 'reverseRejection', remark: 'x' })).status).toBe(409);
    const reversed = await review(aisha, task.taskId, { action: 'reverseDraftRejection', remark: 'Length is fine' });
    expect(reversed.status).toBe(204);
    const queue = await aisha.call('/api/admin/queues/drafts?pageSize=100');
    const waiting = (queue.body?.items as { task: { id: string } }[]).map((item) => item.task.id);
    expect(waiting).toContain(task.taskId);
    expect((await managersTask(task.taskId)).task.revisions.used).toBe(0);
  });
});
