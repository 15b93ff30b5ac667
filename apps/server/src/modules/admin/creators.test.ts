import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorProfile } from '@portal/domain/admin';
import { taskEvents } from '../../db/schema/campaigns.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { reviewKit } from '../review/review.test-kit.ts';

let portal: TestApp;
let aisha: TestAccount;
let ben: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  aisha = await portal.account('admin', 'Aisha Rahman');
  ben = await portal.account('admin', 'Ben Tan');
});
afterAll(() => portal.close());

const { payByBank, taskFor, review } = reviewKit(() => portal);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

const rate = (admin: TestAccount, taskId: string, body: unknown) =>
  admin.call(`/api/admin/tasks/${taskId}/rating`, { method: 'PUT', body });
const ratingOf = async (taskId: string) => (await aisha.call(`/api/admin/tasks/${taskId}/rating`)).body;
const profileOf = async (userId: string) =>
  (await aisha.call(`/api/admin/influencers/${userId}/profile`)).body as unknown as CreatorProfile;

describe('the creator calls of the back office', () => {
  it('refuse creators (403) on every one', async () => {
    const creator = await portal.account('influencer');
    const task = await taskFor(creator, 'APPROVED-PENDING-PAYMENT');
    const calls: [string, { method?: string; body?: unknown }][] = [
      [`/api/admin/influencers/${creator.id}/profile`, {}],
      [`/api/admin/tasks/${task.taskId}/rating`, {}],
      [`/api/admin/tasks/${task.taskId}/rating`, { method: 'PUT', body: { rating: 5 } }],
      ['/api/admin/queues/submissions/approve', { method: 'POST', body: { taskIds: [task.taskId] } }],
    ];
    for (const [path, init] of calls) {
      expect((await creator.call(path, init)).status).toBe(403);
      expect((await portal.client().call(path, init)).status).toBe(401);
    }
    expect(await ratingOf(task.taskId)).toEqual({ rating: null });
  });
});

describe('rating the work on a task', () => {
  it('keeps the latest rating, with its remark and who gave it', async () => {
    const creator = await portal.account('influencer');
    const task = await taskFor(creator, 'APPROVED-PENDING-PAYMENT');
    expect(await ratingOf(task.taskId)).toEqual({ rating: null });

    expect((await rate(aisha, task.taskId, { rating: 3, remark: 'Late but fine' })).status).toBe(204);
    expect((await rate(ben, task.taskId, { rating: 5, remark: '  Great hook  ' })).status).toBe(204);

    expect(await ratingOf(task.taskId)).toEqual({
      rating: { rating: 5, remark: 'Great hook', ratedBy: 'Ben Tan', ratedAt: expect.any(String) },
    });
  });

  it('refuses 0 and 6 stars, and a half star, with a clear message', async () => {
    const creator = await portal.account('influencer');
    const task = await taskFor(creator, 'COMPLETED');
    for (const rating of [0, 6, 4.5]) {
      const answer = await rate(aisha, task.taskId, { rating });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Please choose a rating from 1 to 5 stars' });
    }
    expect(await ratingOf(task.taskId)).toEqual({ rating: null });
  });

  it('refuses work not approved yet (409), and an unknown task (404)', async () => {
    const creator = await portal.account('influencer');
    const task = await taskFor(creator, 'PENDING-CHECKING');
    expect((await rate(aisha, task.taskId, { rating: 4 })).body).toEqual({
      message: 'Only approved work can be rated',
      code: 'task-not-rateable',
    });
    expect((await rate(aisha, UNKNOWN, { rating: 4 })).status).toBe(404);
    expect((await aisha.call(`/api/admin/tasks/${UNKNOWN}/rating`)).status).toBe(404);
  });
});

