import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTION_CHANGED,
  CAPTION_LOCKED,
  CAPTION_REFUSALS,
  CAPTION_TAKEN,
  ONLY_UNIQUE_COMMENT_CAMPAIGNS,
  type AdminTask,
  type AssignCaptionsResult,
} from '@portal/domain/admin';
import type { Task, TaskStatus } from '@portal/domain/tasks';
import { tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { createCampaign, createTask, createUsers } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';

let portal: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  admin = await portal.account('admin');
});
afterAll(() => portal.close());

const URL_MESSAGE = 'Enter the full address of the post, starting with https://';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const uniqueCommentCampaign = () =>
  createCampaign(portal.database.db, {
    taskType: 'UNIQUECOMMENT',
    uniqueCommentUrl: 'https://instagram.com/p/campaign',
  });

/** A creator straight into the database (no sign-up): for tasks the test only reads back. */
async function newCreator() {
  const [creator] = await createUsers(portal.database.db, 1);
  if (!creator) throw new Error('no creator made');
  return creator;
}

/** The captions of these tasks as stored, by task id. */
async function storedCaptions(taskIds: string[]) {
  const rows = await portal.database.db
    .select({ id: tasks.id, caption: tasks.uniqueComment, url: tasks.uniqueCommentUrl })
    .from(tasks)
    .where(inArray(tasks.id, taskIds));
  return Object.fromEntries(rows.map((row) => [row.id, { caption: row.caption, url: row.url }]));
}

/** The e-mail of the creator whose task this is. */
async function emailOf(taskId: string) {
  const [row] = await portal.database.db
    .select({ email: users.email })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(eq(tasks.id, taskId));
  return row?.email;
}

const setCaption = (taskId: string, body: unknown, caller: TestAccount = admin) =>
  caller.call(`/api/admin/tasks/${taskId}/caption`, { method: 'PUT', body });

const assign = (campaignId: string, body: unknown, caller: TestAccount = admin) =>
  caller.call(`/api/admin/campaigns/${campaignId}/captions`, { method: 'PUT', body });

