import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueCounts } from '@portal/domain/admin';
import type { MessageQueueItem, TaskThread, ThreadEntry } from '@portal/domain/messages';
import type { Task } from '@portal/domain/tasks';
import type { Mail } from '../../lib/mailer.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { uploadFile } from '../../testing/uploads.ts';
import { deliverNotifications } from '../notifications/notifications.service.ts';
import { reviewKit } from '../review/review.test-kit.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const { taskFor, review } = reviewKit(() => portal);

let keys = 0;
const newKey = () => `key-${++keys}-${Date.now()}`;

const creatorPaths = (taskId: string) => ({
  thread: `/api/task/${taskId}/thread`,
  send: `/api/task/${taskId}/messages`,
  read: `/api/task/${taskId}/thread/read`,
});
const adminPaths = (taskId: string) => ({
  thread: `/api/admin/tasks/${taskId}/thread`,
  send: `/api/admin/tasks/${taskId}/messages`,
  read: `/api/admin/tasks/${taskId}/thread/read`,
});

/** Sends a message and expects it taken. */
async function send(account: TestAccount, path: string, body: string, extra: Record<string, unknown> = {}) {
  const answer = await account.call(path, { method: 'POST', body: { body, clientKey: newKey(), ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as ThreadEntry;
}
const threadOf = async (account: TestAccount, path: string) => {
  const answer = await account.call(path);
  expect(answer.status).toBe(200);
  return answer.body as unknown as TaskThread;
};
const messagesOf = (thread: TaskThread) => thread.entries.filter((entry) => entry.type === 'message');

async function accepted() {
  const creator = await portal.account('influencer', 'Aisyah');
  const work = await taskFor(creator, 'ACCEPTED', { title: 'Raya Glow Serum', taskType: 'VIDEO' });
  return { creator, work, own: creatorPaths(work.taskId), brand: adminPaths(work.taskId) };
}

describe('who may read and write a task thread', () => {
  it('is the task creator and the admins; another creator and a stranger get 404, the signed out 401', async () => {
    const { creator, work, own, brand } = await accepted();
    const mallory = await portal.account();
    const admin = await portal.account('admin');
    const body = { body: 'Hello', clientKey: newKey() };

    expect((await creator.call(own.thread)).status).toBe(200);
    expect((await creator.call(own.send, { method: 'POST', body })).status).toBe(200);
    expect((await creator.call(own.read, { method: 'POST' })).status).toBe(204);
    expect((await admin.call(brand.thread)).status).toBe(200);
    expect((await admin.call(brand.send, { method: 'POST', body: { ...body, clientKey: newKey() } })).status).toBe(200);
    expect((await admin.call(brand.read, { method: 'POST' })).status).toBe(204);

    const notFound = { message: 'No campaign found', code: 'no-campaign-found' };
    for (const path of [own.thread, creatorPaths('not-a-uuid').thread]) {
      expect(await mallory.call(path)).toEqual({ status: 404, body: notFound });
    }
    expect(await mallory.call(own.send, { method: 'POST', body: { body: 'Hi', clientKey: newKey() } })).toEqual({
      status: 404,
      body: notFound,
    });
    expect((await mallory.call(own.read, { method: 'POST' })).status).toBe(404);
    // The creator's calls reach only the caller's own tasks, an admin's included.
    expect((await admin.call(own.thread)).status).toBe(404);
    for (const [method, path] of [
      ['GET', brand.thread],
      ['POST', brand.send],
      ['POST', brand.read],
    ] as const) {
      const body = method === 'GET' ? undefined : { body: 'x', clientKey: newKey() };
      expect((await creator.call(path, { method, body })).status).toBe(403);
    }
    const stranger = portal.client();
    expect((await stranger.call(own.thread)).status).toBe(401);
    expect((await stranger.call(own.send, { method: 'POST', body: { body: 'x', clientKey: newKey() } })).status).toBe(
      401,
    );
    expect((await stranger.call(brand.thread)).status).toBe(401);
    expect((await stranger.call('/api/admin/queues/messages')).status).toBe(401);

    // Mallory's attempt left nothing behind.
    expect(messagesOf(await threadOf(creator, own.thread)).map((entry) => entry.body)).toEqual(['Hello', 'Hello']);
    expect(work.taskId).toBeTruthy();
  });
});

describe('sending', () => {
  it('answers the first message to a resend with the same client key, and keeps one', async () => {
    const { creator, own } = await accepted();
    const clientKey = newKey();
    const first = await creator.call(own.send, { method: 'POST', body: { body: '  Is Friday fine?  ', clientKey } });
    const again = await creator.call(own.send, {
      method: 'POST',
      body: { body: 'Is Friday fine? (resent)', clientKey },
    });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(first.body).toMatchObject({
      type: 'message',
      side: 'creator',
      body: 'Is Friday fine?',
      authorName: 'Aisyah',
    });
    const thread = await threadOf(creator, own.thread);
    expect(messagesOf(thread)).toHaveLength(1);
  });

  it('refuses an empty message and one over 4000 characters', async () => {
    const { creator, own } = await accepted();
    const empty = await creator.call(own.send, { method: 'POST', body: { body: '   ', clientKey: newKey() } });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Please write a message or attach a file' } });
    const long = await creator.call(own.send, {
      method: 'POST',
      body: { body: 'a'.repeat(4001), clientKey: newKey() },
    });
    expect(long).toMatchObject({ status: 400, body: { message: 'A message can be at most 4000 characters' } });
  });

  it('takes 30 messages a minute from each user, on either side, and refuses more with 429', async () => {
    const { creator, own, brand } = await accepted();
    const admin = await portal.account('admin');
    // Every account here calls from the same address: the limit is each user's own.
    const other = await accepted();
    const tooMany = {
      status: 429,
      body: {
        message: 'Too many requests. Please try again in 1 minute.',
        code: 'rate-limited',
        params: { minutes: 1 },
      },
    };
    for (const [account, path] of [
      [creator, own.send],
      [admin, brand.send],
    ] as const) {
      for (let sent = 0; sent < 30; sent += 1) await send(account, path, `Message ${sent + 1}`);
      expect(await account.call(path, { method: 'POST', body: { body: 'One more', clientKey: newKey() } })).toEqual(
        tooMany,
      );
    }
    // Nothing refused was kept; another creator still writes.
    expect(messagesOf(await threadOf(creator, own.thread))).toHaveLength(60);
    await send(other.creator, other.own.send, 'Is Friday fine?');
  });

  it("takes the author's own uploads with signed links, and refuses another user's", async () => {
    const { creator, work, own, brand } = await accepted();
    const other = await accepted();
    const admin = await portal.account('admin');
    const mine = await uploadFile(portal.baseUrl, creator.token, {
      kind: 'submissions',
      purpose: 'message',
      campaignId: work.campaignId,
      filename: 'moodboard.png',
    });
    const theirs = await uploadFile(portal.baseUrl, other.creator.token, {
      kind: 'submissions',
      purpose: 'message',
      campaignId: other.work.campaignId,
      filename: 'theirs.png',
    });

    const refused = await creator.call(own.send, {
      method: 'POST',
      body: { body: 'look', attachments: [theirs], clientKey: newKey() },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'One of the files is not an upload of yours for this task' },
    });
    // Nor may the brand side pass off the creator's file as its own.
    const borrowed = await admin.call(brand.send, {
      method: 'POST',
      body: { body: 'look', attachments: [mine], clientKey: newKey() },
    });
    expect(borrowed.status).toBe(400);

    const sent = await send(creator, own.send, '', { attachments: [mine] });
    expect(sent.files).toEqual([
      expect.objectContaining({
        key: mine,
        fileName: 'moodboard.png',
        contentType: 'image/png',
        url: expect.stringMatching(/^\/api\/files\//),
      }),
    ]);
    const download = await fetch(`${portal.baseUrl}${sent.files[0]?.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');

    // A campaign manager attaches a file uploaded as the brand.
    const brief = await uploadFile(portal.baseUrl, admin.token, {
      kind: 'submissions',
      purpose: 'message',
      campaignId: work.campaignId,
      filename: 'brief.png',
    });
    const answer = await send(admin, brand.send, 'The brief', { attachments: [brief] });
    expect(answer.files.map((file) => file.fileName)).toEqual(['brief.png']);
    const seen = messagesOf(await threadOf(creator, own.thread));
    expect(seen.map((entry) => [entry.side, entry.files.length])).toEqual([
      ['creator', 1],
      ['brand', 1],
    ]);
  });
});

describe('the thread', () => {
  it("tells the task's own steps in order among the messages, with remarks and a sent draft's comment", async () => {
    const { creator, work, own, brand } = await accepted();
    const admin = await portal.account('admin', 'Nadia Manager');
    await work.draft('cut.mp4', 'My first cut');
    await send(creator, own.send, 'Sent my draft!');
    expect((await review(admin, work.taskId, { action: 'rejectDraft', remark: 'Brighter light, please' })).status).toBe(
      204,
    );
    await send(admin, brand.send, 'See the remark above');

    const thread = await threadOf(creator, own.thread);
    expect(thread.campaignTitle).toBe('Raya Glow Serum');
    expect(
      thread.entries.map((entry) => (entry.type === 'event' ? [entry.action, entry.remark] : [entry.side, entry.body])),
    ).toEqual([
      ['submitDraft', 'My first cut'],
      ['creator', 'Sent my draft!'],
      ['rejectDraft', 'Brighter light, please'],
      ['brand', 'See the remark above'],
    ]);
    // The brand side's author is named to the managers only.
    expect(messagesOf(thread).map((entry) => entry.authorName)).toEqual(['Aisyah', null]);
    expect(messagesOf(await threadOf(admin, brand.thread)).map((entry) => entry.authorName)).toEqual([
      'Aisyah',
      'Nadia Manager',
    ]);
  });

  it("counts each side's unread messages from the other side, to zero once read", async () => {
    const { creator, own, brand } = await accepted();
    const admin = await portal.account('admin');
    const other = await portal.account('admin');
    await send(creator, own.send, 'One');
    await send(creator, own.send, 'Two');
    expect((await threadOf(admin, brand.thread)).unread).toBe(2);
    expect((await threadOf(creator, own.thread)).unread).toBe(0);

    await send(admin, brand.send, 'Answer');
    expect((await threadOf(creator, own.thread)).unread).toBe(1);
    expect((await creator.call(own.read, { method: 'POST' })).status).toBe(204);
    expect((await threadOf(creator, own.thread)).unread).toBe(0);

    // The brand side is one reader: one manager's reading is every manager's.
    expect((await admin.call(brand.read, { method: 'POST' })).status).toBe(204);
    expect((await threadOf(other, brand.thread)).unread).toBe(0);
  });

  it("shows on the creator's task list, read afresh after each message", async () => {
    const { creator, work, own, brand } = await accepted();
    const admin = await portal.account('admin');
    const unread = async () => {
      const list = (await creator.call('/api/task')).body as unknown as Task[];
      return list.find((task) => task.id === work.taskId)?.unreadMessages;
    };
    expect(await unread()).toBe(0);
    await send(admin, brand.send, 'Hi Aisyah');
    expect(await unread()).toBe(1);
    await send(admin, brand.send, 'Are you there?');
    expect(await unread()).toBe(2);
    await creator.call(own.read, { method: 'POST' });
    expect(await unread()).toBe(0);
  });
});

describe("the brand's Messages queue", () => {
  it('lists tasks waiting for an answer, the longest waiting first, and drops one once answered', async () => {
    const admin = await portal.account('admin');
    const queue = async () => {
      const answer = await admin.call('/api/admin/queues/messages?pageSize=100');
      expect(answer.status).toBe(200);
      const page = answer.body as unknown as { items: MessageQueueItem[]; total: number };
      return page;
    };
    const counts = async () => ((await admin.call('/api/admin/queues')).body as unknown as QueueCounts).messages;
    const before = await queue();
    const countBefore = await counts();
    expect(countBefore).toBe(before.total);

    const first = await accepted();
    const second = await accepted();
    await send(first.creator, first.own.send, 'First question');
    await send(second.creator, second.own.send, 'Second question');
    await send(first.creator, first.own.send, 'Follow-up');

    const waiting = await queue();
    expect(waiting.total).toBe(before.total + 2);
    expect(await counts()).toBe(countBefore + 2);
    const ours = waiting.items.filter((item) => [first.work.taskId, second.work.taskId].includes(item.taskId));
    expect(ours.map((item) => [item.taskId, item.unread, item.preview])).toEqual([
      [first.work.taskId, 2, 'Follow-up'],
      [second.work.taskId, 1, 'Second question'],
    ]);
    expect(ours[0]).toMatchObject({ campaignTitle: 'Raya Glow Serum', influencerName: 'Aisyah' });

    await send(admin, first.brand.send, 'Answered');
    const after = await queue();
    expect(after.items.map((item) => item.taskId)).not.toContain(first.work.taskId);
    expect(after.items.map((item) => item.taskId)).toContain(second.work.taskId);
    expect(await counts()).toBe(countBefore + 1);

    // A new question after the answer waits again, from its own time.
    await send(first.creator, first.own.send, 'One more thing');
    const again = (await queue()).items.map((item) => item.taskId);
    expect(again.indexOf(second.work.taskId)).toBeLessThan(again.indexOf(first.work.taskId));
  });
});

describe("a brand's message", () => {
  it('is e-mailed to the creator through the outbox; a creator message is not', async () => {
    const { creator, own, brand } = await accepted();
    const admin = await portal.account('admin');
    const mails: Mail[] = [];
    const run = () =>
      deliverNotifications(
        portal.database.db,
        { send: async (mail) => void mails.push(mail) },
        { publicUrl: TEST_PUBLIC_URL },
      );
    while ((await run()).claimed > 0);
    mails.length = 0;

    await send(creator, own.send, 'Question');
    await run();
    expect(mails.filter((mail) => mail.to === creator.email)).toEqual([]);
    await send(admin, brand.send, 'Answer');
    await run();
    const mail = mails.find((sent) => sent.to === creator.email);
    expect(mail?.subject).toBe('New message about Raya Glow Serum');
    expect(mail?.text).toContain('The brand sent you a message about "Raya Glow Serum".');
    expect(mail?.text).not.toContain('Answer');
  });
});

describe('tasks without a campaign manager yet', () => {
  it('a task created by the factory has an empty thread', async () => {
    const creator = await portal.account();
    const campaign = await createCampaign(portal.database.db);
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: creator.id,
      status: 'SELECTED',
    });
    const thread = await threadOf(creator, creatorPaths(task.id).thread);
    expect(thread).toMatchObject({ taskId: task.id, entries: [], unread: 0 });
  });
});
