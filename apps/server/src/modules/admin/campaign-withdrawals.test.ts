import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWALS_LISTED, type Campaign } from '@portal/domain/admin';
import { auditEvents } from '../../db/schema/privacy.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { eraseDueAccounts } from '../privacy/erase.service.ts';
import { diskBlobStore } from '../uploads/blob-store.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-12-08T09:00:00.000Z');
/** When the creator's account is erased: the grace period (14 days by default) after they asked. */
const ERASED_AT = new Date(now.getTime() + 14 * DAY);

const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-withdrawals-'));
const store = diskBlobStore(storeDir);
let portal: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  portal = await startTestApp({}, { clock: () => now, blobStore: store });
  admin = await portal.account('admin');
});
afterAll(async () => {
  await portal.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

const read = async (campaignId: string) => {
  const answer = await admin.call(`/api/admin/campaigns/${campaignId}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as Campaign;
};

describe("the campaign page's withdrawals", () => {
  it('tells the manager a creator withdrew when their account was erased at their request, naming no one', async () => {
    const { db } = portal.database;
    const leaving = await portal.account('influencer', 'Farah Leaving');
    const staying = await portal.account('influencer', 'Siti Staying');
    const campaignX = await createCampaign(db, { title: 'Kopi Kita iced latte', incentiveMinor: 15000 });
    const campaignY = await createCampaign(db, { title: 'Raya Glow Serum launch', incentiveMinor: 15000 });
    await createTask(db, { campaignId: campaignX.id, userId: leaving.id, status: 'ACCEPTED' });
    await createTask(db, { campaignId: campaignX.id, userId: staying.id, status: 'ACCEPTED' });
    await createTask(db, { campaignId: campaignY.id, userId: staying.id, status: 'PENDING-CHECKING' });

    const before = await read(campaignX.id);
    expect(before.withdrawals).toEqual({ items: [], total: 0 });
    expect(before.taskCounts).toEqual({ ACCEPTED: 2 });
    expect(before.budgetUse.committed).toBe(300);

    const asked = await leaving.call('/api/me/deletion', {
      body: { password: 'a-good-password', confirmation: leaving.email },
    });
    expect(asked.body).toMatchObject({ eraseAfter: ERASED_AT.toISOString() });
    expect(await eraseDueAccounts(db, store, { now: ERASED_AT })).toBe(1);

    const after = await read(campaignX.id);
    expect(after.withdrawals).toEqual({ items: [{ at: ERASED_AT.toISOString(), status: 'ACCEPTED' }], total: 1 });
    // The withdrawn task is gone: it no longer counts among the tasks or against the budget.
    expect(after.taskCounts).toEqual({ ACCEPTED: 1 });
    expect(after.budgetUse.committed).toBe(150);
    expect(JSON.stringify(after)).not.toContain('Farah');

    // Another campaign, whose creators stay, has none.
    expect((await read(campaignY.id)).withdrawals).toEqual({ items: [], total: 0 });
  });

  it(`lists the newest ${WITHDRAWALS_LISTED} and counts the others`, async () => {
    const { db } = portal.database;
    const campaign = await createCampaign(db, { title: 'Teh Tarik Tuesday' });
    const times = Array.from({ length: WITHDRAWALS_LISTED + 2 }, (_, index) => new Date(now.getTime() + index * DAY));
    await db.insert(auditEvents).values(
      times.map((at, index) => ({
        actorId: null,
        action: 'task.withdrawn',
        subjectType: 'campaign',
        subjectId: campaign.id,
        detail: { taskId: `task-${index}`, status: index % 2 === 0 ? 'APPLIED' : 'REJECTED', why: 'account-erased' },
        at,
      })),
    );

    const { withdrawals } = await read(campaign.id);
    expect(withdrawals.total).toBe(WITHDRAWALS_LISTED + 2);
    expect(withdrawals.items).toHaveLength(WITHDRAWALS_LISTED);
    expect(withdrawals.items[0]).toEqual({ at: times.at(-1)?.toISOString(), status: 'REJECTED' });
    expect(withdrawals.items.at(-1)).toEqual({ at: times[2]?.toISOString(), status: 'APPLIED' });
  });
});
