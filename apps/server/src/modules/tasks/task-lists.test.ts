import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@portal/domain/tasks';
import { createCampaign, createInvite, createTask, newCampaign } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { expireOverdueTasks } from './tasks.service.ts';

// The versions of the lists live in this process, or in Redis shared by instances (CI provides one at REDIS_URL).
const redisUrl = process.env.REDIS_URL;
const DAY = 24 * 60 * 60 * 1000;

interface Setup {
  /** Where creators and admins write. */
  writer: TestApp;
  /** Where the lists are read: another instance when they share Redis. */
  reader: TestApp;
  close: () => Promise<void>;
}

const setups: [string, () => Promise<Setup>][] = [
  [
    'one instance, versions in memory',
    async () => {
      const app = await startTestApp();
      return { writer: app, reader: app, close: app.close };
    },
  ],
  ...(redisUrl
    ? ([
        [
          'two instances, versions in Redis',
          async () => {
            const writer = await startTestApp({ REDIS_URL: redisUrl });
            const reader = await startTestApp({ REDIS_URL: redisUrl }, { database: writer.database });
            return {
              writer,
              reader,
              close: async () => {
                await reader.close();
                await writer.close();
              },
            };
          },
        ],
      ] as [string, () => Promise<Setup>][])
    : []),
];

