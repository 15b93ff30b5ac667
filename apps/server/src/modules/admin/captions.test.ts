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
/** What a manager's screen showed for a task without a caption. */
const NONE = { caption: null, url: null };

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
      startedFrom: NONE,
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
    const own = { caption: 'Glowing all Raya long!', url: 'https://instagram.com/p/own' };
    expect((await setCaption(task.id, { caption: 'Raya glow, day two', url: '', startedFrom: own })).status).toBe(204);
    expect((await creator.call(`/api/task/taskId?taskId=${task.id}`)).body).toMatchObject({
      uniqueComment: 'Raya glow, day two',
      uniqueCommentUrl: null,
      campaignDetails: { uniqueCommentURL: 'https://instagram.com/p/campaign' },
    });
    const dayTwo = { caption: 'Raya glow, day two', url: null };
    expect((await setCaption(task.id, { caption: 'Without a URL field', startedFrom: dayTwo })).status).toBe(204);
    expect(await storedCaptions([task.id])).toEqual({ [task.id]: { caption: 'Without a URL field', url: null } });
  });

  it('hides the caption of an application, and of a rejected one, from its creator', async () => {
    const campaign = await uniqueCommentCampaign();
    const creator = await portal.account();
    for (const status of ['APPLIED', 'APPLICATION-REJECTED'] as const) {
      await portal.database.db.delete(tasks).where(eq(tasks.userId, creator.id));
      const task = await createTask(portal.database.db, { campaignId: campaign.id, userId: creator.id, status });
      const body = { caption: 'Not yet', url: 'https://instagram.com/p/x', startedFrom: NONE };
      expect((await setCaption(task.id, body)).status).toBe(204);
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
    expect((await setCaption(task.id, { caption: 'Resubmit with this', startedFrom: NONE })).status).toBe(204);
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
    const refused = await setCaption(task.id, {
      caption: 'Too late',
      url: 'https://instagram.com/p/late',
      startedFrom: { caption: 'The one they posted', url: null },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: CAPTION_LOCKED, code: 'caption-locked' } });
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

    expect(await setCaption(postTask.id, { caption: 'Hello', startedFrom: NONE })).toMatchObject({
      status: 409,
      body: { message: ONLY_UNIQUE_COMMENT_CAMPAIGNS },
    });
    const before = { caption: 'Before', url: null };
    const bad: [unknown, string][] = [
      [{ caption: '   ', startedFrom: before }, 'Please enter the caption'],
      [{ caption: 'x'.repeat(2201), startedFrom: before }, 'A caption must be at most 2200 characters'],
      [{ caption: 'Fine', url: 'javascript:alert(1)', startedFrom: before }, URL_MESSAGE],
      [{ caption: 'Fine', url: 'ftp://example.com/p', startedFrom: before }, URL_MESSAGE],
      [{ startedFrom: before }, 'Please enter the caption'],
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
    expect((await setCaption(UNKNOWN_ID, { caption: 'Hello', startedFrom: NONE })).status).toBe(404);
    expect((await setCaption('not-a-uuid', { caption: 'Hello', startedFrom: NONE })).status).toBe(400);
  });

  it('refuses creators (403) and visitors (401), changing nothing', async () => {
    const campaign = await uniqueCommentCampaign();
    const creator = await portal.account();
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: creator.id,
      status: 'ACCEPTED',
    });
    expect((await setCaption(task.id, { caption: 'My own caption', startedFrom: NONE }, creator)).status).toBe(403);
    const visitor = await portal.client().call(`/api/admin/tasks/${task.id}/caption`, {
      method: 'PUT',
      body: { caption: 'Anyone', startedFrom: NONE },
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

    expect((await setCaption(first, { caption: 'Glowing all Raya long!', startedFrom: NONE })).status).toBe(204);
    expect(await setCaption(second, { caption: '  glowing  ALL raya long! ', startedFrom: NONE })).toEqual({
      status: 409,
      body: { message: CAPTION_TAKEN, code: 'caption-taken' },
    });
    const glowing = { caption: 'Glowing all Raya long!', url: null };
    const withUrl = { caption: 'Glowing all Raya long!', url: 'https://instagram.com/p/x', startedFrom: glowing };
    expect((await setCaption(first, withUrl)).status).toBe(204);
    expect((await setCaption(elsewhere, { caption: 'Glowing all Raya long!', startedFrom: NONE })).status).toBe(204);
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
      body: { message: CAPTION_CHANGED, code: 'caption-changed' },
    });
    expect((await storedCaptions([task.id]))[task.id]?.caption).toBe('Their words');
    const current = { caption: 'Their words', url: null };
    expect((await setCaption(task.id, { caption: 'My words', startedFrom: current })).status).toBe(204);
    expect((await storedCaptions([task.id]))[task.id]?.caption).toBe('My words');
  });

  it('refuses a save that does not say what it started from (400), changing nothing', async () => {
    const campaign = await uniqueCommentCampaign();
    const task = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: (await newCreator()).id,
      status: 'SELECTED',
      uniqueComment: 'First words',
    });
    expect((await setCaption(task.id, { caption: 'My words' })).status).toBe(400);
    expect((await storedCaptions([task.id]))[task.id]?.caption).toBe('First words');
  });
});

