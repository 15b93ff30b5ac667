import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewCampaign } from '@portal/domain/campaigns';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { setRole } from '../users/users.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

let counter = 0;
async function account(role: 'influencer' | 'admin') {
  const browser = portal.client();
  const email = `${role}${++counter}-${Date.now()}@example.com`;
  await browser.signUp(email, 'a-good-password');
  if (role === 'admin') await setRole(portal.database.db, email, 'admin');
  return { browser, email, token: await browser.token() };
}

const campaign: NewCampaign = {
  title: 'Kopi Kita iced latte',
  brandLogoUrl: null,
  taskType: 'POST',
  platform: 'INSTAGRAM',
  currency: 'RM',
  incentive: 180.5,
  requirements: 'Public account',
  instructions: 'Post a photo',
  uniqueCommentUrl: null,
  referralFee: 20,
  referralCriteria: 'Friend completes the task',
  referralInstructions: 'Share your link',
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  requiresReport: false,
  screeningQuestions: [
    { question: 'Formats?', questionType: 'multipleChoice', required: true, options: ['Reels', 'Stories'] },
    { question: 'Public account?', questionType: 'checkbox', required: false, options: [] },
  ],
};

describe('/api/admin', () => {
  it('refuses influencers (403) and visitors (401)', async () => {
    const influencer = await account('influencer');
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
    const admin = await account('admin');
    const influencer = await account('influencer');
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
    const applicant = await account('influencer');
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
    const admin = await account('admin');
    const bad = await admin.browser.call('/api/admin/campaigns', {
      token: admin.token,
      body: { ...campaign, title: ' ' },
    });
    expect(bad).toEqual({ status: 400, body: { message: 'Please enter the campaign title', code: 'bad-request' } });
    const unknown = await admin.browser.call('/api/admin/campaigns/00000000-0000-4000-8000-000000000000/invites', {
      token: admin.token,
      body: {},
    });
    expect(unknown.status).toBe(404);
  });
});
