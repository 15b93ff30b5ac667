import pino from 'pino';
import type { NotificationPage } from '@portal/domain/api';
import type { TaskThread } from '@portal/domain/messages';
import { isFollowerDataStale } from '@portal/domain/profile';
import { TASK_STATUSES, TASK_TYPES, type TaskStatus, type TaskType } from '@portal/domain/tasks';
import { campaigns } from '../../db/schema/campaigns.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import { startTestApp, TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { deliverNotifications } from '../notifications/notifications.service.ts';
import { DEFAULT_LEGAL_DOCUMENTS_DIR, loadLegalDocuments } from '../privacy/legal.service.ts';
import { DEMO_ADMIN_EMAIL, DEMO_INFLUENCER_EMAIL, hasNoUsers, seedDemo } from './demo.service.ts';

let portal: TestApp;
const legal = loadLegalDocuments(DEFAULT_LEGAL_DOCUMENTS_DIR, { supportEmail: 'support@example.com' });
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

it('creates a demo admin and a demo influencer with a complete profile, once', async () => {
  const { db } = portal.database;
  expect(await hasNoUsers(db)).toBe(true);
  const first = await seedDemo(db, await portal.app.identity(), 'demo-password', legal);
  expect(first.accounts).toEqual([
    { email: DEMO_ADMIN_EMAIL, role: 'admin', created: true },
    { email: DEMO_INFLUENCER_EMAIL, role: 'influencer', created: true },
  ]);
  expect(await hasNoUsers(db)).toBe(false);

  const browser = portal.client();
  expect((await browser.signIn(DEMO_INFLUENCER_EMAIL, 'demo-password')).status).toBe(200);
  const me = await browser.call('/api/auth', { token: await browser.token() });
  expect(me.body).toMatchObject({ role: 'influencer', country: 'Malaysia', paymentMethod: 'Bank Transfer' });
  // The demo creator has agreed to the terms and the privacy notice: the demo does not ask.
  const consents = await browser.call('/api/me/consents', { token: await browser.token() });
  expect(consents.body).toMatchObject({ toAgree: [], marketingEmails: false });
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

  // The influencer's notification centre opens on what happened on their tasks, two of it unread;
  // all of it e-mailed already: the outbox sends nothing at the demo's start.
  const centre = (await browser.call('/api/notifications', { token: await browser.token() }))
    .body as unknown as NotificationPage;
  const taskEntries = centre.items.filter((item) => item.source === 'task');
  expect(taskEntries.map(({ campaignTitle, action, read }) => ({ campaignTitle, action, read }))).toEqual([
    { campaignTitle: 'Kopi Kita: new iced latte range', action: 'invite', read: false },
    { campaignTitle: 'TechNest earbuds: like and comment', action: 'reject', read: false },
    { campaignTitle: 'Batik Baru: festive collection review', action: 'rejectApplication', read: true },
    { campaignTitle: 'Durian Delight: festival share', action: 'markPaid', read: true },
  ]);
  expect(centre.unread).toBe(2);
  expect((await browser.call('/api/notifications/unread', { token: await browser.token() })).body).toEqual({
    unread: 2,
  });
  const mailed: Mail[] = [];
  await deliverNotifications(
    db,
    { send: async (mail) => void mailed.push(mail) },
    { publicUrl: TEST_PUBLIC_URL, secret: TEST_AUTH_SECRET, log: pino({ level: 'silent' }) },
  );
  expect(mailed).toEqual([]);
  // The rejection's remark shows in the task's conversation, as the brand's step wrote it.
  const rejected = taskEntries[1];
  const thread = (await browser.call(`/api/task/${rejected?.taskId}/thread`, { token: await browser.token() }))
    .body as unknown as TaskThread;
  expect(thread.entries).toContainEqual(
    expect.objectContaining({
      action: 'reject',
      remark: 'The screenshot does not show your comment. Please resubmit.',
    }),
  );

  const again = await seedDemo(db, await portal.app.identity(), 'demo-password', legal);
  expect(again.accounts.every((account) => !account.created)).toBe(true);
  expect(again.inviteIds).toEqual([]);
});
