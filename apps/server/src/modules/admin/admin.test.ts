import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTask } from '@portal/domain/admin';
import { taskEvents } from '../../db/schema/campaigns.ts';
import { addQuestion, createCampaign, createInvite, newCampaign } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { sampleFile } from '../../testing/uploads.ts';
import { reviewKit } from '../review/review.test-kit.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const campaign = newCampaign({ brandLogoUrl: null });

/** A manager's replayed step: a duplicate that says which step `admin` took first, and when. */
const duplicateAfter = (admin: TestAccount) => (action: string) => ({
  status: 409,
  body: {
    message: 'Duplicate Request',
    code: 'duplicate-request',
    params: { action, by: admin.name, at: expect.any(String) as unknown },
  },
});

describe('/api/admin', () => {
  it('refuses influencers (403) and visitors (401)', async () => {
    const influencer = await portal.account('influencer');
    const asInfluencer = await influencer.browser.call('/api/admin/campaigns', {
      token: influencer.token,
      body: campaign,
    });
    expect(asInfluencer.status).toBe(403);
    // Who is asking is checked before the body is even looked at.
    expect((await influencer.browser.call('/api/admin/campaigns', { token: influencer.token, body: {} })).status).toBe(
      403,
    );
    expect((await portal.client().call('/api/admin/campaigns', { body: campaign })).status).toBe(401);
  });

  it('creates a campaign, invites influencers and decides applications', async () => {
    const admin = await portal.account('admin');
    const influencer = await portal.account('influencer');
    const created = await admin.browser.call('/api/admin/campaigns', { token: admin.token, body: campaign });
    expect(created.status).toBe(200);
    const campaignId = created.body?.id as string;

    const invited = await admin.browser.call(`/api/admin/campaigns/${campaignId}/tasks`, {
      token: admin.token,
      body: { emails: [influencer.email, influencer.email.toUpperCase(), 'nobody@example.com', admin.email] },
    });
    expect(invited.body).toMatchObject({
      invited: [influencer.email],
      alreadyInCampaign: [],
      unknown: ['nobody@example.com', admin.email],
    });
    const tasks = (await influencer.browser.call('/api/task', { token: influencer.token })).body as unknown as {
      status: string;
      campaignDetails: { incentive: number; screeningQuestions: { question: string }[] };
    }[];
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ status: 'SELECTED', campaignDetails: { incentive: 180.5 } });
    expect(tasks[0]?.campaignDetails.screeningQuestions.map((question) => question.question)).toEqual([
      'Formats?',
      'Public account?',
    ]);

    const link = await admin.browser.call(`/api/admin/campaigns/${campaignId}/invites`, {
      token: admin.token,
      body: {},
    });
    const applicant = await portal.account('influencer');
    const applied = await applicant.browser.call('/api/task/invite/accept', {
      token: applicant.token,
      body: { invite: link.body?.id, screeningResponses: [{ questionId: 'x', answer: 'y' }] },
    });
    expect(applied.body?.message).toBe('Please enter all required screening questions');
    const questions = tasks[0]?.campaignDetails.screeningQuestions as unknown as { id: string }[];
    const application = await applicant.browser.call('/api/task/invite/accept', {
      token: applicant.token,
      body: { invite: link.body?.id, screeningResponses: [{ questionId: questions[0]?.id, answer: 'Reels' }] },
    });
    const taskId = application.body?.id as string;

    const decide = (body: unknown) =>
      admin.browser.call(`/api/admin/tasks/${taskId}/application`, { method: 'PUT', token: admin.token, body });
    expect((await decide({ decision: 'reject', remark: '' })).status).toBe(400);
    expect((await decide({ decision: 'reject', remark: 'Make your account public' })).status).toBe(204);
    expect((await decide({ decision: 'reject', remark: 'Again' })).status).toBe(409);
    const rejected = await applicant.browser.call(`/api/task/taskId?taskId=${taskId}`, { token: applicant.token });
    expect(rejected.body).toMatchObject({
      status: 'APPLICATION-REJECTED',
      applicationRejectionComments: 'Make your account public',
    });

    await applicant.browser.call('/api/task/reapply', {
      method: 'PUT',
      token: applicant.token,
      body: { task: taskId },
    });
    expect((await decide({ decision: 'approve' })).status).toBe(204);
    const approved = await applicant.browser.call(`/api/task/taskId?taskId=${taskId}`, { token: applicant.token });
    expect(approved.body).toMatchObject({ status: 'SELECTED', applicationRejectionComments: null });
  });

  it('refuses a campaign with a bad body and an unknown campaign', async () => {
    const admin = await portal.account('admin');
    const bad = await admin.browser.call('/api/admin/campaigns', {
      token: admin.token,
      body: { ...campaign, title: ' ' },
    });
    expect(bad).toEqual({
      status: 400,
      body: { message: 'Please enter the campaign title', code: 'campaign-title-required' },
    });
    const unknown = await admin.browser.call('/api/admin/campaigns/00000000-0000-4000-8000-000000000000/invites', {
      token: admin.token,
      body: {},
    });
    expect(unknown.status).toBe(404);
  });
});

