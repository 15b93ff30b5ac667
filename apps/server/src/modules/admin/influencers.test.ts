import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Influencer, InfluencerPage } from '@portal/domain/admin';
import { createCampaign, createTask, createUsers } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { users } from '../../db/schema/identity.ts';
import { setRole } from '../users/users.service.ts';

let portal: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  admin = await portal.account('admin');
});
afterAll(() => portal.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A date of birth `years` years and `days` days ago, as the profile stores it. */
function bornAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

async function directory(query: string): Promise<InfluencerPage> {
  const answer = await admin.call(`/api/admin/influencers?${query}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as InfluencerPage;
}
const names = (page: InfluencerPage) => page.items.map((influencer) => influencer.fullName);

describe("the directory's total", () => {
  it('counts every influencer without filters: sign-ups, bulk loads, promotions and deletions', async () => {
    const { db } = portal.database;
    const influencers = async () => (await db.select().from(users).where(eq(users.role, 'influencer'))).length;
    const total = async () => (await directory('')).total;
    expect(await total()).toBe(await influencers());

    const before = await total();
    const signedUp = await portal.account('influencer');
    const loaded = await createUsers(db, 3);
    await createUsers(db, 2, () => ({ role: 'admin' }));
    expect(await total()).toBe(before + 4);

    await setRole(db, signedUp.email, 'admin');
    await db.delete(users).where(
      inArray(
        users.id,
        loaded.slice(0, 2).map((user) => user.id),
      ),
    );
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(await influencers());
  });

  it('answers a page again only while nothing was written, however it was written', async () => {
    const { db } = portal.database;
    const marker = `Again${Date.now()}`;
    const [user] = await createUsers(db, 1, () => ({ name: `${marker} Before` }));
    const first = await directory(`search=${marker}`);
    expect(names(first)).toEqual([`${marker} Before`]);
    expect(await directory(`search=${marker}`)).toEqual(first);

    await db
      .update(users)
      .set({ name: `${marker} After` })
      .where(eq(users.id, user?.id ?? ''));
    expect(names(await directory(`search=${marker}`))).toEqual([`${marker} After`]);
    await db
      .update(users)
      .set({ banned: true, banReason: 'Spam' })
      .where(eq(users.id, user?.id ?? ''));
    expect((await directory(`search=${marker}`)).items[0]).toMatchObject({ banned: true, banReason: 'Spam' });
  });
});

describe('who may call the influencer API', () => {
  it('refuses visitors (401) and influencers (403) on every call, before reading the body', async () => {
    const influencer = await portal.account('influencer');
    const visitor = portal.client();
    const calls: [string, string][] = [
      ['GET', '/api/admin/influencers'],
      ['PUT', `/api/admin/influencers/${influencer.id}/ban`],
      ['DELETE', `/api/admin/influencers/${influencer.id}/ban`],
    ];
    for (const [method, path] of calls) {
      const body = method === 'PUT' ? {} : undefined;
      expect((await visitor.call(path, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await influencer.call(path, { method, body })).status, `${method} ${path}`).toBe(403);
    }
    // The influencer did not ban themself.
    expect((await influencer.call('/api/task')).status).toBe(200);
  });
});

describe('GET /api/admin/influencers', () => {
  it('lists influencers only, newest sign-ups first, a page at a time, never their payout or ID numbers', async () => {
    const marker = `Dir${Date.now()}`;
    const start = Date.now() - 10 * DAY;
    await createUsers(
      portal.database.db,
      3,
      (index) => ({ name: `${marker} Person ${index}`, createdAt: new Date(start + index * DAY) }),
      () => ({
        country: 'Malaysia',
        bankName: 'Maybank',
        bankAccNo: '1234567890123',
        nric: '900101-14-5678',
        passportNumber: 'A12345678',
        paypalEmail: 'pay-me@example.com',
      }),
    );
    await createUsers(portal.database.db, 1, () => ({ name: `${marker} Admin`, role: 'admin' }));

    const all = await directory(`search=${marker}`);
    expect(names(all)).toEqual([`${marker} Person 2`, `${marker} Person 1`, `${marker} Person 0`]);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const text = JSON.stringify(all);
    for (const secret of ['1234567890123', '900101-14-5678', 'A12345678', 'pay-me@example.com', 'Maybank']) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(all.items[0] as Influencer).sort()).toEqual(
      [
        'id',
        'fullName',
        'email',
        'country',
        'state',
        'gender',
        'age',
        'languages',
        'contentTypes',
        'followers',
        'followersUpdatedAt',
        'followersFresh',
        'banned',
        'banReason',
        'bans',
        'createdAt',
      ].sort(),
    );

    const second = await directory(`search=${marker}&page=2&pageSize=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(second)).toEqual([`${marker} Person 0`]);
    // A creator who signed up without a profile yet is listed too.
    const fresh = await portal.account('influencer', `${marker} Newcomer`);
    const withNewcomer = await directory(`search=${marker}`);
    expect(withNewcomer.items[0]).toEqual({
      id: fresh.id,
      fullName: `${marker} Newcomer`,
      email: fresh.email,
      country: null,
      state: null,
      gender: null,
      age: null,
      languages: [],
      contentTypes: [],
      followers: {},
      followersUpdatedAt: null,
      followersFresh: false,
      banned: false,
      banReason: null,
      bans: [],
      createdAt: expect.any(String),
    });
    expect(names(await directory(`search=${encodeURIComponent(fresh.email.toUpperCase())}`))).toEqual([
      `${marker} Newcomer`,
    ]);
    expect((await admin.call('/api/admin/influencers?pageSize=500')).status).toBe(400);
    expect((await admin.call('/api/admin/influencers?notInCampaign=nope')).status).toBe(400);
  });

  it('filters by place, gender, age, language, content type, followers, freshness, ban and campaign, in SQL', async () => {
    const marker = `Filter${Date.now()}`;
    const now = Date.now();
    const people = await createUsers(
      portal.database.db,
      5,
      (index) => ({
        name: `${marker} P${index}`,
        createdAt: new Date(now - (10 - index) * DAY),
        ...(index === 4 ? { banned: true, banReason: 'Fake followers' } : {}),
      }),
      (index) =>
        [
          {
            country: 'Malaysia',
            location: 'Selangor',
            gender: 'FEMALE',
            dateOfBirth: bornAgo(18, 10),
            languages: ['English', 'Malay'],
            contentTypes: ['Beauty'],
            socialMediaFollowers: { instagram: 12_000, tiktok: 500 },
            followersUpdatedAt: new Date(now - 2159 * HOUR),
          },
          {
            country: 'Malaysia',
            location: 'Penang',
            gender: 'MALE',
            dateOfBirth: bornAgo(18, -10),
            languages: ['Chinese'],
            contentTypes: ['Food', 'Travel'],
            socialMediaFollowers: { instagram: 900, youtube: 50_000 },
            followersUpdatedAt: new Date(now - 2161 * HOUR),
          },
          {
            country: 'Singapore',
            location: 'Central',
            gender: 'FEMALE',
            dateOfBirth: bornAgo(30),
            languages: ['english'],
            contentTypes: ['beauty', 'Food'],
            socialMediaFollowers: { instagram: null, tiktok: 3_000 },
            followersUpdatedAt: null,
          },
          {},
          { country: 'Malaysia', socialMediaFollowers: { instagram: 20_000 }, followersUpdatedAt: new Date(now) },
        ][index] ?? {},
    );
    const only = async (filter: string) => names(await directory(`search=${marker}&${filter}`)).sort();

    expect(await only('country=malaysia')).toEqual([`${marker} P0`, `${marker} P1`, `${marker} P4`]);
    expect(await only('state=Selangor')).toEqual([`${marker} P0`]);
    expect(await only('gender=FEMALE')).toEqual([`${marker} P0`, `${marker} P2`]);
    expect(await only('ageMin=18')).toEqual([`${marker} P0`, `${marker} P2`]);
    expect(await only('ageMax=17')).toEqual([`${marker} P1`]);
    expect(await only('ageMin=18&ageMax=18')).toEqual([`${marker} P0`]);
    expect(await only('ageMin=25&ageMax=40')).toEqual([`${marker} P2`]);
    expect(await only('language=ENGLISH')).toEqual([`${marker} P0`, `${marker} P2`]);
    expect(await only('contentType=beauty')).toEqual([`${marker} P0`, `${marker} P2`]);
    expect(await only('platform=instagram&followersMin=10000')).toEqual([`${marker} P0`, `${marker} P4`]);
    expect(await only('platform=tiktok')).toEqual([`${marker} P0`, `${marker} P2`]);
    expect(await only('followersMin=40000')).toEqual([`${marker} P1`]);
    expect(await only('followersMin=2000')).toEqual([`${marker} P0`, `${marker} P1`, `${marker} P2`, `${marker} P4`]);
    expect(await only('freshness=fresh')).toEqual([`${marker} P0`, `${marker} P4`]);
    expect(await only('freshness=stale')).toEqual([`${marker} P1`, `${marker} P2`, `${marker} P3`]);
    expect(await only('banned=yes')).toEqual([`${marker} P4`]);
    expect(await only('banned=no')).toEqual([`${marker} P0`, `${marker} P1`, `${marker} P2`, `${marker} P3`]);
    expect(await only('country=Malaysia&gender=FEMALE&language=malay&freshness=fresh')).toEqual([`${marker} P0`]);

    const campaign = await createCampaign(portal.database.db);
    await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: people[0]?.id as string,
      status: 'SELECTED',
    });
    expect(await only(`notInCampaign=${campaign.id}&country=Malaysia`)).toEqual([`${marker} P1`, `${marker} P4`]);
    const filtered = await directory(`search=${marker}&country=Malaysia`);
    expect(filtered.total).toBe(3);

    const [first] = (await directory(`search=${encodeURIComponent(`${marker} P0`)}`)).items;
    expect(first).toMatchObject({
      country: 'Malaysia',
      state: 'Selangor',
      gender: 'FEMALE',
      age: 18,
      languages: ['English', 'Malay'],
      contentTypes: ['Beauty'],
      followers: { instagram: 12_000, tiktok: 500 },
      followersFresh: true,
      banned: false,
      banReason: null,
    });
    const [banned] = (await directory(`search=${encodeURIComponent(`${marker} P4`)}`)).items;
    expect(banned).toMatchObject({ banned: true, banReason: 'Fake followers', followersFresh: true });
    const [second] = (await directory(`search=${encodeURIComponent(`${marker} P1`)}`)).items;
    expect(second).toMatchObject({ age: 17, followersFresh: false });
    const [third] = (await directory(`search=${encodeURIComponent(`${marker} P2`)}`)).items;
    expect(third).toMatchObject({ age: 30, followers: { instagram: null, tiktok: 3_000 }, followersFresh: false });
  });
});