describe('two managers importing captions', () => {
  it('previews each line as the assignment would answer it, with the caption it replaces, and writes nothing', async () => {
    const campaign = await uniqueCommentCampaign();
    const [ana, ben, chi, dan, eve, fay] = await createUsers(portal.database.db, 6);
    if (!ana || !ben || !chi || !dan || !eve || !fay) throw new Error('no creators made');
    const taskOf = async (userId: string, status: TaskStatus, uniqueComment: string | null, url: string | null) =>
      (
        await createTask(portal.database.db, {
          campaignId: campaign.id,
          userId,
          status,
          uniqueComment,
          uniqueCommentUrl: url,
        })
      ).id;
    const anaTask = await taskOf(ana.id, 'SELECTED', 'Old words', 'https://instagram.com/p/old');
    const benTask = await taskOf(ben.id, 'ACCEPTED', null, null);
    const chiTask = await taskOf(chi.id, 'PENDING-CHECKING', 'Posted words', null);
    const danTask = await taskOf(dan.id, 'SELECTED', 'Held words', null);
    const fayTask = await taskOf(fay.id, 'SELECTED', null, null);
    const taskIds = [anaTask, benTask, chiTask, danTask, fayTask];
    const before = await storedCaptions(taskIds);
    const rows = [
      { email: ana.email, caption: 'New words' },
      { email: ben.email, caption: 'Fresh words', url: 'https://instagram.com/p/ben' },
      { email: chi.email, caption: 'Too late' },
      { email: eve.email, caption: 'Not invited' },
      { email: 'nobody-here@example.com', caption: 'Who?' },
      { email: 'not-an-email', caption: 'Fine' },
      { email: dan.email, caption: 'held words' },
      { email: fay.email, caption: 'posted WORDS' },
    ];

    const previewed = await assign(campaign.id, { rows, preview: true });
    expect(previewed.status).toBe(200);
    const preview = previewed.body as unknown as AssignCaptionsResult;
    expect(preview.rows.map(({ row, outcome, reason, current }) => [row, outcome, reason, current])).toEqual([
      [1, 'assigned', null, { caption: 'Old words', url: 'https://instagram.com/p/old' }],
      [2, 'assigned', null, NONE],
      [3, 'alreadySubmitted', CAPTION_REFUSALS.alreadySubmitted, { caption: 'Posted words', url: null }],
      [4, 'notInvited', CAPTION_REFUSALS.notInvited, null],
      [5, 'unknownEmail', CAPTION_REFUSALS.unknownEmail, null],
      [6, 'invalid', 'Enter a valid e-mail address', null],
      [7, 'assigned', null, { caption: 'Held words', url: null }],
      [8, 'captionTaken', CAPTION_TAKEN, NONE],
    ]);
    expect(preview.assigned).toBe(3);
    expect(preview.rows[0]?.taskId).toBe(anaTask);
    expect(await storedCaptions(taskIds)).toEqual(before);

    // The assignment itself answers the same, and writes the captions.
    expect((await assign(campaign.id, { rows })).body).toEqual(preview);
    expect(await storedCaptions(taskIds)).toEqual({
      ...before,
      [anaTask]: { caption: 'New words', url: null },
      [benTask]: { caption: 'Fresh words', url: 'https://instagram.com/p/ben' },
      [danTask]: { caption: 'held words', url: null },
    });
  });

  it('refuses a line whose caption another manager changed since the preview, and assigns the others', async () => {
    const campaign = await uniqueCommentCampaign();
    const [ana, ben, chi] = [await newCreator(), await newCreator(), await newCreator()];
    const taskOf = async (userId: string, uniqueComment: string | null) =>
      (await createTask(portal.database.db, { campaignId: campaign.id, userId, status: 'SELECTED', uniqueComment })).id;
    const anaTask = await taskOf(ana.id, 'First words');
    const benTask = await taskOf(ben.id, null);
    const chiTask = await taskOf(chi.id, 'Chi words');
    const rows = [
      { email: ana.email, caption: 'My words for Ana' },
      { email: ben.email, caption: 'My words for Ben' },
      { email: chi.email, caption: 'My words for Chi' },
    ];
    const preview = (await assign(campaign.id, { rows, preview: true })).body as unknown as AssignCaptionsResult;
    const startedFrom = preview.rows.map((row) => row.current);

    // Meanwhile another manager changes Ana's caption, and Chi's post address only.
    const otherManager = await portal.account('admin');
    const theirs = { caption: 'Their words', startedFrom: { caption: 'First words', url: null } };
    expect((await setCaption(anaTask, theirs, otherManager)).status).toBe(204);
    const chiUrl = { caption: 'Chi words', url: 'https://instagram.com/p/chi', startedFrom: startedFrom[2] };
    expect((await setCaption(chiTask, chiUrl, otherManager)).status).toBe(204);

    const answer = await assign(campaign.id, {
      rows: rows.map((row, index) => ({ ...row, startedFrom: startedFrom[index] })),
    });
    const result = answer.body as unknown as AssignCaptionsResult;
    expect(result.assigned).toBe(1);
    expect(result.rows.map(({ outcome, reason, current }) => [outcome, reason, current])).toEqual([
      ['changed', CAPTION_CHANGED, { caption: 'Their words', url: null }],
      ['assigned', null, NONE],
      ['changed', CAPTION_CHANGED, { caption: 'Chi words', url: 'https://instagram.com/p/chi' }],
    ]);
    expect(await storedCaptions([anaTask, benTask, chiTask])).toEqual({
      [anaTask]: { caption: 'Their words', url: null },
      [benTask]: { caption: 'My words for Ben', url: null },
      [chiTask]: { caption: 'Chi words', url: 'https://instagram.com/p/chi' },
    });

    // A line that does not say what it started from replaces whatever is there, as API scripts expect.
    const blind = (await assign(campaign.id, { rows: [rows[0]] })).body as unknown as AssignCaptionsResult;
    expect(blind.rows.map((row) => row.outcome)).toEqual(['assigned']);
    expect((await storedCaptions([anaTask]))[anaTask]?.caption).toBe('My words for Ana');
  });

  it('lets one of two imports started from the same captions at the same moment win, refusing the other', async () => {
    const campaign = await uniqueCommentCampaign();
    const creators = await createUsers(portal.database.db, 5);
    const taskIds: string[] = [];
    for (const creator of creators) {
      taskIds.push(
        (await createTask(portal.database.db, { campaignId: campaign.id, userId: creator.id, status: 'SELECTED' })).id,
      );
    }
    const otherManager = await portal.account('admin');
    const importOf = (manager: TestAccount, words: string) =>
      assign(
        campaign.id,
        {
          rows: creators.map((creator, index) => ({
            email: creator.email,
            caption: `${words} ${index}`,
            startedFrom: NONE,
          })),
        },
        manager,
      );

    const answers = await Promise.all([importOf(admin, 'Mine'), importOf(otherManager, 'Theirs')]);
    const results = answers.map((answer) => answer.body as unknown as AssignCaptionsResult);
    const outcomes = results.map((result) => [...new Set(result.rows.map((row) => row.outcome))]);
    expect(outcomes.sort()).toEqual([['assigned'], ['changed']]);
    const winner = results[0]?.assigned === 5 ? 'Mine' : 'Theirs';
    const stored = await storedCaptions(taskIds);
    expect(taskIds.map((id) => stored[id]?.caption)).toEqual(creators.map((_, index) => `${winner} ${index}`));
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
      rows: [
        { row: 1, email: 'x', outcome: 'invalid', reason: 'Enter a valid e-mail address', taskId: null, current: null },
      ],
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
