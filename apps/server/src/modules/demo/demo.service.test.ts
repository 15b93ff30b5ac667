import { isFollowerDataStale } from '@portal/domain/profile';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_ADMIN_EMAIL, DEMO_INFLUENCER_EMAIL, hasNoUsers, seedDemo } from './demo.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

it('creates a demo admin and a demo influencer with a complete profile, once', async () => {
  const { db } = portal.database;
  expect(await hasNoUsers(db)).toBe(true);
  const first = await seedDemo(db, portal.app.identity, 'demo-password');
  expect(first).toEqual([
    { email: DEMO_ADMIN_EMAIL, role: 'admin', created: true },
    { email: DEMO_INFLUENCER_EMAIL, role: 'influencer', created: true },
  ]);
  expect(await hasNoUsers(db)).toBe(false);

  const browser = portal.client();
  expect((await browser.signIn(DEMO_INFLUENCER_EMAIL, 'demo-password')).status).toBe(200);
  const me = await browser.call('/api/auth', { token: await browser.token() });
  expect(me.body).toMatchObject({ role: 'influencer', country: 'Malaysia', paymentMethod: 'Bank Transfer' });
  const followers = me.body?.socialMediaFollowers as { updatedAt: string };
  expect(isFollowerDataStale(followers.updatedAt)).toBe(false);

  const again = await seedDemo(db, portal.app.identity, 'demo-password');
  expect(again.every((account) => !account.created)).toBe(true);
});
