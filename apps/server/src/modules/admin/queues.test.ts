import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueCounts, QueuePage } from '@portal/domain/admin';
import { tasks } from '../../db/schema/campaigns.ts';
import { addQuestion, createCampaign, createInvite, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { sampleFile } from '../../testing/uploads.ts';
import { reviewKit } from '../review/review.test-kit.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const { payByBank, taskFor, review } = reviewKit(() => portal);

const counts = async (admin: TestAccount) => (await admin.call('/api/admin/queues')).body as unknown as QueueCounts;
const queue = async (admin: TestAccount, path: string) => {
  const answer = await admin.call(`/api/admin/queues/${path}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as QueuePage;
};

describe('the review queues', () => {
  it('are for admins only', async () => {
    const influencer = await portal.account();
    for (const path of ['/api/admin/queues', '/api/admin/queues/drafts']) {
      expect((await portal.client().call(path)).status).toBe(401);
      expect((await influencer.call(path)).status).toBe(403);
    }
    const admin = await portal.account('admin');
    expect((await admin.call('/api/admin/queues/nothing')).status).toBe(400);
  });

  it('counts again once anything was written, however it was written, and not before', async () => {
    const admin = await portal.account('admin');
    const { db } = portal.database;
    const before = await counts(admin);
    expect(await counts(admin)).toEqual(before);

    const campaign = await createCampaign(db);
    const creator = await portal.account();
    await createTask(db, { campaignId: campaign.id, userId: creator.id, status: 'APPLIED' });
    expect(await counts(admin)).toEqual({ ...before, applications: before.applications + 1 });
    await db.update(tasks).set({ status: 'PENDING-CHECKING' }).where(eq(tasks.userId, creator.id));
    expect(await counts(admin)).toEqual({ ...before, submissions: before.submissions + 1 });
  });

  it("totals a queue's page again once anything was written, however it was written", async () => {
    const admin = await portal.account('admin');
    const { db } = portal.database;
    const before = (await queue(admin, 'submissions')).total;
    expect((await queue(admin, 'submissions')).total).toBe(before);

    const campaign = await createCampaign(db);
    const creator = await portal.account();
    await createTask(db, { campaignId: campaign.id, userId: creator.id, status: 'PENDING-CHECKING' });
    expect((await queue(admin, 'submissions')).total).toBe(before + 1);
    await db.update(tasks).set({ status: 'APPLIED' }).where(eq(tasks.userId, creator.id));
    expect((await queue(admin, 'submissions')).total).toBe(before);
  });

  it("answers a queue's page again only while nothing was written, however it was written", async () => {
    const admin = await portal.account('admin');
    const { db } = portal.database;
    const campaign = await createCampaign(db);
    const creator = await portal.account('influencer', 'Nurul Huda');
    const task = await createTask(db, { campaignId: campaign.id, userId: creator.id, status: 'APPLIED' });
    const path = `applications?campaignId=${campaign.id}`;
    const first = await queue(admin, path);
    expect(first.items.map((item) => item.task.id)).toEqual([task.id]);
    expect(await queue(admin, path)).toEqual(first);

    await db.update(tasks).set({ applicationRejectionComments: 'Seen' }).where(eq(tasks.userId, creator.id));
    expect((await queue(admin, path)).items[0]?.task.applicationRejectionComments).toBe('Seen');
    await db.update(tasks).set({ status: 'SELECTED' }).where(eq(tasks.userId, creator.id));
    expect(await queue(admin, path)).toMatchObject({ items: [], total: 0 });
  });

  it('lists applications oldest first with their answers in question order, a page at a time', async () => {
    const admin = await portal.account('admin');
    const before = await counts(admin);
    const campaign = await createCampaign(portal.database.db, { title: 'Kopi Kita iced latte' });
    const second = await addQuestion(portal.database.db, campaign.id, {
      orderIndex: 2,
      required: false,
      questionType: 'text',
      question: 'Why this brand?',
    });
    const first = await addQuestion(portal.database.db, campaign.id, {
      orderIndex: 1,
      required: true,
      questionType: 'text',
      question: 'Your handle?',
    });
    const invite = await createInvite(portal.database.db, campaign.id);
    const applicants = [
      await portal.account('influencer', 'Aisyah Rahman'),
      await portal.account('influencer', 'Mei Ling'),
    ];
    for (const [index, applicant] of applicants.entries()) {
      const applied = await applicant.call('/api/task/invite/accept', {
        body: {
          invite: invite.id,
          screeningResponses: [
            { questionId: second.id, answer: `I love coffee ${index}` },
            { questionId: first.id, answer: `@applicant${index}` },
          ],
        },
      });
      expect(applied.status).toBe(200);
    }

    expect(await counts(admin)).toEqual({ ...before, applications: before.applications + 2 });
    const page = await queue(admin, `applications?campaignId=${campaign.id}`);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(page.items.map((item) => item.influencer.fullName)).toEqual(['Aisyah Rahman', 'Mei Ling']);
    expect(page.items[0]).toMatchObject({
      task: { status: 'APPLIED' },
      campaign: {
        id: campaign.id,
        title: 'Kopi Kita iced latte',
        incentive: 150,
        currency: 'RM',
        requiresReport: false,
      },
      influencer: { email: applicants[0]?.email },
      answers: [
        { question: 'Your handle?', answer: '@applicant0' },
        { question: 'Why this brand?', answer: 'I love coffee 0' },
      ],
      submission: null,
      report: null,
      payout: null,
    });
    const [older, newer] = page.items.map((item) => Date.parse(item.waitingSince));
    expect(older).toBeLessThanOrEqual(newer as number);

    const second_page = await queue(admin, `applications?campaignId=${campaign.id}&page=2&pageSize=1`);
    expect(second_page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second_page.items.map((item) => item.influencer.fullName)).toEqual(['Mei Ling']);

    // Deciding takes it out of the queue.
    const taskId = page.items[0]?.task.id as string;
    expect(
      (await admin.call(`/api/admin/tasks/${taskId}/application`, { method: 'PUT', body: { decision: 'approve' } }))
        .status,
    ).toBe(204);
    expect((await queue(admin, `applications?campaignId=${campaign.id}`)).total).toBe(1);
  });

  it('shows the waiting draft and the final submission with their files behind hour-long links', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account('influencer', 'Nur Iman');
    const video = await taskFor(creator, 'ACCEPTED', { taskType: 'VIDEO', title: 'Serum video' });
    await video.draft('cut.mp4', 'Cut one');

    const drafts = await queue(admin, `drafts?campaignId=${video.campaignId}`);
    expect(drafts.total).toBe(1);
    const draft = drafts.items[0];
    expect(draft).toMatchObject({
      task: { id: video.taskId, status: 'ACCEPTED', draftApproved: false, draftComment: 'Cut one' },
      submission: { stage: 'DRAFT', draftComment: 'Cut one', linkUrl: null },
      report: null,
    });
    expect(draft?.submission?.files).toEqual([
      {
        key: expect.stringContaining('cut.mp4') as string,
        fileName: 'cut.mp4',
        contentType: 'video/mp4',
        role: 'draft',
        url: expect.stringMatching(/^\/api\/files\/[\w-]+\.[\w-]+$/) as string,
        erased: false,
      },
    ]);
    const file = await fetch(`${portal.baseUrl}${draft?.submission?.files[0]?.url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(sampleFile('cut.mp4'));
    const [payload] = (draft?.submission?.files[0]?.url ?? '').replace('/api/files/', '').split('.');
    const expires = (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { e: number }).e;
    expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    expect((await review(admin, video.taskId, { action: 'approveDraft' })).status).toBe(204);
    expect((await queue(admin, `drafts?campaignId=${video.campaignId}`)).total).toBe(0);

    // A rejected submission sent again: the queue shows the latest one.
    const post = await taskFor(creator, 'ACCEPTED', { title: 'Serum post' });
    await post.submit('first.png', 'https://instagram.com/p/first');
    expect((await review(admin, post.taskId, { action: 'reject', remark: 'Tag the brand' })).status).toBe(204);
    await post.submit('second.png', 'https://instagram.com/p/second');
    const submissions = await queue(admin, `submissions?campaignId=${post.campaignId}`);
    expect(submissions.total).toBe(1);
    expect(submissions.items[0]).toMatchObject({
      task: { status: 'PENDING-CHECKING', rejectionComments: null, submissionDate: expect.any(String) as string },
      submission: { stage: 'FINAL', linkUrl: 'https://instagram.com/p/second' },
      waitingSince: submissions.items[0]?.task.submissionDate,
    });
    expect(submissions.items[0]?.submission?.files.map((sent) => [sent.fileName, sent.role])).toEqual([
      ['second.png', 'screenshot'],
    ]);
  });

  it('puts a report in the reports queue until approved, then the task in the payouts queue', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account('influencer', 'Farah Lim');
    await payByBank(creator);
    const before = await counts(admin);
    const withReport = await taskFor(creator, 'PENDING-CHECKING', { requiresReport: true, title: 'Report campaign' });
    expect((await review(admin, withReport.taskId, { action: 'approveWithReport' })).status).toBe(204);
    await withReport.report('insights.png');

    expect(await counts(admin)).toEqual({ ...before, reports: before.reports + 1 });
    const reports = await queue(admin, `reports?campaignId=${withReport.campaignId}`);
    expect(reports.items).toHaveLength(1);
    expect(reports.items[0]).toMatchObject({
      task: { status: 'APPROVED-PENDING-PAYMENT' },
      report: { reviewedAt: null, files: [{ fileName: 'insights.png', role: 'report' }] },
      payout: null,
    });
    expect(reports.items[0]?.waitingSince).toBe(reports.items[0]?.report?.createdAt);
    expect((await queue(admin, `payouts?campaignId=${withReport.campaignId}`)).total).toBe(0);

    expect((await review(admin, withReport.taskId, { action: 'approveReport' })).status).toBe(204);
    expect(await counts(admin)).toEqual({ ...before, payouts: before.payouts + 1 });
    const payouts = await queue(admin, `payouts?campaignId=${withReport.campaignId}`);
    expect(payouts.items[0]).toMatchObject({
      task: { id: withReport.taskId, status: 'APPROVED-PENDING-PAYMENT' },
      report: { reviewedAt: expect.any(String) as string },
      // The numbers masked: an admin reveals one with a reason (privacy/data-reads).
      payout: {
        userId: creator.id,
        paymentMethod: 'Bank Transfer',
        bankName: 'Maybank',
        bankAccName: 'Farah Lim',
        bankAccNo: '••••7890',
        paypalEmail: null,
        nationalityDoc: 'NRIC',
        nric: '••••5678',
        passportNumber: null,
      },
    });

    // A campaign without reports goes straight to payouts, and stays there while the payout runs.
    const plain = await taskFor(creator, 'PENDING-CHECKING', { title: 'Plain campaign' });
    expect((await review(admin, plain.taskId, { action: 'approve' })).status).toBe(204);
    expect((await review(admin, plain.taskId, { action: 'startPayout' })).status).toBe(204);
    const running = await queue(admin, `payouts?campaignId=${plain.campaignId}`);
    expect(running.items.map((item) => [item.task.status, item.report])).toEqual([
      ['APPROVED-PROCESSING-PAYMENT', null],
    ]);
    expect((await review(admin, plain.taskId, { action: 'markPaid', reference: 'TX-1' })).status).toBe(204);
    expect((await queue(admin, `payouts?campaignId=${plain.campaignId}`)).total).toBe(0);
  });

  it("flags a banned creator's payouts, and no longer once the ban is lifted", async () => {
    const admin = await portal.account('admin');
    const banned = await portal.account('influencer', 'Banned Bakar');
    const task = await taskFor(banned, 'APPROVED-PENDING-PAYMENT', { title: 'Banned creator campaign' });
    const payouts = () => queue(admin, `payouts?campaignId=${task.campaignId}`);
    expect((await payouts()).items.map((item) => item.influencer.banned)).toEqual([false]);

    const ban = `/api/admin/influencers/${banned.id}/ban`;
    expect((await admin.call(ban, { method: 'PUT', body: { reason: 'Fake followers' } })).status).toBe(204);
    expect((await payouts()).items.map((item) => item.influencer.banned)).toEqual([true]);
    expect((await admin.call(ban, { method: 'DELETE' })).status).toBe(204);
    expect((await payouts()).items.map((item) => item.influencer.banned)).toEqual([false]);
  });

  it('lists every queue oldest first across campaigns', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account();
    const older = await taskFor(creator, 'ACCEPTED');
    await older.submit();
    const newer = await taskFor(creator, 'ACCEPTED');
    await newer.submit();
    const all = await queue(admin, 'submissions?pageSize=100');
    const ids = all.items.map((item) => item.task.id);
    expect(ids.indexOf(older.taskId)).toBeLessThan(ids.indexOf(newer.taskId));
    const times = all.items.map((item) => Date.parse(item.waitingSince));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('flags work waiting past the review days the task agreed to, and not work within them', async () => {
    const admin = await portal.account('admin');
    const { db } = portal.database;
    const campaign = await createCampaign(db, { reviewDays: 3 });
    const day = 24 * 60 * 60 * 1000;
    const late = await createTask(db, {
      campaignId: campaign.id,
      userId: (await portal.account()).id,
      status: 'PENDING-CHECKING',
      submissionDate: new Date(Date.now() - 30 * day),
    });
    const fresh = await createTask(db, {
      campaignId: campaign.id,
      userId: (await portal.account()).id,
      status: 'PENDING-CHECKING',
      submissionDate: new Date(),
    });
    // The agreed copy wins over the campaign's: 60 working days are not past yet.
    const agreedLonger = await createTask(db, {
      campaignId: campaign.id,
      userId: (await portal.account()).id,
      status: 'PENDING-CHECKING',
      submissionDate: new Date(Date.now() - 30 * day),
      termsAgreedAt: new Date(Date.now() - 40 * day),
      agreedReviewDays: 60,
    });
    const page = await queue(admin, `submissions?campaignId=${campaign.id}`);
    const reviewOf = (id: string) => page.items.find((item) => item.task.id === id)?.review;
    expect(reviewOf(late.id)).toMatchObject({ overdue: true, waitingDays: expect.any(Number) as number });
    expect(reviewOf(late.id)?.daysOverdue).toBeGreaterThan(0);
    expect(reviewOf(late.id)?.waitingDays).toBeGreaterThanOrEqual(29);
    expect(reviewOf(fresh.id)).toMatchObject({ overdue: false, daysOverdue: 0, waitingDays: 0 });
    expect(reviewOf(agreedLonger.id)).toMatchObject({ overdue: false, daysOverdue: 0 });
    // Applications are not work waiting for review.
    await createTask(db, { campaignId: campaign.id, userId: (await portal.account()).id, status: 'APPLIED' });
    expect((await queue(admin, `applications?campaignId=${campaign.id}`)).items[0]?.review).toBeNull();
  });
});
