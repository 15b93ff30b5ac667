import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskStatus, TaskType } from '@portal/domain/tasks';
import { tasks } from '../../db/schema/campaigns.ts';
import { attachments, submissions } from '../../db/schema/submissions.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { sampleFile, uploadFile } from '../../testing/uploads.ts';
import { expireOverdueTasks } from '../tasks/tasks.service.ts';

const DAY = 24 * 60 * 60 * 1000;

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

async function creatorWithTask(taskType: TaskType, status: TaskStatus = 'ACCEPTED', taskDeadline?: Date) {
  const creator = await portal.account();
  const campaign = await createCampaign(portal.database.db, { taskType });
  const task = await createTask(portal.database.db, {
    campaignId: campaign.id,
    userId: creator.id,
    status,
    taskDeadline,
  });
  const upload = (filename: string, kind: 'submissions' | 'reports' = 'submissions') =>
    uploadFile(portal.baseUrl, creator.token, { kind, campaignId: campaign.id, filename });
  const put = (path: string, newSubmission: Record<string, unknown>) =>
    creator.browser.call(path, {
      method: 'PUT',
      token: creator.token,
      body: { newSubmission: { taskId: task.id, ...newSubmission } },
    });
  return { creator, campaign, task, upload, put };
}

describe('PUT /api/task/submit', () => {
  it('takes screenshots and a link, moves the task to PENDING-CHECKING, and refuses a replay', async () => {
    const { task, upload, put } = await creatorWithTask('POST');
    const shots = [await upload('one.png'), await upload('two.png')];
    const body = {
      screenshotURL: shots,
      linkURL: 'https://instagram.com/p/abc',
      draftComment: '',
      draftCommentURLArray: '',
    };
    const submitted = await put('/api/task/submit', body);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'PENDING-CHECKING', submissionDate: expect.any(String) });
    expect((await put('/api/task/submit', body)).status).toBe(409);

    const rows = await portal.database.db.select().from(submissions).where(eq(submissions.taskId, task.id));
    expect(rows).toHaveLength(1);
    const files = await portal.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.submissionId, rows[0]?.id as string));
    expect(files.map((file) => file.fileKey)).toEqual(shots);
  });

  it("refuses a missing screenshot or link with the spec's messages, but a REVIEW needs no link", async () => {
    const post = await creatorWithTask('POST');
    expect((await post.put('/api/task/submit', { screenshotURL: [], linkURL: 'https://x.com/p' })).body?.message).toBe(
      'Please upload screenshot',
    );
    expect(
      (await post.put('/api/task/submit', { screenshotURL: [await post.upload('a.png')], linkURL: ' ' })).body?.message,
    ).toBe('Please provide URL link for submission');
    expect(
      (await post.put('/api/task/submit', { screenshotURL: [await post.upload('b.png')], linkURL: 'https://a..b' }))
        .body?.message,
    ).toBe('Link is invalid - Please provide full URL including https://');
    const review = await creatorWithTask('REVIEW');
    expect((await review.put('/api/task/submit', { screenshotURL: [await review.upload('r.png')] })).status).toBe(200);
  });

  it("refuses another creator's file, an unfinished one and one of another campaign", async () => {
    const mine = await creatorWithTask('LIKE');
    const theirs = await creatorWithTask('LIKE');
    const stolen = await theirs.upload('theirs.png');
    const refused = await mine.put('/api/task/submit', { screenshotURL: [stolen], linkURL: 'https://x.com/p' });
    expect(refused).toEqual({
      status: 400,
      body: { message: 'A file is not yours or has not finished uploading', code: 'file-not-usable' },
    });
    const invented = `submissions/${mine.campaign.id}/${mine.creator.id}/00000000-0000-4000-8000-000000000000-x.png`;
    expect((await mine.put('/api/task/submit', { screenshotURL: [invented], linkURL: 'https://x.com/p' })).status).toBe(
      400,
    );
    const [task] = await portal.database.db.select().from(submissions).where(eq(submissions.taskId, mine.task.id));
    expect(task).toBeUndefined();
  });
});

