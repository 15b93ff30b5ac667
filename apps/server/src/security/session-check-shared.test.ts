import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// Two instances share the session check through Redis; CI provides one at REDIS_URL.
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two instances on one database and one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ REDIS_URL: redisUrl ?? '' });
    second = await startTestApp({ REDIS_URL: redisUrl ?? '' }, { database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('refuse a creator banned through one instance on the next call to the other', async () => {
    const creator = await first.account();
    const admin = await first.account('admin');
    const onSecond = (path: string) => second.client().call(path, { token: creator.token });
    expect((await onSecond('/api/auth')).status).toBe(200);

    const banned = await admin.call(`/api/admin/influencers/${creator.id}/ban`, {
      method: 'PUT',
      body: { reason: 'Fake engagement' },
    });
    expect(banned.status).toBe(204);
    expect(await onSecond('/api/auth')).toEqual({
      status: 403,
      body: { message: 'User is banned', code: 'user-banned' },
    });
  });

  it('accept a token on either instance, whichever signed it', async () => {
    const creator = await first.account();
    expect((await second.client().call('/api/auth', { token: creator.token })).status).toBe(200);
    expect((await first.client().call('/api/auth', { token: creator.token })).status).toBe(200);
  });
});