describe.each(setups)('GET /api/task, %s', (_name, start) => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await start();
  });
  afterAll(() => setup.close());

  /** The creator's list as read from the reader, with its headers. */
  const list = async (creator: TestAccount, headers: Record<string, string> = {}) => {
    const response = await fetch(`${setup.reader.baseUrl}/api/task`, {
      headers: { authorization: `Bearer ${creator.token}`, ...headers },
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      tasks: text ? (JSON.parse(text) as Task[]) : null,
    };
  };
  const statuses = async (creator: TestAccount) =>
    Object.fromEntries(((await list(creator)).tasks ?? []).map((task) => [task.id, task.status]));

  it('shows every change to the creator: accept, apply, draft, review, invite, expiry and a campaign edit', async () => {
    const { db } = setup.writer.database;
    const creator = await setup.writer.account();
    const admin = await setup.writer.account('admin');
    const selected = await createTask(db, {
      campaignId: (await createCampaign(db)).id,
      userId: creator.id,
      status: 'SELECTED',
    });
    const draftTask = await createTask(db, {
      campaignId: (await createCampaign(db, { taskType: 'DRAFT' })).id,
      userId: creator.id,
      status: 'ACCEPTED',
    });
    const overdue = await createTask(db, {
      campaignId: (await createCampaign(db)).id,
      userId: creator.id,
      status: 'ACCEPTED',
      taskDeadline: new Date(Date.now() - DAY),
    });
    const invite = await createInvite(db, (await createCampaign(db, { title: 'Open call' })).id);
    expect(await statuses(creator)).toEqual({
      [selected.id]: 'SELECTED',
      [draftTask.id]: 'ACCEPTED',
      [overdue.id]: 'ACCEPTED',
    });

    const asCreator = (path: string, method: string, body: unknown) =>
      setup.writer.client().call(path, { method, body, token: creator.token });
    expect((await asCreator('/api/task/accept', 'PUT', { task: selected.id, screeningResponses: [] })).status).toBe(
      200,
    );
    expect((await statuses(creator))[selected.id]).toBe('ACCEPTED');

    const applied = await asCreator('/api/task/invite/accept', 'POST', { invite: invite.id, screeningResponses: [] });
    expect((await statuses(creator))[applied.body?.id as string]).toBe('APPLIED');

    const draft = { newSubmission: { taskId: draftTask.id, draftComment: 'My caption' } };
    expect((await asCreator('/api/task/draft', 'PUT', draft)).status).toBe(200);
    const drafted = (await list(creator)).tasks?.find((task) => task.id === draftTask.id);
    expect(drafted).toMatchObject({ draftAwaitingReview: true, draftApproved: false });
    // The draft's review is due from when it was sent.
    expect(Math.abs(Date.parse(drafted?.reviewSentAt ?? '') - Date.now())).toBeLessThan(60_000);

    const approved = await admin.call(`/api/admin/tasks/${draftTask.id}/review`, {
      method: 'PUT',
      body: { action: 'approveDraft' },
    });
    expect(approved.status).toBe(204);
    const reviewed = (await list(creator)).tasks?.find((task) => task.id === draftTask.id);
    expect(reviewed).toMatchObject({ draftAwaitingReview: false, draftApproved: true, reviewSentAt: null });

    const campaign = await admin.call('/api/admin/campaigns', { body: newCampaign({ title: 'Invite only' }) });
    const campaignId = campaign.body?.id as string;
    const invited = await admin.call(`/api/admin/campaigns/${campaignId}/tasks`, { body: { userIds: [creator.id] } });
    const [invitedTaskId] = invited.body?.taskIds as string[];
    expect((await statuses(creator))[invitedTaskId as string]).toBe('SELECTED');

    expect(await expireOverdueTasks(db)).toContain(creator.id);
    expect((await statuses(creator))[overdue.id]).toBe('EXPIRED');

    const { updatedAt } = (await admin.call(`/api/admin/campaigns/${campaignId}`)).body as { updatedAt: string };
    const edit = { ...newCampaign({ title: 'Invite only, renamed' }), screeningQuestions: [], updatedAt };
    expect((await admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body: edit })).status).toBe(204);
    const renamed = (await list(creator)).tasks?.find((task) => task.id === invitedTaskId);
    expect(renamed?.campaignDetails.campaignTitle).toBe('Invite only, renamed');
  });

  it('shows a caption the back office sets, on one task or in bulk', async () => {
    const { db } = setup.writer.database;
    const creator = await setup.writer.account();
    const admin = await setup.writer.account('admin');
    const campaign = await createCampaign(db, { taskType: 'UNIQUECOMMENT' });
    const task = await createTask(db, { campaignId: campaign.id, userId: creator.id, status: 'ACCEPTED' });
    const captionOf = async () => (await list(creator)).tasks?.find((listed) => listed.id === task.id)?.uniqueComment;
    expect(await captionOf()).toBeNull();

    const set = await admin.call(`/api/admin/tasks/${task.id}/caption`, {
      method: 'PUT',
      body: { caption: 'First', startedFrom: { caption: null, url: null } },
    });
    expect(set.status).toBe(204);
    expect(await captionOf()).toBe('First');

    const rows = [{ email: creator.email, caption: 'Second' }];
    const assigned = await admin.call(`/api/admin/campaigns/${campaign.id}/captions`, {
      method: 'PUT',
      body: { rows },
    });
    expect(assigned.body).toMatchObject({ assigned: 1 });
    expect(await captionOf()).toBe('Second');
  });

  it("never answers one creator with another's list, even given the other's tag", async () => {
    const { db } = setup.writer.database;
    const aisyah = await setup.writer.account();
    const mallory = await setup.writer.account();
    const campaignId = (await createCampaign(db)).id;
    const own = await createTask(db, { campaignId, userId: aisyah.id, status: 'SELECTED' });
    const theirs = await createTask(db, { campaignId, userId: mallory.id, status: 'APPLIED' });

    const first = await list(aisyah);
    expect(first.tasks?.map((task) => task.id)).toEqual([own.id]);
    expect((await list(mallory)).tasks?.map((task) => task.id)).toEqual([theirs.id]);
    expect((await list(aisyah)).tasks?.map((task) => task.id)).toEqual([own.id]);

    const withOthersTag = await list(mallory, { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(withOthersTag.status).toBe(200);
    expect(withOthersTag.tasks?.map((task) => task.id)).toEqual([theirs.id]);
  });

  it('answers 304 while the list is unchanged, and the new list once it changes', async () => {
    const { db } = setup.writer.database;
    const creator = await setup.writer.account();
    const task = await createTask(db, {
      campaignId: (await createCampaign(db)).id,
      userId: creator.id,
      status: 'SELECTED',
    });

    const first = await list(creator);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(await list(creator, { 'if-none-match': etag })).toMatchObject({ status: 304, tasks: null });

    const accept = { task: task.id, screeningResponses: [] };
    const accepted = await setup.writer
      .client()
      .call('/api/task/accept', { method: 'PUT', body: accept, token: creator.token });
    expect(accepted.status).toBe(200);
    const after = await list(creator, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.tasks?.map((each) => each.status)).toEqual(['ACCEPTED']);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('sends a long list compressed as the client asks, the same list as uncompressed', async () => {
    const { db } = setup.writer.database;
    const creator = await setup.writer.account();
    for (let index = 0; index < 5; index += 1) {
      await createTask(db, { campaignId: (await createCampaign(db)).id, userId: creator.id, status: 'SELECTED' });
    }
    const plain = await list(creator, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.tasks).toHaveLength(5);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await list(creator, { 'accept-encoding': encoding });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.tasks).toEqual(plain.tasks);
    }
  });
});