const kit = reviewKit(() => portal);

describe('PUT /api/admin/tasks/:taskId/review', () => {
  it('is for admins only', async () => {
    const creator = await portal.account();
    const { taskId } = await kit.taskFor(creator, 'PENDING-CHECKING');
    const calls: [string, unknown][] = [
      [`/api/admin/tasks/${taskId}/review`, { action: 'approve' }],
      [`/api/admin/tasks/${taskId}/application`, { decision: 'approve' }],
      ['/api/admin/referrals/00000000-0000-4000-8000-000000000000', { decision: 'reject' }],
    ];
    for (const [path, body] of calls) {
      expect((await portal.client().call(path, { method: 'PUT', body })).status).toBe(401);
      expect((await creator.call(path, { method: 'PUT', body })).status).toBe(403);
    }
  });

  it('refuses a replayed draft decision, approval or application decision (409)', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account();
    const approved = await kit.taskFor(creator, 'ACCEPTED', { taskType: 'DRAFT' });
    await approved.draft('caption.txt', 'A caption');
    expect((await kit.review(admin, approved.taskId, { action: 'approveDraft' })).status).toBe(204);
    const duplicate = duplicateAfter(admin);
    expect(await kit.review(admin, approved.taskId, { action: 'approveDraft' })).toEqual(duplicate('approveDraft'));
    expect(await kit.review(admin, approved.taskId, { action: 'rejectDraft', remark: 'Late' })).toEqual(
      duplicate('approveDraft'),
    );

    const rejected = await kit.taskFor(creator, 'ACCEPTED', { taskType: 'VIDEO' });
    await rejected.draft();
    expect((await kit.review(admin, rejected.taskId, { action: 'rejectDraft', remark: 'Too long' })).status).toBe(204);
    expect(await kit.review(admin, rejected.taskId, { action: 'rejectDraft', remark: 'Too long' })).toEqual(
      duplicate('rejectDraft'),
    );

    const submitted = await kit.taskFor(creator, 'PENDING-CHECKING');
    expect((await kit.review(admin, submitted.taskId, { action: 'approve' })).status).toBe(204);
    expect(await kit.review(admin, submitted.taskId, { action: 'approve' })).toEqual(duplicate('approve'));

    const applied = await kit.taskFor(creator, 'APPLIED');
    const decide = (body: unknown) =>
      admin.call(`/api/admin/tasks/${applied.taskId}/application`, { method: 'PUT', body });
    expect((await decide({ decision: 'approve' })).status).toBe(204);
    expect(await decide({ decision: 'approve' })).toEqual(duplicate('approveApplication'));
    expect(await decide({ decision: 'reject', remark: 'Changed our mind' })).toEqual(duplicate('approveApplication'));
  });

  it("takes the approval that fits the campaign's report setting and refuses the other with why", async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account();
    const plain = await kit.taskFor(creator, 'PENDING-CHECKING', { requiresReport: false });
    expect(await kit.review(admin, plain.taskId, { action: 'approveWithReport' })).toEqual({
      status: 400,
      body: {
        message: 'This campaign needs no report: approve it without one (approve)',
        code: 'approval-needs-no-report',
      },
    });
    const withReport = await kit.taskFor(creator, 'PENDING-CHECKING', { requiresReport: true });
    expect(await kit.review(admin, withReport.taskId, { action: 'approve' })).toEqual({
      status: 400,
      body: {
        message: 'This campaign needs a report: approve it with a report (approveWithReport)',
        code: 'approval-needs-report',
      },
    });
    // Refused steps change nothing.
    const task = (id: string) => creator.call(`/api/task/taskId?taskId=${id}`);
    expect((await task(plain.taskId)).body?.status).toBe('PENDING-CHECKING');
    expect((await task(withReport.taskId)).body?.status).toBe('PENDING-CHECKING');

    expect((await kit.review(admin, plain.taskId, { action: 'approve' })).status).toBe(204);
    expect((await kit.review(admin, withReport.taskId, { action: 'approveWithReport' })).status).toBe(204);
    expect((await task(plain.taskId)).body?.status).toBe('APPROVED-PENDING-PAYMENT');
    expect((await task(withReport.taskId)).body?.status).toBe('APPROVED-PENDING-REPORT');
    // A task approved without a report has none to approve: not a replay, a conflict.
    expect(await kit.review(admin, plain.taskId, { action: 'approveReport' })).toEqual({
      status: 409,
      body: { message: 'No report is waiting for review', code: 'no-report-waiting' },
    });
  });

  it('approves a report before the payout, and every step is refused on replay (409)', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account();
    await kit.payByBank(creator);
    const work = await kit.taskFor(creator, 'ACCEPTED', { requiresReport: true });
    await work.submit();
    const step = (action: string, extra: Record<string, unknown> = {}) =>
      kit.review(admin, work.taskId, { action, ...extra });
    const duplicate = duplicateAfter(admin);

    expect((await step('reject', { remark: 'Show the product' })).status).toBe(204);
    expect(await step('reject', { remark: 'Show the product' })).toEqual(duplicate('reject'));
    await work.submit('again.png');
    expect((await step('approveWithReport')).status).toBe(204);
    expect(await step('approveWithReport')).toEqual(duplicate('approveWithReport'));
    // No report yet: nothing to approve, no payout.
    expect(await step('approveReport')).toEqual(duplicate('approveWithReport'));
    expect(await step('startPayout')).toEqual(duplicate('approveWithReport'));

    await work.report();
    expect(await step('startPayout')).toEqual({
      status: 409,
      body: { message: 'The report has not been approved yet', code: 'report-not-approved' },
    });
    expect((await step('approveReport')).status).toBe(204);
    expect(await step('approveReport')).toEqual(duplicate('approveReport'));
    expect((await step('startPayout')).status).toBe(204);
    expect(await step('startPayout')).toEqual(duplicate('startPayout'));
    expect((await step('markPaid', { reference: 'BANK-42' })).status).toBe(204);
    expect(await step('markPaid', { reference: 'BANK-42' })).toEqual(duplicate('markPaid'));

    // Every admin step is on the record with who took it.
    const events = await portal.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, work.taskId));
    const byAdmin = events.filter((event) => event.actor === 'admin');
    expect(byAdmin.map((event) => [event.action, event.actorUserId])).toEqual([
      ['reject', admin.id],
      ['approveWithReport', admin.id],
      ['approveReport', admin.id],
      ['startPayout', admin.id],
      ['markPaid', admin.id],
    ]);
  });

  it('refuses a payout to a creator without payment details, changing nothing', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account();
    const { taskId } = await kit.taskFor(creator, 'APPROVED-PENDING-PAYMENT');
    expect(await kit.review(admin, taskId, { action: 'startPayout' })).toEqual({
      status: 400,
      body: { message: 'The creator has no payment details yet', code: 'no-payment-details' },
    });
    const events = await portal.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, taskId));
    expect(events).toEqual([]);
  });
});

