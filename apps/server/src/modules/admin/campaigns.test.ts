import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CHANGED,
  CAMPAIGN_IS_CLOSED,
  QUESTION_HAS_ANSWERS,
  type Campaign,
  type CampaignPage,
  type InviteResult,
  type UpdateCampaign,
} from '@portal/domain/admin';
import { DEADLINE_OUT_OF_RANGE, type NewCampaign } from '@portal/domain/campaigns';
import { CAMPAIGN_CLOSED_TO_CREATORS } from '@portal/domain/tasks';
import { campaigns, screeningResponses, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { PAYMENT_TERMS_FIXED } from '../campaigns/campaigns.service.ts';
import { createInvite, createTask, createUsers, newCampaign } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';

let portal: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  admin = await portal.account('admin');
});
afterAll(() => portal.close());

const DAY = 86_400_000;
async function created(overrides: Partial<NewCampaign> = {}): Promise<string> {
  const answer = await admin.call('/api/admin/campaigns', { body: newCampaign(overrides) });
  expect(answer.status).toBe(200);
  return answer.body?.id as string;
}

const read = async (campaignId: string) =>
  (await admin.call(`/api/admin/campaigns/${campaignId}`)).body as unknown as Campaign;

/** The edit form's body for a campaign as it reads now. */
const asUpdate = (campaign: Campaign): UpdateCampaign => ({
  ...newCampaign({
    title: campaign.title,
    brandLogoUrl: campaign.brandLogoUrl,
    incentive: campaign.incentive,
    deadline: campaign.deadline,
    terms: campaign.terms,
  }),
  screeningQuestions: campaign.screeningQuestions.map(({ answered: _answered, ...question }) => question),
  updatedAt: campaign.updatedAt,
});

