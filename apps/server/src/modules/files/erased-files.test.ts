import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFiles, taskMessages } from '../../db/schema/messages.ts';
import { attachments, submissions } from '../../db/schema/submissions.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadFile } from '../../testing/uploads.ts';
import { applyRetention } from '../privacy/retention.job.ts';
import { diskBlobStore } from '../uploads/blob-store.ts';

const DAY = 24 * 60 * 60 * 1000;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const store = diskBlobStore(fs.mkdtempSync(path.join(os.tmpdir(), 'erased-files-')));

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp({}, { blobStore: store });
});
afterAll(() => portal.close());

const ERASED = { message: 'Deleted under the retention policy', code: 'file-erased' };

describe('a file whose bytes retention deleted', () => {
  it('is named as deleted, with no link, wherever its work is shown, and its links answer 410', async () => {
    const db = portal.database.db;
    const creator = await portal.account();
    const admin = await portal.account('admin');
    const campaign = await createCampaign(db);
    // Rejected 200 days ago: its files are past the 180 days.
    const task = await createTask(db, {
      campaignId: campaign.id,
      userId: creator.id,
      status: 'REJECTED',
      updatedAt: new Date(Date.now() - 200 * DAY),
    });
    const upload = (filename: string) =>
      uploadFile(portal.baseUrl, creator.token, {
        kind: 'submissions',
        campaignId: campaign.id,
        filename,
        content: PNG,
      });
    const screenshot = await upload('shot.png');
    const chatFile = await upload('chat.png');
    const [submission] = await db
      .insert(submissions)
      .values({ taskId: task.id, userId: creator.id, stage: 'FINAL', createdAt: new Date(Date.now() - 210 * DAY) })
      .returning({ id: submissions.id });
    await db
      .insert(attachments)
      .values({ submissionId: submission?.id as string, role: 'screenshot', fileKey: screenshot, position: 0 });
    const [message] = await db
      .insert(taskMessages)
      .values({ taskId: task.id, authorId: creator.id, side: 'creator', body: '', clientKey: randomUUID() })
      .returning({ id: taskMessages.id });
    await db.insert(messageFiles).values({ messageId: message?.id as string, fileKey: chatFile, position: 0 });

    // A link given out before the bytes went.
    const before = await creator.call(`/api/files/link?key=${encodeURIComponent(screenshot)}`);
    expect(before.status).toBe(200);
    const oldLink = `${portal.baseUrl}${before.body?.url as string}`;
    expect((await fetch(oldLink)).status).toBe(200);

    expect((await applyRetention(db, store, { closedWorkDays: 180, signInDays: 365 }, new Date())).files).toBe(2);

    const erasedScreenshot = {
      key: screenshot,
      fileName: 'shot.png',
      contentType: 'image/png',
      role: 'screenshot',
      url: null,
      erased: true,
    };
    const history = await creator.call(`/api/task/history?taskId=${task.id}`);
    expect(history.status).toBe(200);
    expect(history.body?.submissions).toEqual([expect.objectContaining({ files: [erasedScreenshot] })]);

    const adminTask = await admin.call(`/api/admin/tasks/${task.id}`);
    expect(adminTask.status).toBe(200);
    expect(adminTask.body?.submissions).toEqual([expect.objectContaining({ files: [erasedScreenshot] })]);

    const erasedChatFile = { key: chatFile, fileName: 'chat.png', contentType: 'image/png', url: null, erased: true };
    for (const thread of [
      await creator.call(`/api/task/${task.id}/thread`),
      await admin.call(`/api/admin/tasks/${task.id}/thread`),
    ]) {
      expect(thread.status).toBe(200);
      const entries = thread.body?.entries as { type: string; files: unknown[] }[];
      expect(entries.filter((entry) => entry.type === 'message').map((entry) => entry.files)).toEqual([
        [erasedChatFile],
      ]);
    }

    const gone = await fetch(oldLink);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual(ERASED);
    expect(await creator.call(`/api/files/link?key=${encodeURIComponent(screenshot)}`)).toEqual({
      status: 410,
      body: ERASED,
    });
    expect((await admin.call(`/api/files/link?key=${encodeURIComponent(chatFile)}`)).status).toBe(410);

    // Its key cannot be sent again: there is nothing to send.
    const resent = await creator.call(`/api/task/${task.id}/messages`, {
      method: 'POST',
      body: { body: 'Here it is again', attachments: [chatFile], clientKey: 'resend-1' },
    });
    expect(resent).toEqual({
      status: 400,
      body: { message: 'One of the files is not an upload of yours for this task', code: 'message-file-not-usable' },
    });
  });
});