describe('PUT /api/admin/tasks/:taskId/caption', () => {
  it('sets and edits the caption and the own URL; the creator sees them only from acceptance on', async () => {
    const campaign = await uniqueCommentCampaign();
    const creator = await portal.account('influencer', 'Ana Creator');
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: creator.id,
      status: 'SELECTED',
    });

    const set = await setCaption(task.id, {
      caption: '  Glowing all Raya long!  ',
      url: 'https://instagram.com/p/own',
    });
    expect(set.status).toBe(204);
    const read = (await admin.call(`/api/admin/tasks/${task.id}`)).body as unknown as AdminTask;
    expect(read.task).toMatchObject({
      uniqueComment: 'Glowing all Raya long!',
      uniqueCommentUrl: 'https://instagram.com/p/own',
    });

    // An invite keeps its caption from the creator.
    const asInvite = (await creator.call(`/api/task/taskId?taskId=${task.id}`)).body as unknown as Task;
    expect(asInvite).toMatchObject({ status: 'SELECTED', uniqueComment: null, uniqueCommentUrl: null });
    expect((await creator.call('/api/task')).body).toMatchObject([{ uniqueComment: null, uniqueCommentUrl: null }]);

    const accepted = await creator.call('/api/task/accept', {
      method: 'PUT',
      body: { task: task.id, screeningResponses: [] },
    });
    expect(accepted.body).toMatchObject({
      status: 'ACCEPTED',
      uniqueComment: 'Glowing all Raya long!',
      uniqueCommentUrl: 'https://instagram.com/p/own',
    });

    // Still editable once accepted; an empty URL leaves the campaign's to be used.
    expect((await setCaption(task.id, { caption: 'Raya glow, day two', url: '' })).status).toBe(204);
    expect((await creator.call(`/api/task/taskId?taskId=${task.id}`)).body).toMatchObject({
      uniqueComment: 'Raya glow, day two',
      uniqueCommentUrl: null,
      campaignDetails: { uniqueCommentURL: 'https://instagram.com/p/campaign' },
    });
    expect((await setCaption(task.id, { caption: 'Without a URL field' })).status).toBe(204);
    expect(await storedCaptions([task.id])).toEqual({ [task.id]: { caption: 'Without a URL field', url: null } });
  });

  it('hides the caption of an application, and of a rejected one, from its creator', async () => {
    const campaign = await uniqueCommentCampaign();
    const creator = await portal.account();
    for (const status of ['APPLIED', 'APPLICATION-REJECTED'] as const) {
      await portal.database.db.delete(tasks).where(eq(tasks.userId, creator.id));
      const task = await createTask(portal.database.db, { campaignId: campaign.id, userId: creator.id, status });
      expect((await setCaption(task.id, { caption: 'Not yet', url: 'https://instagram.com/p/x' })).status).toBe(204);
      expect((await creator.call(`/api/task/taskId?taskId=${task.id}`)).body).toMatchObject({
        status,
        uniqueComment: null,
        uniqueCommentUrl: null,
      });
    }
  });

  it.each(['ACCEPTED', 'REJECTED', 'EXPIRED'] as const)('may change the caption of a %s task', async (status) => {
    const campaign = await uniqueCommentCampaign();
    const creator = await newCreator();
    const task = await createTask(portal.database.db, { campaignId: campaign.id, userId: creator.id, status });
    expect((await setCaption(task.id, { caption: 'Resubmit with this' })).status).toBe(204);
  });

  it.each([
    'PENDING-CHECKING',
    'APPROVED-PENDING-REPORT',
    'APPROVED-PENDING-PAYMENT',
    'APPROVED-PROCESSING-PAYMENT',
    'COMPLETED',
  ] as const)('keeps the caption of a %s task (409), changing nothing', async (status) => {
    const campaign = await uniqueCommentCampaign();
    const creator = await newCreator();
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: creator.id,
      status,
      uniqueComment: 'The one they posted',
    });
    const refused = await setCaption(task.id, { caption: 'Too late', url: 'https://instagram.com/p/late' });
    expect(refused).toMatchObject({ status: 409, body: { message: CAPTION_LOCKED, code: 'conflict' } });
    expect(await storedCaptions([task.id])).toEqual({ [task.id]: { caption: 'The one they posted', url: null } });
  });

  it('refuses a task of another type of campaign (409), bad input (400), an unknown task (404)', async () => {
    const post = await createCampaign(portal.database.db, { taskType: 'POST' });
    const campaign = await uniqueCommentCampaign();
    const first = await newCreator();
    const second = await newCreator();
    const postTask = await createTask(portal.database.db, {
      campaignId: post.id,
      userId: first.id,
      status: 'SELECTED',
    });
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: second.id,
      status: 'SELECTED',
      uniqueComment: 'Before',
    });

    expect(await setCaption(postTask.id, { caption: 'Hello' })).toMatchObject({
      status: 409,
      body: { message: ONLY_UNIQUE_COMMENT_CAMPAIGNS },
    });
    const bad: [unknown, string][] = [
      [{ caption: '   ' }, 'Please enter the caption'],
      [{ caption: 'x'.repeat(2201) }, 'A caption must be at most 2200 characters'],
      [{ caption: 'Fine', url: 'javascript:alert(1)' }, URL_MESSAGE],
      [{ caption: 'Fine', url: 'ftp://example.com/p' }, URL_MESSAGE],
      [{}, 'Please enter the caption'],
    ];
    for (const [body, message] of bad) {
      expect(await setCaption(task.id, body), JSON.stringify(body).slice(0, 60)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect(await storedCaptions([task.id, postTask.id])).toEqual({
      [task.id]: { caption: 'Before', url: null },
      [postTask.id]: { caption: null, url: null },
    });
    expect((await setCaption(UNKNOWN_ID, { caption: 'Hello' })).status).toBe(404);
    expect((await setCaption('not-a-uuid', { caption: 'Hello' })).status).toBe(400);
  });

  it('refuses creators (403) and visitors (401), changing nothing', async () => {
    const campaign = await uniqueCommentCampaign();
    const creator = await portal.account();
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: creator.id,
      status: 'ACCEPTED',
    });
    expect((await setCaption(task.id, { caption: 'My own caption' }, creator)).status).toBe(403);
    const visitor = await portal.client().call(`/api/admin/tasks/${task.id}/caption`, {
      method: 'PUT',
      body: { caption: 'Anyone' },
    });
    expect(visitor.status).toBe(401);
    expect(await storedCaptions([task.id])).toEqual({ [task.id]: { caption: null, url: null } });
  });
});