/** The value, which the test has just made sure exists. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('who may call the campaign API', () => {
  it('refuses visitors (401) and influencers (403) on every call, before reading the body', async () => {
    const campaignId = await created();
    const influencer = await portal.account('influencer');
    const visitor = portal.client();
    const calls: [string, string][] = [
      ['GET', '/api/admin/campaigns'],
      ['POST', '/api/admin/campaigns'],
      ['GET', `/api/admin/campaigns/${campaignId}`],
      ['PUT', `/api/admin/campaigns/${campaignId}`],
      ['POST', `/api/admin/campaigns/${campaignId}/duplicate`],
      ['POST', `/api/admin/campaigns/${campaignId}/close`],
      ['POST', `/api/admin/campaigns/${campaignId}/invites`],
      ['GET', `/api/admin/campaigns/${campaignId}/tasks`],
      ['POST', `/api/admin/campaigns/${campaignId}/tasks`],
    ];
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : {};
      expect((await visitor.call(path, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await influencer.call(path, { method, body })).status, `${method} ${path}`).toBe(403);
    }
    // Nothing happened: the campaign is still open and has no copy.
    expect((await read(campaignId)).closedAt).toBeNull();
  });
});

describe('GET /api/admin/campaigns', () => {
  it('lists campaigns newest first, by title and state, with how many tasks are in each status', async () => {
    const marker = `Marker${Date.now()}`;
    const older = await created({ title: `${marker} Older 100%_ sale` });
    const newer = await created({ title: `${marker} newer launch` });
    const closed = await created({ title: `${marker} closed one` });
    expect((await admin.call(`/api/admin/campaigns/${closed}/close`, { body: {} })).status).toBe(204);
    const [first, second, third] = await createUsers(portal.database.db, 3);
    await createTask(portal.database.db, { campaignId: older, userId: must(first).id, status: 'SELECTED' });
    await createTask(portal.database.db, { campaignId: older, userId: must(second).id, status: 'SELECTED' });
    await createTask(portal.database.db, { campaignId: older, userId: must(third).id, status: 'COMPLETED' });

    const list = async (query: string) =>
      (await admin.call(`/api/admin/campaigns?${query}`)).body as unknown as CampaignPage;
    const open = await list(`search=${marker.toLowerCase()}`);
    expect(open.items.map((campaign) => campaign.id)).toEqual([newer, older]);
    expect(open).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(open.items[1]).toMatchObject({
      title: `${marker} Older 100%_ sale`,
      incentive: 180.5,
      currency: 'RM',
      brandLogoUrl: 'https://cdn.example.com/kopi-kita.png',
      closedAt: null,
      taskCounts: { SELECTED: 2, COMPLETED: 1 },
    });
    expect(open.items[0]?.taskCounts).toEqual({});

    expect((await list(`search=${marker}&state=closed`)).items.map((campaign) => campaign.id)).toEqual([closed]);
    expect((await list(`search=${marker}&state=all`)).items.map((campaign) => campaign.id)).toEqual([
      closed,
      newer,
      older,
    ]);
    // The search's own wildcards are taken literally.
    expect((await list(`search=${encodeURIComponent('100%_')}`)).items.map((campaign) => campaign.id)).toEqual([older]);
    expect((await list(`search=${encodeURIComponent('%')}&state=all`)).items.map((c) => c.id)).toEqual([older]);

    const secondPage = await list(`search=${marker}&state=all&page=2&pageSize=2`);
    expect(secondPage).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(secondPage.items.map((campaign) => campaign.id)).toEqual([older]);
    expect((await admin.call('/api/admin/campaigns?pageSize=101')).status).toBe(400);
    expect((await admin.call('/api/admin/campaigns?state=archived')).status).toBe(400);
  });
});

describe('campaign deadlines the portal cannot show', () => {
  it('refuses a deadline before 2000 or after 2100, on create and on edit, with the reason', async () => {
    for (const deadline of ['0026-12-31T23:59:00+08:00', '1999-12-31T15:59:00Z', '2101-01-01T00:00:00Z']) {
      const answer = await admin.call('/api/admin/campaigns', { body: newCampaign({ deadline }) });
      expect(answer, deadline).toMatchObject({ status: 400, body: { message: DEADLINE_OUT_OF_RANGE } });
    }
    const campaignId = await created();
    const typo = { ...asUpdate(await read(campaignId)), deadline: '0026-12-31T23:59:00+08:00' };
    const edit = await admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body: typo });
    expect(edit).toMatchObject({ status: 400, body: { message: DEADLINE_OUT_OF_RANGE } });
    expect(await created({ deadline: '2100-12-31T15:59:00Z' })).toBeTruthy();
  });

  it('still lists and shows a campaign stored earlier with a deadline in the year 26', async () => {
    const title = `Typo${Date.now()}`;
    const campaignId = await created({ title });
    await portal.database.db
      .update(campaigns)
      .set({ deadline: new Date('0026-12-31T15:59:00Z') })
      .where(eq(campaigns.id, campaignId));
    const list = await admin.call(`/api/admin/campaigns?search=${title}`);
    expect(list.status).toBe(200);
    expect((list.body as unknown as CampaignPage).items).toMatchObject([
      { id: campaignId, deadline: '0026-12-31T15:59:00.000Z' },
    ]);
    expect((await read(campaignId)).deadline).toBe('0026-12-31T15:59:00.000Z');
  });
});

describe('GET /api/admin/campaigns/:campaignId', () => {
  it('shows the campaign, its questions in order (answered or not) and its links, newest first', async () => {
    const campaignId = await created();
    const first = await createInvite(portal.database.db, campaignId);
    const second = (await admin.call(`/api/admin/campaigns/${campaignId}/invites`, { body: {} })).body?.id;
    const campaign = await read(campaignId);
    expect(campaign).toMatchObject({
      id: campaignId,
      title: 'Kopi Kita iced latte',
      taskType: 'POST',
      platform: 'INSTAGRAM',
      incentive: 180.5,
      referralFee: 20,
      referralCriteria: 'Friend completes the task',
      requiresReport: false,
      closedAt: null,
      taskCounts: {},
    });
    expect(campaign.screeningQuestions).toMatchObject([
      { question: 'Formats?', questionType: 'multipleChoice', options: ['Reels', 'Stories'], answered: false },
      { question: 'Public account?', questionType: 'checkbox', options: [], answered: false },
    ]);
    expect(campaign.invites.map((invite) => invite.id)).toEqual([second, first.id]);

    const [user] = await createUsers(portal.database.db, 1);
    const task = await createTask(portal.database.db, { campaignId, userId: must(user).id, status: 'ACCEPTED' });
    await portal.database.db
      .insert(screeningResponses)
      .values({ taskId: task.id, questionId: must(campaign.screeningQuestions[1]).id, answer: 'true' });
    const answered = await read(campaignId);
    expect(answered.screeningQuestions.map((question) => question.answered)).toEqual([false, true]);
    expect(answered.taskCounts).toEqual({ ACCEPTED: 1 });
  });

  it('answers 404 for an unknown campaign and 400 for a malformed id', async () => {
    expect((await admin.call(`/api/admin/campaigns/${UNKNOWN_ID}`)).body).toEqual({
      message: 'Campaign not found',
      code: 'campaign-not-found',
    });
    expect((await admin.call('/api/admin/campaigns/not-a-uuid')).status).toBe(400);
  });
});

describe('PUT /api/admin/campaigns/:campaignId', () => {
  it('saves the fields, keeps, rewords, adds, reorders and removes questions', async () => {
    const campaignId = await created();
    const before = await read(campaignId);
    const [formats, publicAccount] = before.screeningQuestions;
    const update: UpdateCampaign = {
      ...asUpdate(before),
      title: 'Kopi Kita iced latte, season 2',
      incentive: 250.75,
      referralFee: null,
      requiresReport: true,
      screeningQuestions: [
        { question: 'Your city?', questionType: 'text', required: true, options: [] },
        {
          id: must(formats).id,
          question: 'Which formats?',
          questionType: 'multipleChoice',
          required: true,
          options: ['Reels', 'Stories', 'Posts'],
        },
      ],
    };
    const saved = await admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body: update });
    expect(saved).toEqual({ status: 204, body: null });

    const after = await read(campaignId);
    expect(after).toMatchObject({
      title: 'Kopi Kita iced latte, season 2',
      incentive: 250.75,
      referralFee: null,
      requiresReport: true,
    });
    expect(after.screeningQuestions.map(({ question, id }) => ({ question, id }))).toEqual([
      { question: 'Your city?', id: expect.any(String) },
      { question: 'Which formats?', id: must(formats).id },
    ]);
    expect(after.screeningQuestions[1]?.options).toEqual(['Reels', 'Stories', 'Posts']);
    expect(after.screeningQuestions.some((question) => question.id === must(publicAccount).id)).toBe(false);
  });

  it('refuses a save started before another manager saved (409), keeping their change, and takes it from the new version', async () => {
    const campaignId = await created();
    const opened = asUpdate(await read(campaignId));
    const put = (body: UpdateCampaign) => admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body });
    const otherManager = await portal.account('admin');
    const first = await otherManager.call(`/api/admin/campaigns/${campaignId}`, {
      method: 'PUT',
      body: { ...opened, title: 'Their title', screeningQuestions: [] },
    });
    expect(first.status).toBe(204);

    const stale = await put({ ...opened, instructions: 'My instructions' });
    expect(stale).toEqual({ status: 409, body: { message: CAMPAIGN_CHANGED, code: 'campaign-changed' } });
    const current = await read(campaignId);
    expect(current).toMatchObject({ title: 'Their title', instructions: opened.instructions, screeningQuestions: [] });
    expect(current.updatedAt).not.toBe(opened.updatedAt);

    expect((await put({ ...asUpdate(current), instructions: 'My instructions' })).status).toBe(204);
    expect(await read(campaignId)).toMatchObject({ title: 'Their title', instructions: 'My instructions' });
  });

  it('refuses to remove an answered question (409) but lets it be reworded, and changes nothing on refusal', async () => {
    const campaignId = await created();
    const before = await read(campaignId);
    const [formats, publicAccount] = before.screeningQuestions;
    const [user] = await createUsers(portal.database.db, 1);
    const task = await createTask(portal.database.db, { campaignId, userId: must(user).id, status: 'ACCEPTED' });
    await portal.database.db
      .insert(screeningResponses)
      .values({ taskId: task.id, questionId: must(formats).id, answer: 'Reels' });

    const removing: UpdateCampaign = {
      ...asUpdate(before),
      title: 'Renamed',
      screeningQuestions: [{ ...must(asUpdate(before).screeningQuestions[1]) }],
    };
    const refused = await admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body: removing });
    expect(refused).toEqual({ status: 409, body: { message: QUESTION_HAS_ANSWERS, code: 'question-has-answers' } });
    expect((await read(campaignId)).title).toBe('Kopi Kita iced latte');

    const rewording: UpdateCampaign = {
      ...asUpdate(before),
      screeningQuestions: [
        {
          id: must(publicAccount).id,
          question: 'Is your account public?',
          questionType: 'checkbox',
          required: true,
          options: [],
        },
        {
          id: must(formats).id,
          question: 'Formats you make?',
          questionType: 'multipleChoice',
          required: true,
          options: ['Reels', 'Stories'],
        },
      ],
    };
    expect((await admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body: rewording })).status).toBe(
      204,
    );
    const after = await read(campaignId);
    expect(after.screeningQuestions.map(({ id, question, answered }) => ({ id, question, answered }))).toEqual([
      { id: must(publicAccount).id, question: 'Is your account public?', answered: false },
      { id: must(formats).id, question: 'Formats you make?', answered: true },
    ]);
  });

  it("refuses another campaign's question (400), a bad body (400), an unknown campaign (404)", async () => {
    const campaignId = await created();
    const other = await read(await created());
    const before = await read(campaignId);
    const foreign: UpdateCampaign = {
      ...asUpdate(before),
      screeningQuestions: [{ ...must(asUpdate(other).screeningQuestions[0]) }],
    };
    const refused = await admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body: foreign });
    expect(refused.status).toBe(400);
    expect((await read(campaignId)).screeningQuestions).toEqual(before.screeningQuestions);
    expect((await read(other.id)).screeningQuestions).toEqual(other.screeningQuestions);

    const untitled = await admin.call(`/api/admin/campaigns/${campaignId}`, {
      method: 'PUT',
      body: { ...asUpdate(before), title: ' ' },
    });
    expect(untitled).toEqual({
      status: 400,
      body: { message: 'Please enter the campaign title', code: 'campaign-title-required' },
    });
    const unknown = await admin.call(`/api/admin/campaigns/${UNKNOWN_ID}`, { method: 'PUT', body: asUpdate(before) });
    expect(unknown.status).toBe(404);
  });
});

describe('payment terms once creators have accepted', () => {
  it('leaves automatic approval of late reviews off unless sent, and saves it on and off', async () => {
    // As a caller from before the setting sends it.
    const withoutIt: Partial<NewCampaign> = newCampaign();
    delete withoutIt.autoApproveLateReviews;
    const answer = await admin.call('/api/admin/campaigns', { body: withoutIt });
    expect(answer.status).toBe(200);
    const campaignId = answer.body?.id as string;
    expect((await read(campaignId)).autoApproveLateReviews).toBe(false);

    const put = async (autoApproveLateReviews: boolean) =>
      admin.call(`/api/admin/campaigns/${campaignId}`, {
        method: 'PUT',
        body: { ...withoutIt, autoApproveLateReviews, updatedAt: (await read(campaignId)).updatedAt },
      });
    expect((await put(true)).status).toBe(204);
    expect((await read(campaignId)).autoApproveLateReviews).toBe(true);
    expect((await put(false)).status).toBe(204);
    expect((await read(campaignId)).autoApproveLateReviews).toBe(false);
  });

  it('keeps the incentive, currency and report rule a creator accepted (409), but lets the rest change', async () => {
    const campaignId = await created({ incentive: 100, requiresReport: false });
    const [invited, working] = await createUsers(portal.database.db, 2);
    await createTask(portal.database.db, { campaignId, userId: must(invited).id, status: 'SELECTED' });
    const before = asUpdate(await read(campaignId));
    const put = (body: UpdateCampaign) => admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body });

    // Only invited so far: the terms may still change.
    expect((await read(campaignId)).paymentTermsFixed).toBe(false);
    expect((await put({ ...before, incentive: 120 })).status).toBe(204);

    await createTask(portal.database.db, { campaignId, userId: must(working).id, status: 'ACCEPTED' });
    // The edit form reads that they are fixed, to lock them.
    expect((await read(campaignId)).paymentTermsFixed).toBe(true);
    const now = asUpdate(await read(campaignId));
    const fixed = { status: 409, body: { message: PAYMENT_TERMS_FIXED, code: 'payment-terms-fixed' } };
    expect(await put({ ...now, incentive: 150 })).toEqual(fixed);
    expect(await put({ ...now, currency: 'SGD' })).toEqual(fixed);
    expect(await put({ ...now, requiresReport: true })).toEqual(fixed);
    expect(await read(campaignId)).toMatchObject({ incentive: 120, currency: now.currency, requiresReport: false });

    expect((await put({ ...now, title: 'Renamed after acceptance' })).status).toBe(204);
    expect((await read(campaignId)).title).toBe('Renamed after acceptance');
  });
});

/** What a copy keeps of a campaign (its title gets " (copy)"). */
const copiedFields = ({
  id: _id,
  title: _title,
  createdAt: _createdAt,
  closedAt: _closedAt,
  taskCounts: _taskCounts,
  budgetUse: _budgetUse,
  invites: _invites,
  screeningQuestions: _questions,
  updatedAt: _updatedAt,
  ...fields
}: Campaign) => fields;

