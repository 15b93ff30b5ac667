import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { transition } from '../tasks/task-transition.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('what a committed write does, through the one after-commit hook', () => {
  it("drops the creator's task list and tells the open pages once a step commits, once each; nothing when it rolls back", async () => {
    const { db } = portal.database;
    const creator = await portal.account();
    const task = await createTask(db, {
      campaignId: (await createCampaign(db)).id,
      userId: creator.id,
      status: 'SELECTED',
    });
    const touch = vi.spyOn(portal.app.taskLists, 'touch');
    const publish = vi.spyOn(portal.app.liveBus, 'publish');

    await expect(
      db.transaction(async (tx) => {
        await transition(tx, { mover: { influencerId: creator.id }, taskId: task.id, action: 'accept' });
        throw new Error('refused after the step');
      }),
    ).rejects.toThrow('refused after the step');
    expect(touch).not.toHaveBeenCalled();
    expect(publish).not.toHaveBeenCalled();

    const accepted = await creator.call('/api/task/accept', {
      method: 'PUT',
      body: { task: task.id, screeningResponses: [] },
    });
    expect(accepted.status).toBe(200);
    expect(touch.mock.calls).toEqual([[[creator.id]]]);
    expect(publish.mock.calls).toEqual([
      [creator.id, { type: 'task', taskId: task.id }],
      ['admins', { type: 'task', taskId: task.id }],
    ]);
  });

  it('reads every list afresh after a campaign edit, and who a banned user is on their next call', async () => {
    const { db } = portal.database;
    const admin = await portal.account('admin');
    const creator = await portal.account();
    const campaignId = (await createCampaign(db)).id;
    const touchAll = vi.spyOn(portal.app.taskLists, 'touchAll');
    const forget = vi.spyOn(portal.app, 'forgetTokenOwner');

    expect((await admin.call(`/api/admin/campaigns/${campaignId}/close`, { method: 'POST' })).status).toBe(204);
    expect(touchAll).toHaveBeenCalledTimes(1);

    const banned = await admin.call(`/api/admin/influencers/${creator.id}/ban`, {
      method: 'PUT',
      body: { reason: 'Fake engagement' },
    });
    expect(banned.status).toBe(204);
    expect(forget.mock.calls).toEqual([[creator.id]]);
  });
});