describe('one caption, one creator', () => {
  it('refuses a caption another task of the campaign holds, in any case or spacing; another campaign may use it', async () => {
    const campaign = await uniqueCommentCampaign();
    const other = await uniqueCommentCampaign();
    const taskOf = async (campaignId: string) =>
      (await createTask(portal.database.db, { campaignId, userId: (await newCreator()).id, status: 'SELECTED' })).id;
    const first = await taskOf(campaign.id);
    const second = await taskOf(campaign.id);
    const elsewhere = await taskOf(other.id);

    expect((await setCaption(first, { caption: 'Glowing all Raya long!' })).status).toBe(204);
    expect(await setCaption(second, { caption: '  glowing  ALL raya long! ' })).toEqual({
      status: 409,
      body: { message: CAPTION_TAKEN, code: 'conflict' },
    });
    expect(
      (await setCaption(first, { caption: 'Glowing all Raya long!', url: 'https://instagram.com/p/x' })).status,
    ).toBe(204);
    expect((await setCaption(elsewhere, { caption: 'Glowing all Raya long!' })).status).toBe(204);
    expect((await storedCaptions([second]))[second]?.caption).toBeNull();

    const bulk = await assign(campaign.id, {
      rows: [{ email: (await emailOf(second)) ?? '', caption: 'GLOWING ALL RAYA LONG!' }],
    });
    expect((bulk.body as unknown as AssignCaptionsResult).rows.map((row) => [row.outcome, row.reason])).toEqual([
      ['captionTaken', CAPTION_TAKEN],
    ]);
    expect((await storedCaptions([second]))[second]?.caption).toBeNull();
  });

  it('refuses every line of a caption sent twice, and lets two creators swap their captions', async () => {
    const campaign = await uniqueCommentCampaign();
    const [ana, ben, chi] = [await newCreator(), await newCreator(), await newCreator()];
    const taskOf = async (userId: string, uniqueComment: string | null) =>
      (await createTask(portal.database.db, { campaignId: campaign.id, userId, status: 'SELECTED', uniqueComment })).id;
    const anaTask = await taskOf(ana.id, 'Kopi time');
    const benTask = await taskOf(ben.id, 'Raya glow');
    const chiTask = await taskOf(chi.id, null);

    const twice = await assign(campaign.id, {
      rows: [
        { email: chi.email, caption: 'Same words' },
        { email: ana.email, caption: 'same words' },
      ],
    });
    expect((twice.body as unknown as AssignCaptionsResult).rows.map((row) => row.outcome)).toEqual([
      'sameCaption',
      'sameCaption',
    ]);

    const swap = await assign(campaign.id, {
      rows: [
        { email: ana.email, caption: 'Raya glow' },
        { email: ben.email, caption: 'Kopi time' },
      ],
    });
    expect((swap.body as unknown as AssignCaptionsResult).assigned).toBe(2);
    expect(await storedCaptions([anaTask, benTask, chiTask])).toMatchObject({
      [anaTask]: { caption: 'Raya glow' },
      [benTask]: { caption: 'Kopi time' },
      [chiTask]: { caption: null },
    });
  });
});