describe('POST /api/admin/campaigns/:campaignId/duplicate', () => {
  it('makes an open copy with the same fields and questions, and no tasks or links', async () => {
    const campaignId = await created({ title: 'Raya Glow' });
    await admin.call(`/api/admin/campaigns/${campaignId}/invites`, { body: {} });
    const [user] = await createUsers(portal.database.db, 1);
    await createTask(portal.database.db, { campaignId, userId: must(user).id, status: 'SELECTED' });
    expect((await admin.call(`/api/admin/campaigns/${campaignId}/close`, { body: {} })).status).toBe(204);

    const copy = await admin.call(`/api/admin/campaigns/${campaignId}/duplicate`, { body: {} });
    expect(copy.status).toBe(200);
    const copyId = copy.body?.id as string;
    expect(copyId).not.toBe(campaignId);
    const original = await read(campaignId);
    const duplicate = await read(copyId);
    const q1 = original.screeningQuestions;
    expect(duplicate).toMatchObject({
      ...copiedFields(original),
      title: 'Raya Glow (copy)',
      closedAt: null,
      taskCounts: {},
      budgetUse: { invited: 0, committed: 0, approved: 0, paid: 0, remaining: null },
      invites: [],
    });
    expect(duplicate.screeningQuestions.map(({ id: _id, ...question }) => question)).toEqual(
      q1.map(({ id: _id, ...question }) => ({ ...question, answered: false })),
    );
    expect(duplicate.screeningQuestions[0]?.id).not.toBe(q1[0]?.id);

    // A long title is shortened so the copy can still be saved by the form.
    const long = await created({ title: 'x'.repeat(200) });
    const longCopy = await admin.call(`/api/admin/campaigns/${long}/duplicate`, { body: {} });
    const copied = await read(longCopy.body?.id as string);
    expect(copied.title).toHaveLength(200);
    expect(copied.title.endsWith(' (copy)')).toBe(true);
    expect((await admin.call(`/api/admin/campaigns/${UNKNOWN_ID}/duplicate`, { body: {} })).status).toBe(404);
  });
});

