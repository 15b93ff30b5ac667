import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTask, BulkApprovalResult } from '@portal/domain/admin';
import { tasks } from '../../db/schema/campaigns.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { reviewKit } from './review.test-kit.ts';

let portal: TestApp;
let aisha: TestAccount;
let ben: TestAccount;
beforeAll(async () => {
  portal = await startTestApp({ DECISION_UNDO_SECONDS: '10' });
  aisha = await portal.account('admin', 'Aisha Rahman');
  ben = await portal.account('admin', 'Ben Tan');
});
afterAll(() => portal.close());

const { taskFor, review } = reviewKit(() => portal);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const approveMany = (admin: TestAccount, kind: string, taskIds: string[]) =>
  admin.call(`/api/admin/queues/${kind}/approve`, { method: 'POST', body: { taskIds } });

/** A task as the database holds it now. */
async function stored(taskId: string) {
  const [task] = await portal.database.db.select().from(tasks).where(eq(tasks.id, taskId));
  return task;
}

const timeline = async (taskId: string) =>
  ((await aisha.call(`/api/admin/tasks/${taskId}`)).body as unknown as AdminTask).events;

describe('POST /api/admin/queues/:kind/approve', () => {
  it('approves each waiting submission as one approval does and skips the rest with the reason, untouched', async () => {
    const nurul = await portal.account('influencer', 'Nurul Huda');
    const plain = await taskFor(nurul, 'PENDING-CHECKING');
    const withReport = await taskFor(nurul, 'PENDING-CHECKING', { requiresReport: true });
    const decidedByBen = await taskFor(nurul, 'PENDING-CHECKING');
    const notSent = await taskFor(nurul, 'ACCEPTED');
    expect((await review(ben, decidedByBen.taskId, { action: 'reject', remark: 'Show the logo' })).status).toBe(204);
    const notSentBefore = await stored(notSent.taskId);

    const answer = await approveMany(aisha, 'submissions', [
      plain.taskId,
      withReport.taskId,
      decidedByBen.taskId,
      notSent.taskId,
      UNKNOWN,
    ]);

    expect(answer.status).toBe(200);
    const result = answer.body as unknown as BulkApprovalResult;
    expect(result.approved).toEqual([plain.taskId, withReport.taskId]);
    expect(result.skipped).toEqual([
      {
        taskId: decidedByBen.taskId,
        reason: 'Duplicate Request',
        code: 'duplicate-request',
        params: { action: 'reject', by: 'Ben Tan', at: expect.any(String) },
      },
      {
        taskId: notSent.taskId,
        reason: 'The task is not waiting for this approval (On-Going)',
        code: 'approval-not-due',
        params: { status: 'ACCEPTED' },
      },
      { taskId: UNKNOWN, reason: 'Task not found', code: 'task-not-found' },
    ]);
    // The campaign's report rule picks the approval, as the single Approve does.
    expect((await stored(plain.taskId))?.status).toBe('APPROVED-PENDING-PAYMENT');
    expect((await stored(withReport.taskId))?.status).toBe('APPROVED-PENDING-REPORT');
    // Each approval is in its timeline, by the manager, and may be undone for a while.
    const [approval] = (await timeline(plain.taskId)).filter((event) => event.action === 'approve');
    expect(approval).toMatchObject({ actorName: 'Aisha Rahman', toStatus: 'APPROVED-PENDING-PAYMENT' });
    expect(approval?.undoableUntil).not.toBeNull();
    // The skipped ones are as they were.
    expect((await stored(decidedByBen.taskId))?.status).toBe('REJECTED');
    expect((await timeline(decidedByBen.taskId)).map((event) => event.action)).not.toContain('approve');
    expect(await stored(notSent.taskId)).toEqual(notSentBefore);
  });

  it('lets a bulk approval be undone as a single one', async () => {
    const creator = await portal.account('influencer');
    const task = await taskFor(creator, 'PENDING-CHECKING');
    expect((await approveMany(aisha, 'submissions', [task.taskId])).body).toEqual({
      approved: [task.taskId],
      skipped: [],
    });
    expect((await aisha.call(`/api/admin/tasks/${task.taskId}/undo`, { method: 'PUT' })).status).toBe(204);
    expect((await stored(task.taskId))?.status).toBe('PENDING-CHECKING');
  });

  it('approves applications within the budget and skips the one past it, naming the amounts', async () => {
    const campaign = await createCampaign(portal.database.db, { budgetMinor: 20000, incentiveMinor: 15000 });
    const first = await portal.account('influencer');
    const second = await portal.account('influencer');
    const within = await taskFor(first, 'APPLIED', { id: campaign.id });
    const past = await taskFor(second, 'APPLIED', { id: campaign.id });

    const result = (await approveMany(aisha, 'applications', [within.taskId, past.taskId]))
      .body as unknown as BulkApprovalResult;

    expect(result.approved).toEqual([within.taskId]);
    expect(result.skipped).toEqual([
      expect.objectContaining({ taskId: past.taskId, code: 'application-beyond-budget' }),
    ]);
    expect((await stored(within.taskId))?.status).toBe('SELECTED');
    expect((await stored(past.taskId))?.status).toBe('APPLIED');
  });

  it('approves waiting drafts with the comment sent', async () => {
    const creator = await portal.account('influencer');
    const campaign = await createCampaign(portal.database.db);
    const draft = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: creator.id,
      status: 'ACCEPTED',
      draftSubmittedAt: new Date(),
      draftComment: 'Glow all day',
    });

    expect((await approveMany(aisha, 'drafts', [draft.id])).body).toEqual({ approved: [draft.id], skipped: [] });
    expect(await stored(draft.id)).toMatchObject({
      status: 'ACCEPTED',
      draftApproved: true,
      draftComment: 'Glow all day',
    });
  });

  it('refuses the payouts queue, an empty list and creators', async () => {
    const creator = await portal.account('influencer');
    expect((await approveMany(aisha, 'payouts', [UNKNOWN])).status).toBe(400);
    expect((await approveMany(aisha, 'submissions', [])).status).toBe(400);
    expect((await approveMany(creator, 'submissions', [UNKNOWN])).status).toBe(403);
  });
});