describe('GET /api/admin/influencers/:userId/profile', () => {
  it("shows the creator's history on every campaign with its figures, and no bank or ID numbers", async () => {
    const db = portal.database.db;
    const creator = await portal.account('influencer', 'Siti Aminah');
    await payByBank(creator);
    await db
      .update(profiles)
      .set({
        country: 'Malaysia',
        languages: ['English', 'Malay'],
        contentTypes: ['Beauty'],
        socialMediaLinks: { instagram: 'https://instagram.com/siti', whatsapp: '+60123456789' },
        socialMediaFollowers: { instagram: 12000 },
      })
      .where(eq(profiles.userId, creator.id));

    // On time, after one revision; approved and rated (twice: the latest counts).
    const onTime = await taskFor(creator, 'ACCEPTED', { title: 'Raya Glow' });
    await onTime.submit();
    expect((await review(aisha, onTime.taskId, { action: 'reject', remark: 'Show the logo' })).status).toBe(204);
    await onTime.submit('again.png');
    expect((await review(aisha, onTime.taskId, { action: 'approve' })).status).toBe(204);
    await rate(aisha, onTime.taskId, { rating: 4 });
    await rate(aisha, onTime.taskId, { rating: 5 });

    // Sent a day after its own deadline, approved, rated 3.
    const lateCampaign = await createCampaign(db, { title: 'Merdeka Sale' });
    const late = await createTask(db, {
      campaignId: lateCampaign.id,
      userId: creator.id,
      status: 'PENDING-CHECKING',
      taskDeadline: new Date(Date.now() - 2 * DAY),
      createdAt: new Date(Date.now() - 10 * DAY),
    });
    await db.insert(taskEvents).values({
      taskId: late.id,
      fromStatus: 'ACCEPTED',
      toStatus: 'PENDING-CHECKING',
      actor: 'influencer',
      actorUserId: creator.id,
      action: 'submit',
      createdAt: new Date(Date.now() - DAY),
    });
    expect((await review(aisha, late.id, { action: 'approve' })).status).toBe(204);
    await rate(aisha, late.id, { rating: 3 });

    // Expired with nothing sent: late. An invite not accepted: nothing due yet.
    await taskFor(creator, 'EXPIRED', { title: 'Expired one', deadline: new Date(Date.now() - DAY) });
    await taskFor(creator, 'SELECTED', { title: 'Invite' });

    const profile = await profileOf(creator.id);

    expect(profile.influencer).toMatchObject({
      id: creator.id,
      fullName: 'Siti Aminah',
      country: 'Malaysia',
      languages: ['English', 'Malay'],
      contentTypes: ['Beauty'],
      socialLinks: { instagram: 'https://instagram.com/siti' },
      followers: { instagram: 12000 },
      banned: false,
    });
    const byTitle = Object.fromEntries(profile.history.map((task) => [task.campaign.title, task]));
    expect(byTitle['Raya Glow']).toMatchObject({
      status: 'APPROVED-PENDING-PAYMENT',
      onTime: true,
      revisions: 1,
      rating: 5,
      submittedAt: expect.any(String),
      approvedAt: expect.any(String),
    });
    expect(byTitle['Merdeka Sale']).toMatchObject({ onTime: false, revisions: 0, rating: 3 });
    expect(byTitle['Expired one']).toMatchObject({ status: 'EXPIRED', onTime: false, workSent: false, rating: null });
    expect(byTitle.Invite).toMatchObject({ status: 'SELECTED', onTime: null, submittedAt: null, approvedAt: null });
    expect(profile.summary).toEqual({
      tasks: 4,
      onTimeRate: 1 / 3,
      averageRevisions: 0.5,
      averageRating: 4,
      rated: 2,
    });
    // Never a bank account, an ID number or a chat number.
    const text = JSON.stringify(profile);
    expect(text).not.toContain('1234-5678-90');
    expect(text).not.toContain('900101-14-5678');
    expect(text).not.toContain('+60123456789');
  });

  it('is 404 for a manager and for nobody', async () => {
    expect((await aisha.call(`/api/admin/influencers/${ben.id}/profile`)).status).toBe(404);
    expect((await aisha.call('/api/admin/influencers/nobody/profile')).status).toBe(404);
  });

  it('shows a creator with no task yet with empty figures', async () => {
    const creator = await portal.account('influencer');
    const profile = await profileOf(creator.id);
    expect(profile.history).toEqual([]);
    expect(profile.summary).toEqual({
      tasks: 0,
      onTimeRate: null,
      averageRevisions: null,
      averageRating: null,
      rated: 0,
    });
  });
});