describe('POST /api/admin/campaigns/:campaignId/close', () => {
  it('closes once (409 the second time); a closed campaign takes no edits, invites, links or applications', async () => {
    const campaignId = await created({ screeningQuestions: [] });
    const inviteLink = (await admin.call(`/api/admin/campaigns/${campaignId}/invites`, { body: {} })).body?.id;
    const referrer = await portal.account('influencer');
    await createTask(portal.database.db, { campaignId, userId: referrer.id, status: 'ACCEPTED' });
    const referralCode = (await referrer.call('/api/link', { body: { campaignId } })).body?.code as string;
    expect(referralCode).toEqual(expect.any(String));

    expect(await admin.call(`/api/admin/campaigns/${campaignId}/close`, { body: {} })).toEqual({
      status: 204,
      body: null,
    });
    const closed = await read(campaignId);
    expect(Date.parse(closed.closedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(await admin.call(`/api/admin/campaigns/${campaignId}/close`, { body: {} })).toEqual({
      status: 409,
      body: { message: 'Duplicate Request', code: 'duplicate-request' },
    });
    expect((await admin.call(`/api/admin/campaigns/${UNKNOWN_ID}/close`, { body: {} })).status).toBe(404);

    const isClosed = { status: 409, body: { message: CAMPAIGN_IS_CLOSED, code: 'campaign-is-closed' } };
    expect(await admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body: asUpdate(closed) })).toEqual(
      isClosed,
    );
    expect(await admin.call(`/api/admin/campaigns/${campaignId}/invites`, { body: {} })).toEqual(isClosed);
    const [influencer] = await createUsers(portal.database.db, 1);
    expect(
      await admin.call(`/api/admin/campaigns/${campaignId}/tasks`, { body: { userIds: [must(influencer).id] } }),
    ).toEqual(isClosed);

    // Creators can no longer apply, through the invite link or through a referral link; the link says why.
    const applicant = await portal.account('influencer');
    const closedToCreators = {
      status: 409,
      body: { message: CAMPAIGN_CLOSED_TO_CREATORS, code: 'campaign-closed-to-creators' },
    };
    const viaInvite = await applicant.call('/api/task/invite/accept', {
      body: { invite: inviteLink, screeningResponses: [] },
    });
    expect(viaInvite).toEqual(closedToCreators);
    const viaReferral = await applicant.call('/api/referral/accept', {
      body: { referral: referralCode, screeningResponses: [] },
    });
    expect(viaReferral).toEqual(closedToCreators);
    const applied = await portal.database.db.select().from(tasks).where(eq(tasks.userId, applicant.id));
    expect(applied).toEqual([]);
    const preview = await portal.client().call(`/api/public/invite?inviteId=${inviteLink as string}`);
    expect(preview).toMatchObject({ status: 200, body: { closed: true, status: null } });
    // The task already under way goes on.
    expect((await referrer.call('/api/task')).body).toMatchObject([{ status: 'ACCEPTED' }]);
  });
});

