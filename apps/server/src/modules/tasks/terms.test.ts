import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTask, Campaign } from '@portal/domain/admin';
import type { NewCampaign } from '@portal/domain/campaigns';
import type { Referral } from '@portal/domain/referrals';
import type { Invite, Task } from '@portal/domain/tasks';
import {
  DEFAULT_CAMPAIGN_TERMS,
  TERMS_CHANGED_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  type CampaignTerms,
  type Terms,
} from '@portal/domain/terms';
import { newCampaign } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';

let portal: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  admin = await portal.account('admin');
});
afterAll(() => portal.close());

const DEADLINE = '2026-12-31T15:59:59.000Z';
const AGREED: CampaignTerms = {
  paymentDays: 10,
  reviewDays: 2,
  revisionsIncluded: 1,
  usageRights: 'PAID_90',
  usageNote: 'Instagram and TikTok, Malaysia only',
};

async function createCampaign(overrides: Partial<NewCampaign>): Promise<string> {
  const answer = await admin.call('/api/admin/campaigns', {
    body: newCampaign({ incentive: 450, deadline: DEADLINE, screeningQuestions: [], ...overrides }),
  });
  expect(answer.status).toBe(200);
  return answer.body?.id as string;
}

const readCampaign = async (campaignId: string) =>
  (await admin.call(`/api/admin/campaigns/${campaignId}`)).body as unknown as Campaign;

/** The manager saves the campaign again with other terms and incentive, as the edit form does. */
async function editTerms(campaignId: string, terms: CampaignTerms, incentive: number) {
  const campaign = await readCampaign(campaignId);
  const answer = await admin.call(`/api/admin/campaigns/${campaignId}`, {
    method: 'PUT',
    body: {
      ...newCampaign({
        title: campaign.title,
        brandLogoUrl: campaign.brandLogoUrl,
        incentive,
        deadline: campaign.deadline,
        screeningQuestions: [],
        terms,
      }),
      updatedAt: campaign.updatedAt,
    },
  });
  expect(answer.status).toBe(204);
}

const taskOf = async (creator: TestAccount, taskId: string) =>
  (await creator.call(`/api/task/taskId?taskId=${taskId}`)).body as unknown as Task;
const timelineOf = async (taskId: string) =>
  ((await admin.call(`/api/admin/tasks/${taskId}`)).body as unknown as AdminTask).events;

