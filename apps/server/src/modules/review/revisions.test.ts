import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTask } from '@portal/domain/admin';
import { REJECTION_BEYOND_BUDGET, type Task } from '@portal/domain/tasks';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
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
const creatorsRevisions = async (taskId: string) =>
  ((await creator.call(`/api/task/taskId?taskId=${taskId}`)).body as unknown as Task).revisions;
const managersRevisions = async (taskId: string) =>
  ((await admin.call(`/api/admin/tasks/${taskId}`)).body as unknown as AdminTask).task.revisions;

describe('the revision budget', () => {
  it('counts rejected drafts and submissions, for both sides, against the revisions agreed', async () => {
    const task = await taskFor(creator, 'ACCEPTED', { taskType: 'VIDEO', revisionsIncluded: 2 });
    expect(await creatorsRevisions(task.taskId)).toEqual({ used: 0, included: 2 });
    await task.draft();
    expect((await review(admin, task.taskId, { action: 'rejectDraft', remark: 'Brighter, please' })).status).toBe(204);
    expect(await creatorsRevisions(task.taskId)).toEqual({ used: 1, included: 2 });
    await task.draft();
    expect((await review(admin, task.taskId, { action: 'approveDraft' })).status).toBe(204);
    await task.submit();
    expect((await review(admin, task.taskId, { action: 'reject', remark: 'Wrong hashtag' })).status).toBe(204);
    expect(await creatorsRevisions(task.taskId)).toEqual({ used: 2, included: 2 });
    expect(await managersRevisions(task.taskId)).toEqual({ used: 2, included: 2 });
  });

  it('refuses a rejection beyond the revisions agreed unless the manager confirms it (409)', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING', { revisionsIncluded: 1 });
    expect((await review(admin, task.taskId, { action: 'reject', remark: 'Blurry' })).status).toBe(204);
    await task.submit();

    const refused = await review(admin, task.taskId, { action: 'reject', remark: 'Still blurry' });
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toBe(REJECTION_BEYOND_BUDGET);
    // Refused, nothing changed: the submission still waits, one revision used.
    expect(await managersRevisions(task.taskId)).toEqual({ used: 1, included: 1 });
    expect(((await admin.call(`/api/admin/tasks/${task.taskId}`)).body as unknown as AdminTask).task.status).toBe(
      'PENDING-CHECKING',
    );

    const confirmed = await review(admin, task.taskId, {
      action: 'reject',
      remark: 'Still blurry',
      beyondBudget: true,
    });
    expect(confirmed.status).toBe(204);
    expect(await creatorsRevisions(task.taskId)).toEqual({ used: 2, included: 1 });
  });

  it('asks for confirmation of the very first rejection when no revision is included', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING', { revisionsIncluded: 0 });
    expect((await review(admin, task.taskId, { action: 'reject', remark: 'No' })).status).toBe(409);
    expect(await creatorsRevisions(task.taskId)).toEqual({ used: 0, included: 0 });
  });
});