describe('invitations of a closed campaign', () => {
  it('can no longer be accepted (409) nor reapplied to, and the invitation stays as it was', async () => {
    const campaignId = await created({ screeningQuestions: [] });
    const invited = await portal.account('influencer');
    const rejected = await portal.account('influencer');
    const invitation = await createTask(portal.database.db, { campaignId, userId: invited.id, status: 'SELECTED' });
    const application = await createTask(portal.database.db, {
      campaignId,
      userId: rejected.id,
      status: 'APPLICATION-REJECTED',
    });
    expect((await admin.call(`/api/admin/campaigns/${campaignId}/close`, { body: {} })).status).toBe(204);

    const closedToCreators = {
      status: 409,
      body: { message: CAMPAIGN_CLOSED_TO_CREATORS, code: 'campaign-closed-to-creators' },
    };
    const accepted = await invited.call('/api/task/accept', {
      method: 'PUT',
      body: { task: invitation.id, screeningResponses: [] },
    });
    expect(accepted).toEqual(closedToCreators);
    const reapplied = await rejected.call('/api/task/reapply', { method: 'PUT', body: { task: application.id } });
    expect(reapplied).toEqual(closedToCreators);
    const statuses = await portal.database.db
      .select({ status: tasks.status })
      .from(tasks)
      .where(eq(tasks.campaignId, campaignId))
      .orderBy(tasks.status);
    expect(statuses).toEqual([{ status: 'APPLICATION-REJECTED' }, { status: 'SELECTED' }]);
  });
});

