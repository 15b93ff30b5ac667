import { isFollowerDataStale } from '@portal/domain/profile';
import { TASK_STATUSES, TASK_TYPES, type TaskStatus, type TaskType } from '@portal/domain/tasks';
import { campaigns } from '../../db/schema/campaigns.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_ADMIN_EMAIL, DEMO_INFLUENCER_EMAIL, hasNoUsers, seedDemo } from './demo.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

it('creates a demo admin and a demo influencer with a complete profile, once', async () => {
  const { db } = portal.database;
  expect(await hasNoUsers(db)).toBe(true);
  const first = await seedDemo(db, await portal.app.identity(), 'demo-password');
  expect(first.accounts).toEqual([
    { email: DEMO_ADMIN_EMAIL, role: 'admin', created: true },
    { email: DEMO_INFLUENCER_EMAIL, role: 'influencer', created: true },
  ]);
  expect(await hasNoUsers(db)).toBe(false);

  const browser = portal.client();
  expect((await browser.signIn(DEMO_INFLUENCER_EMAIL, 'demo-password')).status).toBe(200);
  const me = await browser.call('/api/auth', { token: await browser.token() });
  expect(me.body).toMatchObject({ role: 'influencer', country: 'Malaysia', paymentMethod: 'Bank Transfer' });
  const followers = me.body?.socialMediaFollowers as { updatedAt: string };
  expect(isFollowerDataStale(followers.updatedAt)).toBe(false);

  // A task in every status of SPEC §4, and campaigns of all eight task types.
  const demoTasks = (await browser.call('/api/task', { token: await browser.token() })).body as unknown as {
    status: TaskStatus;
    campaignDetails: { taskType: TaskType };
  }[];
  expect(new Set(demoTasks.map((task) => task.status))).toEqual(new Set(TASK_STATUSES));
  expect(first.inviteIds.length).toBeGreaterThan(0);
  const invite = await portal.client().call(`/api/public/invite?inviteId=${first.inviteIds[0]}`);
  expect(invite.status).toBe(200);
  const campaignTypes = await db.selectDistinct({ taskType: campaigns.taskType }).from(campaigns);
  expect(new Set(campaignTypes.map((row) => row.taskType))).toEqual(new Set(TASK_TYPES));

  // The back office has something to review: the demo's submitted proof, with its link.
  const admin = portal.client();
  await admin.signIn(DEMO_ADMIN_EMAIL, 'demo-password');
  const queue = await admin.call('/api/admin/queues/submissions', { token: await admin.token() });
  const items = queue.body?.items as { submission: { linkUrl: string | null } | null }[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.every((item) => item.submission?.linkUrl?.startsWith('https://'))).toBe(true);

  const again = await seedDemo(db, await portal.app.identity(), 'demo-password');
  expect(again.accounts.every((account) => !account.created)).toBe(true);
  expect(again.inviteIds).toEqual([]);
});
