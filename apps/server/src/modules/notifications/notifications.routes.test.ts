import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@portal/domain/api';
import type { LiveEvent } from '@portal/domain/live';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/domain/notifications';
import { rowsOf } from '../../db/client.ts';
import { taskEvents } from '../../db/schema/campaigns.ts';
import { createCampaign } from '../../testing/factories.ts';
import { startTestApp, TEST_AUTH_SECRET, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { buildPendingExports } from '../privacy/export.job.ts';
import { reviewKit } from '../review/review.test-kit.ts';
import { diskBlobStore } from '../uploads/blob-store.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

let portal: TestApp;
const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notices-store-'));
const store = diskBlobStore(storeDir);
beforeAll(async () => {
  portal = await startTestApp({}, { blobStore: store });
});
afterAll(async () => {
  await portal.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

const { taskFor, review } = reviewKit(() => portal);

const list = async (creator: TestAccount, query = '') => {
  const answer = await creator.call(`/api/notifications${query}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as NotificationPage;
};
/** The task events among a page's entries. */
const taskEntries = (page: NotificationPage) => page.items.filter((item) => item.source === 'task');
const unread = async (creator: TestAccount) =>
  ((await creator.call('/api/notifications/unread')).body as { unread: number }).unread;

/** A creator whose submission was sent back, then who was invited to another campaign: two notifications. */
async function notifiedCreator(admin: TestAccount, name: string) {
  const creator = await portal.account('influencer', name);
  const task = await taskFor(creator, 'ACCEPTED', { title: `${name}'s video` });
  await task.submit();
  await review(admin, task.taskId, { action: 'reject', remark: 'Tag the brand' });
  const campaign = await createCampaign(portal.database.db, { title: `${name}'s invite` });
  await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: [creator.email] } });
  return { creator, taskId: task.taskId };
}

describe('the notification centre', () => {
  it("lists what happened on the creator's tasks, newest first, and counts what is unread", async () => {
    const admin = await portal.account('admin');
    const { creator, taskId } = await notifiedCreator(admin, 'Nadia');

    const page = await list(creator);
    // The creator's own submission notifies nobody.
    expect(page.total).toBe(2);
    expect(
      taskEntries(page).map(({ campaignTitle, action, kind, read }) => ({ campaignTitle, action, kind, read })),
    ).toEqual([
      { campaignTitle: "Nadia's invite", action: 'invite', kind: 'invite', read: false },
      { campaignTitle: "Nadia's video", action: 'reject', kind: 'review', read: false },
    ]);
    expect(taskEntries(page)[1]?.taskId).toBe(taskId);
    expect(Date.parse(page.items[0]?.createdAt ?? '')).not.toBeNaN();
    expect(await unread(creator)).toBe(2);
    expect(page.unread).toBe(2);

    const paged = await list(creator, '?page=2&pageSize=1');
    expect(taskEntries(paged).map((item) => item.action)).toEqual(['reject']);
  });

  it('marks one read, then all, and counts what comes after as unread', async () => {
    const admin = await portal.account('admin');
    const { creator } = await notifiedCreator(admin, 'Mira');
    const [newest, older] = (await list(creator)).items as [Notification, Notification];

    expect((await creator.call(`/api/notifications/${older.id}/read`, { method: 'POST' })).status).toBe(204);
    // Marking it again is harmless.
    expect((await creator.call(`/api/notifications/${older.id}/read`, { method: 'POST' })).status).toBe(204);
    expect(await unread(creator)).toBe(1);
    expect((await list(creator)).items.map((item) => [item.id, item.read])).toEqual([
      [newest.id, false],
      [older.id, true],
    ]);

    expect((await creator.call('/api/notifications/read', { method: 'POST' })).status).toBe(204);
    expect(await unread(creator)).toBe(0);
    expect((await list(creator)).items.every((item) => item.read)).toBe(true);

    const campaign = await createCampaign(portal.database.db, { title: 'Later invite' });
    await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: [creator.email] } });
    expect(await unread(creator)).toBe(1);
    expect((await list(creator)).items[0]).toMatchObject({ campaignTitle: 'Later invite', read: false });
  });

  it('marks read only what exists: an event with a lower id committed after "Mark all as read" stays unread', async () => {
    const admin = await portal.account('admin');
    const { creator, taskId } = await notifiedCreator(admin, 'Lina');
    const { db } = portal.database;
    // A slow transaction takes its event's id now and commits only after the creator marks all read.
    const [reserved] = rowsOf<{ id: string | number }>(
      await db.execute(sql`select nextval(pg_get_serial_sequence('task_events', 'id')) as id`),
    );
    const campaign = await createCampaign(db, { title: 'Faster invite' });
    await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: [creator.email] } });
    expect(await unread(creator)).toBe(3);

    expect((await creator.call('/api/notifications/read', { method: 'POST' })).status).toBe(204);
    expect(await unread(creator)).toBe(0);
    const lateId = Number(reserved?.id);
    await db.insert(taskEvents).values({
      id: lateId,
      taskId,
      fromStatus: 'REJECTED',
      toStatus: 'REJECTED',
      actor: 'admin',
      action: 'approveExtension',
    });

    expect(await unread(creator)).toBe(1);
    const items = taskEntries(await list(creator));
    expect(items.filter((item) => !item.read).map((item) => [item.id, item.action])).toEqual([
      [lateId, 'approveExtension'],
    ]);
    expect(items.length).toBe(4);
  });

  it("shows nothing of another creator's notifications, and marking one of theirs changes nothing", async () => {
    const admin = await portal.account('admin');
    const { creator: owner } = await notifiedCreator(admin, 'Owner Olga');
    const other = await portal.account('influencer', 'Other Omar');
    const [theirs] = (await list(owner)).items as [Notification];

    expect(await list(other)).toEqual({ items: [], total: 0, page: 1, pageSize: 20, unread: 0 });
    const refused = await other.call(`/api/notifications/${theirs.id}/read`, { method: 'POST' });
    expect(refused.status).toBe(404);
    // The same answer as for an event that does not exist: nothing is revealed.
    const missing = await other.call('/api/notifications/999999999/read', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refused.body);
    expect((await other.call('/api/notifications/read', { method: 'POST' })).status).toBe(204);

    expect(await unread(owner)).toBe(2);
    expect((await list(owner)).items.some((item) => item.read)).toBe(false);
    expect((await other.call('/api/notifications/abc/read', { method: 'POST' })).status).toBe(400);
  });

  it('answers 401 to anyone signed out', async () => {
    const visitor = portal.client();
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notifications/preferences'],
      ['PATCH', '/api/notifications/preferences'],
    ] as const) {
      expect((await visitor.call(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("the centre's account notices", () => {
  /** The creator asks for a copy of their data and the background job makes it ready. */
  async function dataCopyReady(creator: TestAccount) {
    expect((await creator.call('/api/me/data-exports', { method: 'POST' })).status).toBe(200);
    expect(await buildPendingExports(portal.database.db, store, { publicUrl: 'http://portal.test' })).toBe(1);
  }

  it('lists a data copy ready, unread, with the task notifications, newest first, and pages them together', async () => {
    const admin = await portal.account('admin');
    const { creator } = await notifiedCreator(admin, 'Dina');
    const heard: LiveEvent[] = [];
    const stop = portal.app.liveBus.subscribe(creator.id, (event) => heard.push(event));
    await dataCopyReady(creator);
    stop();
    // Their open pages hear of it, so the bell counts it at once.
    expect(heard).toContainEqual({ type: 'notification' });

    const page = await list(creator);
    expect(page.total).toBe(3);
    expect(page.unread).toBe(3);
    expect(await unread(creator)).toBe(3);
    const [notice] = page.items;
    expect(notice).toMatchObject({ source: 'account', notice: 'data-export-ready', read: false });
    expect(notice?.id).toMatch(/^account-\d+$/);
    const expiresAt = notice?.source === 'account' ? String(notice.params.expiresAt) : '';
    // Ready for seven days from about now.
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);
    expect(page.items.map((item) => (item.source === 'task' ? item.action : item.notice))).toEqual([
      'data-export-ready',
      'invite',
      'reject',
    ]);

    const pages = [];
    for (const number of [1, 2, 3, 4]) pages.push(await list(creator, `?page=${number}&pageSize=1`));
    expect(pages.map(({ items }) => items.map((item) => item.id))).toEqual([
      [notice?.id],
      [page.items[1]?.id],
      [page.items[2]?.id],
      [],
    ]);
    expect(pages.every(({ total, unread: count }) => total === 3 && count === 3)).toBe(true);
  });

  it('marks a notice read on its own and with "all read", and only the creator it is for', async () => {
    const admin = await portal.account('admin');
    const { creator } = await notifiedCreator(admin, 'Farah');
    const other = await portal.account('influencer', 'Other Faiz');
    await dataCopyReady(creator);
    const [notice] = (await list(creator)).items as [Notification];

    // Another creator never sees it, nor can mark it read.
    expect(await list(other)).toEqual({ items: [], total: 0, page: 1, pageSize: 20, unread: 0 });
    const refused = await other.call(`/api/notifications/${notice.id}/read`, { method: 'POST' });
    expect(refused.status).toBe(404);
    const missing = await other.call('/api/notifications/account-999999999/read', { method: 'POST' });
    expect(missing.body).toEqual(refused.body);
    expect((await other.call('/api/notifications/read', { method: 'POST' })).status).toBe(204);
    expect(await unread(creator)).toBe(3);

    expect((await creator.call(`/api/notifications/${notice.id}/read`, { method: 'POST' })).status).toBe(204);
    expect((await creator.call(`/api/notifications/${notice.id}/read`, { method: 'POST' })).status).toBe(204);
    expect(await unread(creator)).toBe(2);
    expect((await list(creator)).items.map((item) => [item.id, item.read])).toEqual([
      [notice.id, true],
      [expect.any(Number), false],
      [expect.any(Number), false],
    ]);

    await dataCopyReady(creator);
    expect(await unread(creator)).toBe(3);
    expect((await creator.call('/api/notifications/read', { method: 'POST' })).status).toBe(204);
    expect(await unread(creator)).toBe(0);
    const all = await list(creator);
    expect(all.items.filter((item) => item.source === 'account')).toHaveLength(2);
    expect(all.items.every((item) => item.read)).toBe(true);

    for (const id of ['account-0', 'account-1.5', 'account-', 'notice-1']) {
      expect((await creator.call(`/api/notifications/${id}/read`, { method: 'POST' })).status, id).toBe(400);
    }
  });
});

describe('notification preferences', () => {
  it('are every channel on until the creator chooses, and keep what they save, for them only', async () => {
    const creator = await portal.account();
    const other = await portal.account();
    expect((await creator.call('/api/notifications/preferences')).body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const chosen = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      payment: { email: false, push: true },
      message: { email: true, push: false },
    };
    const saved = await creator.call('/api/notifications/preferences', { method: 'PATCH', body: chosen });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(chosen);
    expect((await creator.call('/api/notifications/preferences')).body).toEqual(chosen);
    expect((await other.call('/api/notifications/preferences')).body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    for (const body of [{ payment: { email: 'no' } }, { newsletter: { email: false } }]) {
      const refused = await creator.call('/api/notifications/preferences', { method: 'PATCH', body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await creator.call('/api/notifications/preferences')).body).toEqual(chosen);
  });

  it('change only the channels saved: a kind unsubscribed from by e-mail meanwhile stays off', async () => {
    const creator = await portal.account();
    const save = (body: unknown) => creator.call('/api/notifications/preferences', { method: 'PATCH', body });
    expect((await save({ payment: { push: false } })).body).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      payment: { email: true, push: false },
    });

    // The settings page stays open while the creator follows an e-mail's unsubscribe link for invitations.
    const token = unsubscribeToken(TEST_AUTH_SECRET, { userId: creator.id, kind: 'invite' });
    expect((await portal.client().call(`/api/public/unsubscribe/${token}`, { method: 'POST' })).status).toBe(200);
    const saved = await save({ review: { email: false } });

    const expected = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      invite: { email: false, push: true },
      review: { email: false, push: true },
      payment: { email: true, push: false },
    };
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(expected);
    expect((await creator.call('/api/notifications/preferences')).body).toEqual(expected);
    // Nothing to change changes nothing.
    expect((await save({})).body).toEqual(expected);
  });
});