describe('campaign terms', () => {
  it('are saved with the campaign, and a campaign sent without them gets the defaults', async () => {
    const campaignId = await createCampaign({ terms: AGREED });
    expect((await readCampaign(campaignId)).terms).toEqual(AGREED);
    const answer = await admin.call('/api/admin/campaigns', { body: { ...newCampaign(), terms: undefined } });
    expect((await readCampaign(answer.body?.id as string)).terms).toEqual(DEFAULT_CAMPAIGN_TERMS);
  });

  it('must be sent again on every edit: an edit without them is refused and changes nothing', async () => {
    const campaignId = await createCampaign({ terms: AGREED });
    const campaign = await readCampaign(campaignId);
    const edit = newCampaign({
      title: 'Renamed',
      brandLogoUrl: campaign.brandLogoUrl,
      incentive: campaign.incentive,
      deadline: campaign.deadline,
      screeningQuestions: [],
    });
    for (const terms of [undefined, null]) {
      const answer = await admin.call(`/api/admin/campaigns/${campaignId}`, {
        method: 'PUT',
        body: { ...edit, terms },
      });
      expect(answer).toMatchObject({ status: 400, body: { message: TERMS_REQUIRED_MESSAGE } });
    }
    const bad = await admin.call(`/api/admin/campaigns/${campaignId}`, {
      method: 'PUT',
      body: { ...edit, terms: { ...AGREED, reviewDays: 0 } },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Brand review must take 1 to 30 working days' } });
    expect(await readCampaign(campaignId)).toMatchObject({ title: campaign.title, terms: AGREED });
  });

  it.each([
    [{ paymentDays: 0 }, 'Payment must be due within 1 to 60 working days'],
    [{ reviewDays: 31 }, 'Brand review must take 1 to 30 working days'],
    [{ revisionsIncluded: 11 }, 'Revisions included must be from 0 to 10'],
  ])('refuses %o with the form message', async (change, message) => {
    const answer = await admin.call('/api/admin/campaigns', {
      body: newCampaign({ terms: { ...DEFAULT_CAMPAIGN_TERMS, ...change } }),
    });
    expect(answer).toMatchObject({ status: 400, body: { message } });
  });

  it('an applicant keeps the terms they applied on after the campaign is edited; the preview shows the new ones', async () => {
    const campaignId = await createCampaign({ terms: AGREED });
    const invite = (await admin.call(`/api/admin/campaigns/${campaignId}/invites`, { body: {} })).body as {
      id: string;
    };
    const preview = (await portal.client().call(`/api/public/invite?inviteId=${invite.id}`)).body as unknown as Invite;
    const shown = { ...AGREED, incentive: 450, currency: 'RM', deadline: DEADLINE };
    expect(preview.inviteCampaign.terms).toEqual(shown);

    const creator = await portal.account();
    const applied = await creator.call('/api/task/invite/accept', {
      body: { invite: invite.id, screeningResponses: [] },
    });
    const taskId = (applied.body as unknown as Task).id;
    expect((await timelineOf(taskId)).map((event) => [event.action, event.agreedTerms])).toEqual([['apply', shown]]);

    await editTerms(campaignId, { ...DEFAULT_CAMPAIGN_TERMS, paymentDays: 30, usageRights: 'PERPETUAL' }, 300);
    const task = await taskOf(creator, taskId);
    expect(task.incentive).toBe(450);
    expect(task.campaignDetails.terms).toEqual(shown);
    const newPreview = (await portal.client().call(`/api/public/invite?inviteId=${invite.id}`))
      .body as unknown as Invite;
    expect(newPreview.inviteCampaign.terms).toMatchObject({
      incentive: 300,
      paymentDays: 30,
      usageRights: 'PERPETUAL',
    });

    // Approved and accepted, the applicant still has what they applied on; the timeline says so again.
    expect(
      (await admin.call(`/api/admin/tasks/${taskId}/application`, { method: 'PUT', body: { decision: 'approve' } }))
        .status,
    ).toBe(204);
    expect(
      (await creator.call('/api/task/accept', { method: 'PUT', body: { task: taskId, screeningResponses: [] } }))
        .status,
    ).toBe(200);
    expect((await taskOf(creator, taskId)).campaignDetails.terms).toMatchObject({ incentive: 450, paymentDays: 10 });
    expect((await timelineOf(taskId)).map((event) => [event.action, event.agreedTerms?.paymentDays ?? null])).toEqual([
      ['apply', 10],
      ['approveApplication', null],
      ['accept', 10],
    ]);
  });

  it('an invite shows the campaign’s terms until accepted, then the accepted copy, whatever the campaign later says', async () => {
    const campaignId = await createCampaign({ terms: AGREED });
    const creator = await portal.account();
    const invited = await admin.call(`/api/admin/campaigns/${campaignId}/tasks`, { body: { userIds: [creator.id] } });
    const [taskId] = (invited.body as { taskIds: string[] }).taskIds;
    if (!taskId) throw new Error('no task');
    await editTerms(campaignId, { ...AGREED, revisionsIncluded: 3 }, 500);
    expect((await taskOf(creator, taskId)).campaignDetails.terms).toMatchObject({
      incentive: 500,
      revisionsIncluded: 3,
    });

    expect(
      (await creator.call('/api/task/accept', { method: 'PUT', body: { task: taskId, screeningResponses: [] } }))
        .status,
    ).toBe(200);
    await editTerms(campaignId, { ...AGREED, revisionsIncluded: 0, paymentDays: 45, usageNote: null }, 500);
    const task = await taskOf(creator, taskId);
    expect(task.campaignDetails.terms).toEqual({
      ...AGREED,
      revisionsIncluded: 3,
      incentive: 500,
      currency: 'RM',
      deadline: DEADLINE,
    });
    const accepted = (await timelineOf(taskId)).find((event) => event.action === 'accept');
    expect(accepted?.agreedTerms).toEqual(task.campaignDetails.terms);
  });

  it('a reapplication is a new agreement: the rejected application shows, then takes, the campaign’s current terms', async () => {
    const campaignId = await createCampaign({ terms: AGREED });
    const invite = (await admin.call(`/api/admin/campaigns/${campaignId}/invites`, { body: {} })).body as {
      id: string;
    };
    const creator = await portal.account();
    const applied = await creator.call('/api/task/invite/accept', {
      body: { invite: invite.id, screeningResponses: [] },
    });
    const taskId = (applied.body as unknown as Task).id;
    const decide = (body: object) => admin.call(`/api/admin/tasks/${taskId}/application`, { method: 'PUT', body });
    expect((await decide({ decision: 'reject', remark: 'Make your account public' })).status).toBe(204);

    const newTerms: CampaignTerms = { ...AGREED, paymentDays: 30, usageRights: 'PERPETUAL', usageNote: null };
    await editTerms(campaignId, newTerms, 300);
    const offered = { ...newTerms, incentive: 300, currency: 'RM', deadline: DEADLINE };
    const rejected = await taskOf(creator, taskId);
    expect(rejected.status).toBe('APPLICATION-REJECTED');
    expect(rejected.campaignDetails.terms).toEqual(offered);
    expect(rejected.incentive).toBe(300);

    expect((await creator.call('/api/task/reapply', { method: 'PUT', body: { task: taskId } })).status).toBe(200);
    expect((await taskOf(creator, taskId)).campaignDetails.terms).toEqual(offered);
    expect((await timelineOf(taskId)).map((event) => [event.action, event.agreedTerms?.paymentDays ?? null])).toEqual([
      ['apply', 10],
      ['rejectApplication', null],
      ['reapply', 30],
    ]);

    // Accepting after the reapplication keeps the terms reapplied on, whatever the campaign says by then.
    await editTerms(campaignId, { ...newTerms, paymentDays: 5 }, 200);
    expect((await decide({ decision: 'approve' })).status).toBe(204);
    expect(
      (await creator.call('/api/task/accept', { method: 'PUT', body: { task: taskId, screeningResponses: [] } }))
        .status,
    ).toBe(200);
    expect((await taskOf(creator, taskId)).campaignDetails.terms).toEqual(offered);
  });
});

describe('the terms the creator was shown', () => {
  const NEWER: CampaignTerms = { ...AGREED, paymentDays: 30, usageRights: 'PERPETUAL' };
  const refused = { status: 409, body: { message: TERMS_CHANGED_MESSAGE } };
  const inviteLink = async (campaignId: string) =>
    ((await admin.call(`/api/admin/campaigns/${campaignId}/invites`, { body: {} })).body as { id: string }).id;

  it('must still be the campaign’s when the creator applies through an invite; else 409 and no task', async () => {
    const campaignId = await createCampaign({ terms: AGREED });
    const inviteId = await inviteLink(campaignId);
    const creator = await portal.account();
    const preview = async () => (await creator.call(`/api/invite?inviteId=${inviteId}`)).body as unknown as Invite;
    const shown = (await preview()).inviteCampaign.terms;

    await editTerms(campaignId, NEWER, 450);
    const apply = (shownTerms: Terms) =>
      creator.call('/api/task/invite/accept', { body: { invite: inviteId, screeningResponses: [], shownTerms } });
    expect(await apply(shown)).toMatchObject(refused);
    const again = await preview();
    expect(again.status).toBeNull();
    expect(again.inviteCampaign.terms).toMatchObject({ paymentDays: 30, usageRights: 'PERPETUAL' });

    const applied = await apply(again.inviteCampaign.terms);
    expect(applied.status).toBe(200);
    const taskId = (applied.body as unknown as Task).id;
    expect((await timelineOf(taskId)).map((event) => event.agreedTerms)).toEqual([again.inviteCampaign.terms]);
  });

  it('must still be the task’s when the creator accepts an invite; else 409 and the task stays as it was', async () => {
    const campaignId = await createCampaign({ terms: AGREED });
    const creator = await portal.account();
    const invited = await admin.call(`/api/admin/campaigns/${campaignId}/tasks`, { body: { userIds: [creator.id] } });
    const [taskId] = (invited.body as { taskIds: string[] }).taskIds;
    if (!taskId) throw new Error('no task');
    const shown = (await taskOf(creator, taskId)).campaignDetails.terms;

    // The deadline is one of the terms: moving it is a change too.
    const campaign = await readCampaign(campaignId);
    const later = new Date(Date.parse(DEADLINE) + 24 * 60 * 60 * 1000).toISOString();
    const edited = await admin.call(`/api/admin/campaigns/${campaignId}`, {
      method: 'PUT',
      body: {
        ...newCampaign({
          title: campaign.title,
          brandLogoUrl: campaign.brandLogoUrl,
          incentive: campaign.incentive,
          deadline: later,
          screeningQuestions: [],
          terms: AGREED,
        }),
        updatedAt: campaign.updatedAt,
      },
    });
    expect(edited.status).toBe(204);
    const accept = (shownTerms: Terms) =>
      creator.call('/api/task/accept', { method: 'PUT', body: { task: taskId, screeningResponses: [], shownTerms } });
    expect(await accept(shown)).toMatchObject(refused);
    const unchanged = await taskOf(creator, taskId);
    expect(unchanged.status).toBe('SELECTED');
    expect(unchanged.campaignDetails.terms).toEqual({ ...shown, deadline: later });
    expect((await timelineOf(taskId)).map((event) => event.action)).toEqual(['invite']);

    expect((await accept(unchanged.campaignDetails.terms)).status).toBe(200);
  });

  it('must still be the campaign’s when the creator applies through a referral, or reapplies', async () => {
    const campaignId = await createCampaign({ terms: AGREED });
    const referrer = await portal.account();
    expect(
      (
        await referrer.call(`/api/task/invite/accept`, {
          body: { invite: await inviteLink(campaignId), screeningResponses: [] },
        })
      ).status,
    ).toBe(200);
    const code = (await referrer.call('/api/link', { body: { campaignId } })).body?.code as string;
    const friend = await portal.account();
    const referral = async () => (await friend.call(`/api/referral?referralId=${code}`)).body as unknown as Referral;
    const shown = (await referral()).referralCampaign.terms;

    await editTerms(campaignId, NEWER, 450);
    const apply = (shownTerms: Terms) =>
      friend.call('/api/referral/accept', { body: { referral: code, screeningResponses: [], shownTerms } });
    expect(await apply(shown)).toMatchObject(refused);
    expect((await referral()).status).toBeNull();
    const applied = await apply((await referral()).referralCampaign.terms);
    expect(applied.status).toBe(200);
    const taskId = (applied.body as unknown as Task).id;

    const decision = { decision: 'reject', remark: 'Make your account public' };
    expect((await admin.call(`/api/admin/tasks/${taskId}/application`, { method: 'PUT', body: decision })).status).toBe(
      204,
    );
    const rejectedShows = (await taskOf(friend, taskId)).campaignDetails.terms;
    await editTerms(campaignId, { ...NEWER, revisionsIncluded: 4 }, 450);
    const reapply = (shownTerms: Terms) =>
      friend.call('/api/task/reapply', { method: 'PUT', body: { task: taskId, shownTerms } });
    expect(await reapply(rejectedShows)).toMatchObject(refused);
    expect((await taskOf(friend, taskId)).status).toBe('APPLICATION-REJECTED');
    expect((await reapply((await taskOf(friend, taskId)).campaignDetails.terms)).status).toBe(200);
    expect(
      (await timelineOf(taskId)).map((event) => [event.action, event.agreedTerms?.revisionsIncluded ?? null]),
    ).toEqual([
      ['apply', 1],
      ['rejectApplication', null],
      ['reapply', 4],
    ]);
  });
});