describe('GET /api/admin/campaigns/:campaignId/tasks', () => {
  it("lists the campaign's tasks, most recently changed first, by status, a page at a time", async () => {
    const campaignId = await created();
    const people = await createUsers(portal.database.db, 3, (index) => ({ name: `Person ${index}` }));
    const base = Date.now() - DAY;
    const statuses = ['SELECTED', 'APPLIED', 'SELECTED'] as const;
    for (const [index, person] of people.entries()) {
      await createTask(portal.database.db, {
        campaignId,
        userId: person.id,
        status: must(statuses[index]),
        updatedAt: new Date(base + index * 1000),
      });
    }
    const page = async (query = '') => (await admin.call(`/api/admin/campaigns/${campaignId}/tasks${query}`)).body;
    const all = await page();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect((all?.items as { influencer: { fullName: string } }[]).map((task) => task.influencer.fullName)).toEqual([
      'Person 2',
      'Person 1',
      'Person 0',
    ]);
    expect((all?.items as unknown[])[0]).toEqual({
      id: expect.any(String),
      status: 'SELECTED',
      updatedAt: new Date(base + 2000).toISOString(),
      influencer: { id: must(people[2]).id, fullName: 'Person 2', email: must(people[2]).email },
    });
    const selected = await page('?status=SELECTED&pageSize=1&page=2');
    expect(selected).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
      items: [{ influencer: { fullName: 'Person 0' } }],
    });
    expect((await admin.call(`/api/admin/campaigns/${campaignId}/tasks?status=DONE`)).status).toBe(400);
    expect((await admin.call(`/api/admin/campaigns/${UNKNOWN_ID}/tasks`)).status).toBe(404);
  });
});

