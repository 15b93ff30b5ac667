import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_CLOSED_TO_CREATORS } from '@portal/domain/tasks';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { addQuestion, createCampaign, createInvite, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { expireOverdueTasks } from './tasks.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

let counter = 0;
async function creator() {
  const browser = portal.client();
  const email = `tasks${++counter}-${Date.now()}@example.com`;
  await browser.signUp(email, 'a-good-password');
  const token = await browser.token();
  const me = await browser.call('/api/auth', { token });
  return { browser, token, id: me.body?.id as string };
}

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/task and /api/task/taskId', () => {
  it("lists the creator's own tasks with their campaigns, and nobody else's", async () => {
    const aisyah = await creator();
    const mallory = await creator();
    const campaign = await createCampaign(portal.database.db, { currency: 'SGD', referralFeeMinor: 2050 });
    await addQuestion(portal.database.db, campaign.id, { orderIndex: 2, required: false, questionType: 'text' });
    await addQuestion(portal.database.db, campaign.id, { orderIndex: 1, required: true, questionType: 'checkbox' });
    const own = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: aisyah.id,
      status: 'SELECTED',
    });
    await createTask(portal.database.db, { campaignId: campaign.id, userId: mallory.id, status: 'SELECTED' });

    const list = await aisyah.browser.call('/api/task', { token: aisyah.token });
    expect(list.status).toBe(200);
    const listed = list.body as unknown as { id: string; campaignDetails: Record<string, unknown> }[];
    expect(listed.map((task) => task.id)).toEqual([own.id]);
    expect(listed[0]?.campaignDetails).toMatchObject({
      campaignTitle: 'Raya Glow Serum launch',
      currency: 'SGD',
      incentive: 150,
      referralFee: 20.5,
      screeningQuestions: [expect.objectContaining({ orderIndex: 1 }), expect.objectContaining({ orderIndex: 2 })],
    });

    const detail = await aisyah.browser.call(`/api/task/taskId?taskId=${own.id}`, { token: aisyah.token });
    expect(detail.body).toMatchObject({ id: own.id, status: 'SELECTED', associatedCampaign: campaign.id });
  });

  it("answers 404 'No campaign found' for another creator's task and for a malformed id", async () => {
    const aisyah = await creator();
    const mallory = await creator();
    const campaign = await createCampaign(portal.database.db);
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: aisyah.id,
      status: 'SELECTED',
    });
    for (const taskId of [task.id, 'not-a-uuid']) {
      const response = await mallory.browser.call(`/api/task/taskId?taskId=${taskId}`, { token: mallory.token });
      expect(response).toEqual({ status: 404, body: { message: 'No campaign found', code: 'no-campaign-found' } });
    }
  });
});

describe('PUT /api/task/accept', () => {
  it('accepts a SELECTED task with its answers, sets the deadline, and refuses a replay with 409', async () => {
    const aisyah = await creator();
    const deadline = new Date(Date.now() + 10 * DAY);
    const campaign = await createCampaign(portal.database.db, { deadline });
    const required = await addQuestion(portal.database.db, campaign.id, {
      orderIndex: 1,
      required: true,
      questionType: 'multipleChoice',
      options: ['Reels', 'Stories'],
    });
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: aisyah.id,
      status: 'SELECTED',
    });

    const missing = await aisyah.browser.call('/api/task/accept', {
      method: 'PUT',
      token: aisyah.token,
      body: { task: task.id, screeningResponses: [{ questionId: required.id, answer: '  ' }] },
    });
    expect(missing).toEqual({
      status: 400,
      body: { message: 'Please enter all required screening questions', code: 'screening-answers-missing' },
    });

    const body = { task: task.id, screeningResponses: [{ questionId: required.id, answer: 'Reels,Stories' }] };
    const accepted = await aisyah.browser.call('/api/task/accept', { method: 'PUT', token: aisyah.token, body });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'ACCEPTED', taskDeadline: deadline.toISOString() });

    const replay = await aisyah.browser.call('/api/task/accept', { method: 'PUT', token: aisyah.token, body });
    expect(replay).toEqual({ status: 409, body: { message: 'Duplicate Request', code: 'duplicate-request' } });
    const events = await portal.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, task.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      ['SELECTED', 'ACCEPTED', 'influencer'],
    ]);
  });

  it('lets only one of two simultaneous accepts through', async () => {
    const aisyah = await creator();
    const campaign = await createCampaign(portal.database.db);
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: aisyah.id,
      status: 'SELECTED',
    });
    const body = { task: task.id, screeningResponses: [] };
    const answers = await Promise.all(
      [1, 2, 3].map(() => aisyah.browser.call('/api/task/accept', { method: 'PUT', token: aisyah.token, body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it("cannot accept another creator's task (404)", async () => {
    const aisyah = await creator();
    const mallory = await creator();
    const campaign = await createCampaign(portal.database.db);
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: aisyah.id,
      status: 'SELECTED',
    });
    const attempt = await mallory.browser.call('/api/task/accept', {
      method: 'PUT',
      token: mallory.token,
      body: { task: task.id, screeningResponses: [] },
    });
    expect(attempt.status).toBe(404);
    const [row] = await portal.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row?.status).toBe('SELECTED');
  });
});