describe('two managers editing one caption', () => {
  it('refuses a save started from a caption someone changed since (409), and takes one started from the current', async () => {
    const campaign = await uniqueCommentCampaign();
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: (await newCreator()).id,
      status: 'SELECTED',
      uniqueComment: 'First words',
    });
    const opened = { caption: 'First words', url: null };
    const otherManager = await portal.account('admin');
    expect((await setCaption(task.id, { caption: 'Their words', startedFrom: opened }, otherManager)).status).toBe(204);

    expect(await setCaption(task.id, { caption: 'My words', startedFrom: opened })).toEqual({
      status: 409,
      body: { message: CAPTION_CHANGED, code: 'conflict' },
    });
    expect((await storedCaptions([task.id]))[task.id]?.caption).toBe('Their words');
    const current = { caption: 'Their words', url: null };
    expect((await setCaption(task.id, { caption: 'My words', startedFrom: current })).status).toBe(204);
    expect((await storedCaptions([task.id]))[task.id]?.caption).toBe('My words');
  });
});

describe('PUT /api/admin/campaigns/:campaignId/captions', () => {
  it('assigns the valid lines and says why each other one was not, changing nothing for those', async () => {
    const campaign = await uniqueCommentCampaign();
    const other = await uniqueCommentCampaign();
    const invited = await newCreator();
    const accepted = await newCreator();
    const rejected = await newCreator();
    const submitted = await newCreator();
    const elsewhere = await newCreator();
    const invalid = await newCreator();
    const doubled = await newCreator();
    const taskOf = async (userId: string, status: TaskStatus, campaignId = campaign.id) =>
      (await createTask(portal.database.db, { campaignId, userId, status, uniqueComment: 'Before' })).id;
    const invitedTask = await taskOf(invited.id, 'SELECTED');
    const acceptedTask = await taskOf(accepted.id, 'ACCEPTED');
    const rejectedTask = await taskOf(rejected.id, 'REJECTED');
    const submittedTask = await taskOf(submitted.id, 'PENDING-CHECKING');
    // Invited to another campaign only: that task is not this campaign's.
    const otherCampaignTask = await taskOf(elsewhere.id, 'SELECTED', other.id);
    const invalidTask = await taskOf(invalid.id, 'SELECTED');
    const doubledTask = await taskOf(doubled.id, 'SELECTED');

    const answer = await assign(campaign.id, {
      rows: [
        { email: invited.email.toUpperCase(), caption: 'Glow one', url: 'https://instagram.com/p/one' },
        { email: ` ${accepted.email} `, caption: 'Glow two' },
        { email: rejected.email, caption: 'Glow three', url: '' },
        { email: submitted.email, caption: 'Too late' },
        { email: elsewhere.email, caption: 'Wrong campaign' },
        { email: 'nobody-here@example.com', caption: 'Who?' },
        { email: invalid.email, caption: 'Fine', url: 'javascript:alert(1)' },
        { email: 'not-an-email', caption: 'Fine' },
        { email: doubled.email, caption: 'Once' },
        { email: doubled.email, caption: 'Twice' },
      ],
    });
    expect(answer.status).toBe(200);
    const result = answer.body as unknown as AssignCaptionsResult;
    expect(result.assigned).toBe(3);
    expect(result.rows.map(({ row, outcome, reason }) => [row, outcome, reason])).toEqual([
      [1, 'assigned', null],
      [2, 'assigned', null],
      [3, 'assigned', null],
      [4, 'alreadySubmitted', CAPTION_REFUSALS.alreadySubmitted],
      [5, 'notInvited', CAPTION_REFUSALS.notInvited],
      [6, 'unknownEmail', CAPTION_REFUSALS.unknownEmail],
      [7, 'invalid', URL_MESSAGE],
      [8, 'invalid', 'Enter a valid e-mail address'],
      [9, 'duplicate', CAPTION_REFUSALS.duplicate],
      [10, 'duplicate', CAPTION_REFUSALS.duplicate],
    ]);
    expect(result.rows[0]).toMatchObject({ email: invited.email, taskId: invitedTask });
    expect(result.rows[1]).toMatchObject({ email: accepted.email, taskId: acceptedTask });
    expect(result.rows[5]).toMatchObject({ email: 'nobody-here@example.com', taskId: null });

    expect(
      await storedCaptions([
        invitedTask,
        acceptedTask,
        rejectedTask,
        submittedTask,
        otherCampaignTask,
        invalidTask,
        doubledTask,
      ]),
    ).toEqual({
      [invitedTask]: { caption: 'Glow one', url: 'https://instagram.com/p/one' },
      [acceptedTask]: { caption: 'Glow two', url: null },
      [rejectedTask]: { caption: 'Glow three', url: null },
      [submittedTask]: { caption: 'Before', url: null },
      [otherCampaignTask]: { caption: 'Before', url: null },
      [invalidTask]: { caption: 'Before', url: null },
      [doubledTask]: { caption: 'Before', url: null },
    });
  });

  it('answers every line even when none is valid, and 1 000 lines at once', async () => {
    const campaign = await uniqueCommentCampaign();
    const none = (await assign(campaign.id, { rows: [{ email: 'x', caption: '' }] }))
      .body as unknown as AssignCaptionsResult;
    expect(none).toEqual({
      assigned: 0,
      rows: [{ row: 1, email: 'x', outcome: 'invalid', reason: 'Enter a valid e-mail address', taskId: null }],
    });

    const people = await createUsers(portal.database.db, 1000);
    const created = await portal.database.db
      .insert(tasks)
      .values(people.map((person) => ({ campaignId: campaign.id, userId: person.id, status: 'SELECTED' })))
      .returning({ id: tasks.id });
    const many = await assign(campaign.id, {
      rows: people.map((person, index) => ({ email: person.email, caption: `Caption ${index}` })),
    });
    expect(many.status).toBe(200);
    expect((many.body as unknown as AssignCaptionsResult).assigned).toBe(1000);
    const stored = await storedCaptions(created.map((task) => task.id));
    expect(Object.values(stored).filter((caption) => caption.caption?.startsWith('Caption '))).toHaveLength(1000);
  });

  it('refuses another type of campaign (409), an unknown one (404), a bad list (400), changing nothing', async () => {
    const post = await createCampaign(portal.database.db, { taskType: 'POST' });
    const campaign = await uniqueCommentCampaign();
    const creator = await newCreator();
    const postTask = await createTask(portal.database.db, {
      campaignId: post.id,
      userId: creator.id,
      status: 'SELECTED',
    });
    const rows = [{ email: creator.email, caption: 'Hello' }];

    expect(await assign(post.id, { rows })).toMatchObject({
      status: 409,
      body: { message: ONLY_UNIQUE_COMMENT_CAMPAIGNS },
    });
    expect((await assign(UNKNOWN_ID, { rows })).status).toBe(404);
    expect((await assign('not-a-uuid', { rows })).status).toBe(400);
    expect((await assign(campaign.id, { rows: [] })).status).toBe(400);
    expect((await assign(campaign.id, {})).status).toBe(400);
    expect((await assign(campaign.id, { rows: [{ email: creator.email }] })).status).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, index) => ({ email: `c${index}@example.com`, caption: 'Hi' }));
    expect((await assign(campaign.id, { rows: tooMany })).status).toBe(400);
    expect(await storedCaptions([postTask.id])).toEqual({ [postTask.id]: { caption: null, url: null } });
  });

  it('refuses creators (403) and visitors (401), changing nothing', async () => {
    const campaign = await uniqueCommentCampaign();
    const creator = await portal.account();
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: creator.id,
      status: 'ACCEPTED',
    });
    const rows = [{ email: creator.email, caption: 'My own caption' }];
    expect((await assign(campaign.id, { rows }, creator)).status).toBe(403);
    const visitor = await portal.client().call(`/api/admin/campaigns/${campaign.id}/captions`, {
      method: 'PUT',
      body: { rows },
    });
    expect(visitor.status).toBe(401);
    expect(await storedCaptions([task.id])).toEqual({ [task.id]: { caption: null, url: null } });
  });
});