describe('PUT and DELETE /api/admin/influencers/:userId/ban', () => {
  it('bans an influencer (refused on every call at once), shows why, and lifts the ban', async () => {
    const influencer = await portal.account('influencer');
    expect((await influencer.call('/api/task')).status).toBe(200);

    const banned = await admin.call(`/api/admin/influencers/${influencer.id}/ban`, {
      method: 'PUT',
      body: { reason: '  Fake engagement  ' },
    });
    expect(banned).toEqual({ status: 204, body: null });
    expect(await influencer.call('/api/task')).toEqual({
      status: 403,
      body: { message: 'User is banned', code: 'user-banned' },
    });
    const [listed] = (await directory(`search=${encodeURIComponent(influencer.email)}&banned=yes`)).items;
    expect(listed).toMatchObject({ id: influencer.id, banned: true, banReason: 'Fake engagement' });
    // A token their session renews is refused with the ban too, and they cannot sign in again.
    const renewed = await influencer.browser.token();
    expect((await influencer.browser.call('/api/task', { token: renewed })).status).toBe(403);
    expect(await portal.client().signIn(influencer.email, 'a-good-password')).toMatchObject({
      status: 403,
      body: { code: 'BANNED_USER' },
    });

    // Banning again keeps them banned, with the new reason.
    const again = await admin.call(`/api/admin/influencers/${influencer.id}/ban`, {
      method: 'PUT',
      body: { reason: 'Bought followers' },
    });
    expect(again.status).toBe(204);
    expect((await directory(`search=${encodeURIComponent(influencer.email)}`)).items[0]?.banReason).toBe(
      'Bought followers',
    );

    const lifted = await admin.call(`/api/admin/influencers/${influencer.id}/ban`, { method: 'DELETE' });
    expect(lifted).toEqual({ status: 204, body: null });
    // Lifting the ban ended the session it had stopped; signing in again starts a new one.
    expect((await influencer.call('/api/task')).status).toBe(401);
    const returning = portal.client();
    expect((await returning.signIn(influencer.email, 'a-good-password')).status).toBe(200);
    expect((await returning.call('/api/task', { token: await returning.token() })).status).toBe(200);
    expect((await directory(`search=${encodeURIComponent(influencer.email)}`)).items[0]).toMatchObject({
      banned: false,
      banReason: null,
    });
    expect((await admin.call(`/api/admin/influencers/${influencer.id}/ban`, { method: 'DELETE' })).status).toBe(204);
  });

  it('keeps every ban and its reason once lifted, newest first', async () => {
    const influencer = await portal.account('influencer');
    const ban = (body?: unknown) =>
      admin.call(`/api/admin/influencers/${influencer.id}/ban`, body ? { method: 'PUT', body } : { method: 'DELETE' });
    const listed = async () => (await directory(`search=${encodeURIComponent(influencer.email)}`)).items[0];
    expect((await listed())?.bans).toEqual([]);

    expect((await ban({ reason: 'Fake engagement' })).status).toBe(204);
    expect((await ban()).status).toBe(204);
    const afterUnban = await listed();
    expect(afterUnban).toMatchObject({ banned: false, banReason: null });
    expect(afterUnban?.bans).toEqual([
      { reason: 'Fake engagement', bannedAt: expect.any(String), liftedAt: expect.any(String) },
    ]);

    expect((await ban({ reason: 'Bought followers' })).status).toBe(204);
    expect((await listed())?.bans.map(({ reason, liftedAt }) => [reason, liftedAt === null])).toEqual([
      ['Bought followers', true],
      ['Fake engagement', false],
    ]);
  });

  it('refuses to ban an admin (400), without a reason (400), or an unknown user (404)', async () => {
    const otherAdmin = await portal.account('admin');
    const ban = (userId: string, body: unknown) =>
      admin.call(`/api/admin/influencers/${userId}/ban`, { method: 'PUT', body });
    expect(await ban(otherAdmin.id, { reason: 'Testing' })).toEqual({
      status: 400,
      body: { message: 'Admins cannot be banned', code: 'admins-cannot-be-banned' },
    });
    expect(await ban(admin.id, { reason: 'Myself' })).toMatchObject({ status: 400 });
    expect((await otherAdmin.call('/api/admin/influencers')).status).toBe(200);

    const influencer = await portal.account('influencer');
    expect(await ban(influencer.id, { reason: '   ' })).toEqual({
      status: 400,
      body: { message: 'Please give a reason for the ban', code: 'ban-reason-required' },
    });
    expect((await ban(influencer.id, {})).status).toBe(400);
    expect((await influencer.call('/api/task')).status).toBe(200);

    expect(await ban('no-such-user', { reason: 'Spam' })).toEqual({
      status: 404,
      body: { message: 'User not found', code: 'user-not-found' },
    });
    expect((await admin.call('/api/admin/influencers/no-such-user/ban', { method: 'DELETE' })).status).toBe(404);
  });
});