describe('invites', () => {
  it('shows the public preview without a token, and the signed-in status with one', async () => {
    const aisyah = await creator();
    const campaign = await createCampaign(portal.database.db, { taskType: 'VIDEO' });
    const invite = await createInvite(portal.database.db, campaign.id);

    const preview = await portal.client().call(`/api/public/invite?inviteId=${invite.id}`);
    expect(preview.body).toMatchObject({
      id: invite.id,
      status: null,
      inviteCampaign: { taskType: 'VIDEO', incentive: 150 },
    });
    expect((await portal.client().call('/api/public/invite?inviteId=nope')).status).toBe(404);

    const applied = await aisyah.browser.call('/api/task/invite/accept', {
      token: aisyah.token,
      body: { invite: invite.id, screeningResponses: [] },
    });
    expect(applied.body).toMatchObject({ status: 'APPLIED', associatedCampaign: campaign.id });
    const mine = await aisyah.browser.call(`/api/invite?inviteId=${invite.id}`, { token: aisyah.token });
    expect(mine.body).toMatchObject({ status: 'APPLIED' });

    const twice = await aisyah.browser.call('/api/task/invite/accept', {
      token: aisyah.token,
      body: { invite: invite.id, screeningResponses: [] },
    });
    expect(twice.status).toBe(409);
  });

  it('refuses a missing required answer and a closed invite', async () => {
    const aisyah = await creator();
    const campaign = await createCampaign(portal.database.db);
    await addQuestion(portal.database.db, campaign.id, { orderIndex: 1, required: true, questionType: 'text' });
    const invite = await createInvite(portal.database.db, campaign.id);
    const missing = await aisyah.browser.call('/api/task/invite/accept', {
      token: aisyah.token,
      body: { invite: invite.id, screeningResponses: [] },
    });
    expect(missing.body?.message).toBe('Please enter all required screening questions');

    const closed = await createCampaign(portal.database.db, { closedAt: new Date() });
    const closedInvite = await createInvite(portal.database.db, closed.id);
    const refused = await aisyah.browser.call('/api/task/invite/accept', {
      token: aisyah.token,
      body: { invite: closedInvite.id, screeningResponses: [] },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: CAMPAIGN_CLOSED_TO_CREATORS } });
  });
});

describe('PUT /api/task/reapply', () => {
  it('moves an application rejection back to APPLIED once, and only for its owner', async () => {
    const aisyah = await creator();
    const mallory = await creator();
    const campaign = await createCampaign(portal.database.db);
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: aisyah.id,
      status: 'APPLICATION-REJECTED',
      applicationRejectionComments: 'Please make your account public',
    });
    const body = { task: task.id };
    expect(
      (await mallory.browser.call('/api/task/reapply', { method: 'PUT', token: mallory.token, body })).status,
    ).toBe(404);
    for (const unknown of [randomUUID(), 'not-a-task']) {
      const answer = await aisyah.browser.call('/api/task/reapply', {
        method: 'PUT',
        token: aisyah.token,
        body: { task: unknown },
      });
      expect(answer.status).toBe(404);
    }
    const again = await aisyah.browser.call('/api/task/reapply', { method: 'PUT', token: aisyah.token, body });
    expect(again.body).toMatchObject({ status: 'APPLIED' });
    expect((await aisyah.browser.call('/api/task/reapply', { method: 'PUT', token: aisyah.token, body })).status).toBe(
      409,
    );
  });
});

describe('the expiry sweep', () => {
  it('expires overdue ACCEPTED and REJECTED tasks once, recording each, and leaves the rest', async () => {
    const { db } = portal.database;
    const aisyah = await creator();
    const past = new Date(Date.now() - DAY);
    const future = new Date(Date.now() + DAY);
    const make = async (
      status: 'ACCEPTED' | 'REJECTED' | 'PENDING-CHECKING',
      taskDeadline: Date,
      draftSubmittedAt?: Date,
    ) => {
      const campaign = await createCampaign(db);
      return createTask(db, { campaignId: campaign.id, userId: aisyah.id, status, taskDeadline, draftSubmittedAt });
    };
    const overdueAccepted = await make('ACCEPTED', past);
    const overdueRejected = await make('REJECTED', past);
    const inReview = await make('PENDING-CHECKING', past);
    const draftWaiting = await make('ACCEPTED', past, new Date());
    const onTime = await make('ACCEPTED', future);

    const [first, second] = await Promise.all([expireOverdueTasks(db), expireOverdueTasks(db)]);
    expect(first.length + second.length).toBeGreaterThanOrEqual(2);
    expect(await expireOverdueTasks(db)).toEqual([]);

    const statusOf = async (id: string) => (await db.select().from(tasks).where(eq(tasks.id, id)))[0]?.status;
    expect(await statusOf(overdueAccepted.id)).toBe('EXPIRED');
    expect(await statusOf(overdueRejected.id)).toBe('EXPIRED');
    expect(await statusOf(inReview.id)).toBe('PENDING-CHECKING');
    expect(await statusOf(draftWaiting.id)).toBe('ACCEPTED');
    expect(await statusOf(onTime.id)).toBe('ACCEPTED');
    const events = await db.select().from(taskEvents).where(eq(taskEvents.taskId, overdueRejected.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      ['REJECTED', 'EXPIRED', 'server'],
    ]);
  });
});

describe('an expired task in the back office', () => {
  it('shows the expiry on its timeline as the expire action, by the server', async () => {
    const { db } = portal.database;
    const aisyah = await creator();
    const admin = await portal.account('admin', 'Campaign Manager');
    const campaign = await createCampaign(db);
    const task = await createTask(db, {
      campaignId: campaign.id,
      userId: aisyah.id,
      status: 'ACCEPTED',
      taskDeadline: new Date(Date.now() - DAY),
    });
    expect((await expireOverdueTasks(db)).length).toBeGreaterThanOrEqual(1);

    const seen = await admin.call(`/api/admin/tasks/${task.id}`);
    expect(seen.status).toBe(200);
    expect((seen.body as { events: unknown[] }).events).toEqual([
      expect.objectContaining({
        action: 'expire',
        actor: 'server',
        fromStatus: 'ACCEPTED',
        toStatus: 'EXPIRED',
        remark: 'Deadline passed',
      }),
    ]);
  });
});
