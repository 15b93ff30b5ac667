import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTask } from '@portal/domain/admin';
import type { Task } from '@portal/domain/tasks';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { reports } from '../../db/schema/submissions.ts';
import type { Mail } from '../../lib/mailer.ts';
import { deliverNotifications } from '../notifications/notifications.service.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { approveLateReviews } from './auto-approval.service.ts';
import { reviewKit } from './review.test-kit.ts';

let portal: TestApp;
let admin: TestAccount;
let creator: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  admin = await portal.account('admin');
  creator = await portal.account('influencer', 'Nurul Huda');
});
afterAll(() => portal.close());

const { taskFor, review } = reviewKit(() => portal);
const db = () => portal.database.db;

// Campaigns promise a review within 3 working days. Work sent on Monday 7 Dec 2026 (Malaysia) is
// due on Thursday 10 Dec; its last day of grace is Monday 14 Dec (two working days, the weekend
// skipped), so it is approved from Tuesday 15 Dec in Malaysia (16:00 UTC on Monday 14 Dec).
const SENT_MONDAY = '2026-12-07T02:00:00.000Z';
// Sent on Wednesday 9 Dec: due on Monday 14 Dec, so on Tuesday 15 Dec it is one working day late.
const SENT_WEDNESDAY = '2026-12-09T02:00:00.000Z';
const TUESDAY_15 = new Date('2026-12-15T02:00:00.000Z');
const ON = { autoApproveLateReviews: true, reviewDays: 3 };

/** Dates the draft or final submission waiting on a task as sent at `at`. */
async function sentAt(taskId: string, stage: 'draft' | 'final', at: string) {
  await db()
    .update(tasks)
    .set(stage === 'draft' ? { draftSubmittedAt: new Date(at) } : { submissionDate: new Date(at) })
    .where(eq(tasks.id, taskId));
}

/** A task whose draft waits for review, sent at `at`. */
async function draftWaiting(campaign: Parameters<typeof taskFor>[2], at: string) {
  const task = await taskFor(creator, 'ACCEPTED', { taskType: 'VIDEO', ...campaign });
  await task.draft();
  await sentAt(task.taskId, 'draft', at);
  return task;
}

/** A task whose final submission waits for review, sent at `at`. */
async function submissionWaiting(campaign: Parameters<typeof taskFor>[2], at: string) {
  const task = await taskFor(creator, 'ACCEPTED', campaign);
  await task.submit();
  await sentAt(task.taskId, 'final', at);
  return task;
}

const managersView = async (taskId: string) =>
  (await admin.call(`/api/admin/tasks/${taskId}`)).body as unknown as AdminTask;

/** The task's decisions on its work: the approvals and rejections recorded. */
const decisions = (taskId: string) =>
  db()
    .select({ action: taskEvents.action, actor: taskEvents.actor })
    .from(taskEvents)
    .where(
      and(
        eq(taskEvents.taskId, taskId),
        sql`${taskEvents.action} in ('approveDraft', 'rejectDraft', 'approve', 'approveWithReport', 'reject')`,
      ),
    );

const sweep = (now: Date) => approveLateReviews(db(), now);

