import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// Shared counters need a real Redis; CI provides one at REDIS_URL.
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('sign-in throttle shared through Redis', () => {
  const limits = { SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP: '2', SIGN_IN_LIMIT_PER_IP: '50', REDIS_URL: redisUrl ?? '' };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp(limits);
    second = await startTestApp(limits, { database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts failures made on one instance when another instance is asked', async () => {
    const email = `shared-${Date.now()}@example.com`;
    expect((await first.client().signUp(email, 'right-password-1')).status).toBe(200);
    for (const guess of ['guess-1', 'guess-2']) {
      expect((await first.client().signIn(email, guess)).status).toBe(401);
    }
    const refused = await second.client().signIn(email, 'right-password-1');
    expect(refused.status).toBe(429);
  });
});