describe('POST /api/admin/campaigns/:campaignId/tasks', () => {
  it('invites 1 000 influencers by id in one call: 1 000 SELECTED tasks and 1 000 invite events', async () => {
    const campaignId = await created();
    const influencers = await createUsers(portal.database.db, 1000);
    const started = Date.now();
    const answer = await admin.call(`/api/admin/campaigns/${campaignId}/tasks`, {
      body: { userIds: influencers.map((influencer) => influencer.id) },
    });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000);
    const result = answer.body as unknown as InviteResult;
    expect(result.invited).toHaveLength(1000);
    expect(result.invited).toEqual(influencers.map((influencer) => influencer.id));
    expect(result).toMatchObject({ alreadyInCampaign: [], unknown: [] });
    expect(new Set(result.taskIds).size).toBe(1000);

    const rows = await portal.database.db.select().from(tasks).where(eq(tasks.campaignId, campaignId));
    expect(rows).toHaveLength(1000);
    expect(rows.every((task) => task.status === 'SELECTED')).toBe(true);
    const events = await portal.database.db
      .select({
        taskId: taskEvents.taskId,
        actor: taskEvents.actor,
        actorUserId: taskEvents.actorUserId,
        action: taskEvents.action,
        from: taskEvents.fromStatus,
        to: taskEvents.toStatus,
      })
      .from(taskEvents)
      .innerJoin(tasks, eq(tasks.id, taskEvents.taskId))
      .where(eq(tasks.campaignId, campaignId));
    expect(events).toHaveLength(1000);
    expect(new Set(events.map((event) => event.taskId))).toEqual(new Set(result.taskIds));
    expect(
      events.every(
        (event) =>
          event.action === 'invite' &&
          event.actor === 'admin' &&
          event.actorUserId === admin.id &&
          event.from === null &&
          event.to === 'SELECTED',
      ),
    ).toBe(true);

    // Again: everyone is already in the campaign, and nothing more is written.
    const again = await admin.call(`/api/admin/campaigns/${campaignId}/tasks`, {
      body: { userIds: influencers.slice(0, 500).map((influencer) => influencer.id) },
    });
    expect(again.body).toMatchObject({ invited: [], unknown: [], taskIds: [] });
    expect((again.body as unknown as InviteResult).alreadyInCampaign).toHaveLength(500);
    const eventsAfter = await portal.database.db
      .select({ id: taskEvents.id })
      .from(taskEvents)
      .innerJoin(tasks, eq(tasks.id, taskEvents.taskId))
      .where(eq(tasks.campaignId, campaignId));
    expect(eventsAfter).toHaveLength(1000);
  });

  it('invites by e-mail; admins, banned users and strangers are unknown; the invited see the task', async () => {
    const campaignId = await created();
    const influencer = await portal.account('influencer');
    const already = await portal.account('influencer');
    await createTask(portal.database.db, { campaignId, userId: already.id, status: 'APPLIED' });
    const [banned, banExpired] = await createUsers(portal.database.db, 2, (index) => ({
      banned: true,
      banExpires: index === 0 ? null : new Date(Date.now() - DAY),
    }));
    const answer = await admin.call(`/api/admin/campaigns/${campaignId}/tasks`, {
      body: {
        emails: [
          influencer.email.toUpperCase(),
          influencer.email,
          already.email,
          must(banned).email,
          must(banExpired).email,
          admin.email,
          'nobody@example.com',
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      invited: [influencer.email, must(banExpired).email],
      alreadyInCampaign: [already.email],
      unknown: [must(banned).email, admin.email, 'nobody@example.com'],
      taskIds: [expect.any(String), expect.any(String)],
    });
    const [task] = await portal.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.campaignId, campaignId), eq(tasks.userId, influencer.id)));
    expect(task?.id).toBe((answer.body?.taskIds as string[])[0]);
    expect((await influencer.call('/api/task')).body).toMatchObject([{ id: task?.id, status: 'SELECTED' }]);

    // By id too: an admin's id and an unknown id are unknown.
    const byId = await admin.call(`/api/admin/campaigns/${campaignId}/tasks`, {
      body: { userIds: [influencer.id, admin.id, 'no-such-user'] },
    });
    expect(byId.body).toEqual({
      invited: [],
      alreadyInCampaign: [influencer.id],
      unknown: [admin.id, 'no-such-user'],
      taskIds: [],
    });
  });

  it('refuses an empty list, over 1 000 names, a bad e-mail, and an unknown campaign', async () => {
    const campaignId = await created();
    const invite = (body: unknown, id = campaignId) => admin.call(`/api/admin/campaigns/${id}/tasks`, { body });
    expect((await invite({ emails: [] })).status).toBe(400);
    expect((await invite({ userIds: Array.from({ length: 1001 }, (_, index) => `u${index}`) })).status).toBe(400);
    expect((await invite({ emails: ['not-an-email'] })).status).toBe(400);
    expect((await invite({ userIds: ['x'] }, UNKNOWN_ID)).body).toEqual({
      message: 'Campaign not found',
      code: 'campaign-not-found',
    });
    const [campaign] = await portal.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign?.closedAt).toBeNull();
  });
});