describe('GET /api/admin/tasks/:taskId', () => {
  it('is for admins only, and an unknown task is not found', async () => {
    const creator = await portal.account();
    const { taskId } = await kit.taskFor(creator, 'SELECTED');
    expect((await portal.client().call(`/api/admin/tasks/${taskId}`)).status).toBe(401);
    expect((await creator.call(`/api/admin/tasks/${taskId}`)).status).toBe(403);
    const admin = await portal.account('admin');
    expect((await admin.call('/api/admin/tasks/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses a malformed task id with 400 on every task call', async () => {
    const admin = await portal.account('admin');
    const calls = [
      admin.call('/api/admin/tasks/not-a-task'),
      admin.call('/api/admin/tasks/not-a-task/review', { method: 'PUT', body: { action: 'approve' } }),
      admin.call('/api/admin/tasks/not-a-task/application', { method: 'PUT', body: { decision: 'approve' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid-request' });
    }
  });

  it('shows everything sent, newest first, the answers, the payout details and the timeline', async () => {
    const admin = await portal.account('admin', 'Campaign Manager Ana');
    const creator = await portal.account('influencer', 'Siti Aminah');
    await kit.payByBank(creator, { paymentMethod: 'Paypal', paypalEmail: 'siti@example.com', bankName: '' });
    const campaign = await createCampaign(portal.database.db, {
      title: 'Glow video',
      taskType: 'VIDEO',
      requiresReport: true,
    });
    const question = await addQuestion(portal.database.db, campaign.id, {
      orderIndex: 1,
      required: true,
      questionType: 'text',
      question: 'Your TikTok?',
    });
    const invite = await createInvite(portal.database.db, campaign.id);
    const applied = await creator.call('/api/task/invite/accept', {
      body: { invite: invite.id, screeningResponses: [{ questionId: question.id, answer: '@siti' }] },
    });
    const taskId = applied.body?.id as string;
    const work = kit.workOn(creator, campaign.id, taskId);
    const decide = (body: unknown) => admin.call(`/api/admin/tasks/${taskId}/application`, { method: 'PUT', body });
    const step = (action: string, extra: Record<string, unknown> = {}) =>
      kit.review(admin, taskId, { action, ...extra });

    // An application shows no payout details: personal numbers only once a payout is due.
    expect((await admin.call(`/api/admin/tasks/${taskId}`)).body).toMatchObject({ payout: null });

    expect((await decide({ decision: 'reject', remark: 'Make your account public' })).status).toBe(204);
    await creator.call('/api/task/reapply', { method: 'PUT', body: { task: taskId } });
    expect((await decide({ decision: 'approve' })).status).toBe(204);
    const accepted = await creator.call('/api/task/accept', {
      method: 'PUT',
      body: { task: taskId, screeningResponses: [{ questionId: question.id, answer: '@siti.official' }] },
    });
    expect(accepted.status).toBe(200);
    await work.draft('cut-1.mp4', 'First cut');
    expect((await step('rejectDraft', { remark: 'Shorter, please' })).status).toBe(204);
    await work.draft('cut-2.mp4', 'Second cut');
    expect((await step('approveDraft', { remark: 'Second cut, approved' })).status).toBe(204);
    await work.submit('final.png', 'https://tiktok.com/@siti/video/1');
    expect((await step('approveWithReport')).status).toBe(204);
    await work.report('reach.png');
    expect((await step('approveReport')).status).toBe(204);

    const answer = await admin.call(`/api/admin/tasks/${taskId}`);
    expect(answer.status).toBe(200);
    const task = answer.body as unknown as AdminTask;
    expect(task).toMatchObject({
      task: {
        id: taskId,
        status: 'APPROVED-PENDING-PAYMENT',
        draftApproved: true,
        draftComment: 'Second cut, approved',
      },
      campaign: { id: campaign.id, title: 'Glow video', taskType: 'VIDEO', requiresReport: true, incentive: 150 },
      influencer: { fullName: 'Siti Aminah', email: creator.email },
      answers: [{ question: 'Your TikTok?', answer: '@siti.official' }],
      payout: { paymentMethod: 'Paypal', paypalEmail: 'siti@example.com', bankAccNo: null },
    });
    expect(
      task.submissions.map((sent) => [sent.stage, sent.draftComment, sent.files.map((file) => file.fileName)]),
    ).toEqual([
      ['FINAL', null, ['final.png']],
      ['DRAFT', 'Second cut', ['cut-2.mp4']],
      ['DRAFT', 'First cut', ['cut-1.mp4']],
    ]);
    expect(task.submissions[0]?.linkUrl).toBe('https://tiktok.com/@siti/video/1');
    expect(task.reports).toHaveLength(1);
    expect(task.reports[0]).toMatchObject({
      reviewedAt: expect.any(String) as string,
      files: [{ fileName: 'reach.png' }],
    });
    const link = await fetch(`${portal.baseUrl}${task.reports[0]?.files[0]?.url}`);
    expect(Buffer.from(await link.arrayBuffer())).toEqual(sampleFile('reach.png'));

    expect(
      task.events.map((event) => [
        event.action,
        event.fromStatus,
        event.toStatus,
        event.actor,
        event.actorName,
        event.remark,
      ]),
    ).toEqual([
      ['apply', null, 'APPLIED', 'influencer', 'Siti Aminah', null],
      [
        'rejectApplication',
        'APPLIED',
        'APPLICATION-REJECTED',
        'admin',
        'Campaign Manager Ana',
        'Make your account public',
      ],
      ['reapply', 'APPLICATION-REJECTED', 'APPLIED', 'influencer', 'Siti Aminah', null],
      ['approveApplication', 'APPLIED', 'SELECTED', 'admin', 'Campaign Manager Ana', null],
      ['accept', 'SELECTED', 'ACCEPTED', 'influencer', 'Siti Aminah', null],
      ['submitDraft', 'ACCEPTED', 'ACCEPTED', 'influencer', 'Siti Aminah', null],
      ['rejectDraft', 'ACCEPTED', 'REJECTED', 'admin', 'Campaign Manager Ana', 'Shorter, please'],
      ['submitDraft', 'REJECTED', 'ACCEPTED', 'influencer', 'Siti Aminah', null],
      ['approveDraft', 'ACCEPTED', 'ACCEPTED', 'admin', 'Campaign Manager Ana', 'Second cut, approved'],
      ['submit', 'ACCEPTED', 'PENDING-CHECKING', 'influencer', 'Siti Aminah', null],
      ['approveWithReport', 'PENDING-CHECKING', 'APPROVED-PENDING-REPORT', 'admin', 'Campaign Manager Ana', null],
      ['submitReport', 'APPROVED-PENDING-REPORT', 'APPROVED-PENDING-PAYMENT', 'influencer', 'Siti Aminah', null],
      ['approveReport', 'APPROVED-PENDING-PAYMENT', 'APPROVED-PENDING-PAYMENT', 'admin', 'Campaign Manager Ana', null],
    ]);
    const times = task.events.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