describe('automatic approval of late reviews', () => {
  it('approves nothing of a campaign that leaves it off, however late the review', async () => {
    const draft = await draftWaiting({ reviewDays: 3 }, SENT_MONDAY);
    const submission = await submissionWaiting({ reviewDays: 3 }, SENT_MONDAY);
    await sweep(new Date('2027-06-01T00:00:00Z'));
    const [draftTask, submissionTask] = [await managersView(draft.taskId), await managersView(submission.taskId)];
    expect(draftTask.task).toMatchObject({ status: 'ACCEPTED', draftApproved: false });
    expect(submissionTask.task.status).toBe('PENDING-CHECKING');
    expect(await decisions(draft.taskId)).toEqual([]);
    expect(await decisions(submission.taskId)).toEqual([]);
  });

  it('approves drafts and submissions two working days past the promise, as a manager would, and says so', async () => {
    const draft = await draftWaiting(ON, SENT_MONDAY);
    const submission = await submissionWaiting(ON, SENT_MONDAY);
    const withReport = await submissionWaiting({ ...ON, requiresReport: true }, SENT_MONDAY);
    const oneDayLate = await submissionWaiting(ON, SENT_WEDNESDAY);
    // The creator's list is read (and kept) before the sweep.
    const listed = async () => (await creator.call('/api/task')).body as unknown as Task[];
    const before = (await listed()).find((task) => task.id === submission.taskId);
    expect(before?.status).toBe('PENDING-CHECKING');
    // The creator is told the campaign approves late reviews automatically.
    expect(before?.campaignDetails.autoApproveLateReviews).toBe(true);

    // On the last day of grace, nothing yet.
    await sweep(new Date('2026-12-14T15:59:00Z'));
    expect((await managersView(submission.taskId)).task.status).toBe('PENDING-CHECKING');
    expect((await managersView(draft.taskId)).task.draftApproved).toBe(false);

    await sweep(TUESDAY_15);
    const draftTask = await managersView(draft.taskId);
    expect(draftTask.task).toMatchObject({ status: 'ACCEPTED', draftApproved: true });
    const submissionTask = await managersView(submission.taskId);
    // Approved for payment as a manager's approval is: due 14 working days after Tuesday 15 Dec.
    expect(submissionTask.task).toMatchObject({ status: 'APPROVED-PENDING-PAYMENT', paymentDueOn: '2027-01-05' });
    expect((await managersView(withReport.taskId)).task.status).toBe('APPROVED-PENDING-REPORT');
    expect((await managersView(oneDayLate.taskId)).task.status).toBe('PENDING-CHECKING');
    expect((await listed()).find((task) => task.id === submission.taskId)?.status).toBe('APPROVED-PENDING-PAYMENT');

    // The timeline says the server approved it; the manager's own approval step was taken.
    expect(draftTask.events.at(-1)).toMatchObject({
      action: 'approveDraft',
      actor: 'server',
      actorName: null,
      fromStatus: 'ACCEPTED',
      toStatus: 'ACCEPTED',
    });
    expect(submissionTask.events.at(-1)).toMatchObject({
      action: 'approve',
      actor: 'server',
      fromStatus: 'PENDING-CHECKING',
      toStatus: 'APPROVED-PENDING-PAYMENT',
    });

    // The creator is e-mailed as for a manager's approval.
    const mails: Mail[] = [];
    while (
      (
        await deliverNotifications(
          db(),
          { send: async (mail) => void mails.push(mail) },
          { publicUrl: TEST_PUBLIC_URL },
        )
      ).claimed > 0
    );
    const subjects = mails.filter((mail) => mail.to === creator.email).map((mail) => mail.subject);
    expect(subjects).toContain('Your draft for Raya Glow Serum launch was approved');
    expect(subjects.filter((subject) => subject.includes('approved')).length).toBeGreaterThanOrEqual(3);

    // A manager's approval afterwards finds nothing to approve (409), as after any decision.
    expect((await review(admin, draft.taskId, { action: 'approveDraft' })).status).toBe(409);
    expect((await review(admin, submission.taskId, { action: 'approve' })).status).toBe(409);
    expect(await decisions(draft.taskId)).toEqual([{ action: 'approveDraft', actor: 'server' }]);

    // A second run finds nothing more of these.
    const again = await approveLateReviews(db(), TUESDAY_15);
    expect(again).not.toContain(draft.taskId);
    expect(again).not.toContain(submission.taskId);
  });

  it('never approves a report', async () => {
    const task = await taskFor(creator, 'APPROVED-PENDING-REPORT', { ...ON, requiresReport: true });
    await task.report();
    await db()
      .update(reports)
      .set({ createdAt: new Date(SENT_MONDAY) })
      .where(eq(reports.taskId, task.taskId));
    await sweep(new Date('2027-06-01T00:00:00Z'));
    const [report] = await db()
      .select({ reviewedAt: reports.reviewedAt })
      .from(reports)
      .where(eq(reports.taskId, task.taskId));
    expect(report?.reviewedAt).toBeNull();
    expect((await managersView(task.taskId)).events.some((event) => event.actor === 'server')).toBe(false);
  });

  it('approves each item once when two instances sweep at the same moment', async () => {
    const draft = await draftWaiting(ON, SENT_MONDAY);
    const submission = await submissionWaiting(ON, SENT_MONDAY);
    const second = await startTestApp({}, { database: portal.database });
    try {
      const runs = await Promise.all([
        approveLateReviews(portal.database.db, TUESDAY_15),
        approveLateReviews(second.database.db, TUESDAY_15),
      ]);
      for (const taskId of [draft.taskId, submission.taskId]) {
        expect(runs.flat().filter((id) => id === taskId)).toHaveLength(1);
        expect((await decisions(taskId)).length).toBe(1);
      }
    } finally {
      await second.close();
    }
  });

  it('lets a manager and the sweep racing decide once', async () => {
    const submission = await submissionWaiting(ON, SENT_MONDAY);
    const [, managers] = await Promise.all([
      sweep(TUESDAY_15),
      review(admin, submission.taskId, { action: 'reject', remark: 'Wrong hashtag' }),
    ]);
    const recorded = await decisions(submission.taskId);
    expect(recorded).toHaveLength(1);
    // Whoever came first decided; the other found the submission decided.
    expect(managers.status).toBe(recorded[0]?.actor === 'admin' ? 204 : 409);
  });
});