describe('drafts', () => {
  it('takes a VIDEO draft, waits for its approval, then takes the final submission', async () => {
    const { creator, task, upload, put } = await creatorWithTask('VIDEO');
    const admin = await portal.account('admin');
    expect((await put('/api/task/draft', { draftComment: 'My cut', draftCommentURLArray: [] })).body?.message).toBe(
      'Please upload draft files',
    );
    const cut = await upload('cut.mp4');
    const draft = await put('/api/task/draft', { draftComment: 'My cut', draftCommentURLArray: [cut] });
    expect(draft.body).toMatchObject({ status: 'ACCEPTED', draftApproved: false, draftComment: 'My cut' });
    expect((await put('/api/task/draft', { draftComment: 'Again', draftCommentURLArray: [cut] })).status).toBe(409);

    const final = { screenshotURL: [await upload('live.png')], linkURL: 'https://tiktok.com/@me/video/1' };
    expect((await put('/api/task/submit', final)).body?.message).toBe('Your draft has not been approved yet');

    const review = (body: unknown) =>
      admin.browser.call(`/api/admin/tasks/${task.id}/review`, { method: 'PUT', token: admin.token, body });
    expect((await review({ action: 'approveDraft', remark: 'My cut, approved' })).status).toBe(204);
    const approved = await creator.browser.call(`/api/task/taskId?taskId=${task.id}`, { token: creator.token });
    expect(approved.body).toMatchObject({ draftApproved: true, draftComment: 'My cut, approved' });
    expect((await put('/api/task/submit', final)).body).toMatchObject({ status: 'PENDING-CHECKING' });
  });

  it('shows a rejected draft as REJECTED with its remark and takes a new draft', async () => {
    const { creator, task, put } = await creatorWithTask('DRAFT');
    const admin = await portal.account('admin');
    expect((await put('/api/task/draft', { draftComment: ' ' })).body?.message).toBe('Please provide draft comment');
    await put('/api/task/draft', { draftComment: 'First caption' });
    const reject = await admin.browser.call(`/api/admin/tasks/${task.id}/review`, {
      method: 'PUT',
      token: admin.token,
      body: { action: 'rejectDraft', remark: 'Mention the refill pack' },
    });
    expect(reject.status).toBe(204);
    const rejected = await creator.browser.call(`/api/task/taskId?taskId=${task.id}`, { token: creator.token });
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      rejectionComments: 'Mention the refill pack',
      draftApproved: false,
    });
    const again = await put('/api/task/draft', { draftComment: 'Second caption with the refill pack' });
    expect(again.body).toMatchObject({ status: 'ACCEPTED', draftApproved: false });
    const other = await creatorWithTask('POST');
    expect((await other.put('/api/task/draft', { draftComment: 'x' })).body?.message).toBe('This task takes no draft');
  });

  it('takes a late draft from an EXPIRED task, then its final submission once approved', async () => {
    const { db } = portal.database;
    const { creator, task, upload, put } = await creatorWithTask('DRAFT', 'ACCEPTED', new Date(Date.now() - DAY));
    const admin = await portal.account('admin');
    const review = (body: unknown) =>
      admin.browser.call(`/api/admin/tasks/${task.id}/review`, { method: 'PUT', token: admin.token, body });
    expect((await expireOverdueTasks(db)).length).toBeGreaterThanOrEqual(1);

    const draft = await put('/api/task/draft', { draftComment: 'A late caption' });
    expect(draft.body).toMatchObject({ status: 'ACCEPTED', draftAwaitingReview: true });
    expect((await put('/api/task/draft', { draftComment: 'Again' })).status).toBe(409);
    expect((await review({ action: 'approveDraft', remark: 'A late caption, approved' })).status).toBe(204);
    expect((await expireOverdueTasks(db)).length).toBeGreaterThanOrEqual(1);
    const expired = await creator.browser.call(`/api/task/taskId?taskId=${task.id}`, { token: creator.token });
    expect(expired.body).toMatchObject({ status: 'EXPIRED', draftApproved: true });

    const final = { screenshotURL: [await upload('live.png')], linkURL: 'https://instagram.com/p/late' };
    expect((await put('/api/task/submit', final)).body).toMatchObject({ status: 'PENDING-CHECKING' });
  });

  it('takes a new draft from a task that expired after its draft was rejected', async () => {
    const { db } = portal.database;
    const { task, put } = await creatorWithTask('DRAFT', 'ACCEPTED', new Date(Date.now() - DAY));
    await db.update(tasks).set({ status: 'REJECTED', draftSubmittedAt: new Date() }).where(eq(tasks.id, task.id));
    expect((await expireOverdueTasks(db)).length).toBeGreaterThanOrEqual(1);
    const draft = await put('/api/task/draft', { draftComment: 'Second caption' });
    expect(draft.body).toMatchObject({ status: 'ACCEPTED', draftAwaitingReview: true });
  });
});

describe('PUT /api/task/submit/report', () => {
  it('takes report screenshots once, moving the task to payment', async () => {
    const { upload, put } = await creatorWithTask('POST', 'APPROVED-PENDING-REPORT');
    expect((await put('/api/task/submit/report', { reportURL: [] })).body?.message).toBe('Please upload screenshot');
    const report = [await upload('insights.png', 'reports')];
    expect((await put('/api/task/submit/report', { reportURL: report })).body).toMatchObject({
      status: 'APPROVED-PENDING-PAYMENT',
    });
    expect((await put('/api/task/submit/report', { reportURL: report })).status).toBe(409);
  });
});

describe('GET /api/task/history', () => {
  it("lists the creator's drafts and submissions newest first, each with its files behind signed links", async () => {
    const { creator, task, upload, put } = await creatorWithTask('VIDEO');
    const admin = await portal.account('admin');
    const draft = await upload('cut.mp4');
    await put('/api/task/draft', { draftComment: 'First cut', draftCommentURLArray: [draft] });
    await admin.browser.call(`/api/admin/tasks/${task.id}/review`, {
      method: 'PUT',
      token: admin.token,
      body: { action: 'approveDraft' },
    });
    const shot = await upload('live.png');
    await put('/api/task/submit', {
      screenshotURL: [shot],
      linkURL: 'https://tiktok.com/@me/1',
      draftComment: '',
      draftCommentURLArray: '',
    });

    const history = await creator.browser.call(`/api/task/history?taskId=${task.id}`, { token: creator.token });
    expect(history.status).toBe(200);
    const sent = history.body as {
      submissions: {
        stage: string;
        linkUrl: string | null;
        draftComment: string | null;
        files: { key: string; url: string }[];
      }[];
      reports: unknown[];
    };
    expect(sent.submissions.map((submission) => submission.stage)).toEqual(['FINAL', 'DRAFT']);
    expect(sent.submissions[0]).toMatchObject({ linkUrl: 'https://tiktok.com/@me/1', files: [{ key: shot }] });
    expect(sent.submissions[1]).toMatchObject({ draftComment: 'First cut', files: [{ key: draft }] });
    expect(sent.reports).toEqual([]);
    const download = await fetch(`${portal.baseUrl}${sent.submissions[0]?.files[0]?.url}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(sampleFile('live.png'));
  });

  it("answers 404 for another creator's task", async () => {
    const { task } = await creatorWithTask('POST');
    const stranger = await portal.account();
    const history = await stranger.browser.call(`/api/task/history?taskId=${task.id}`, { token: stranger.token });
    expect(history.status).toBe(404);
  });
});
