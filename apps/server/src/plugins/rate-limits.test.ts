import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// Shared counters need a real Redis; CI provides one at REDIS_URL.
const redisUrl = process.env.REDIS_URL;

describe('the general per-address limit', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp({ RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(() => portal.close());
  const call = (path: string, init: RequestInit = {}) => fetch(`${portal.baseUrl}${path}`, init);

  it('counts every API call, a HEAD once, and says what is left until it refuses', async () => {
    const first = await call('/api/public/options/countries');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('4');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('3');
    expect(Number(first.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    expect(Number(first.headers.get('x-ratelimit-reset'))).toBeLessThanOrEqual(60);

    expect((await call('/api/public/options/states')).headers.get('x-ratelimit-remaining')).toBe('2');
    const head = await call('/api/public/options/countries', { method: 'HEAD' });
    expect(head.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await call('/api/public/options/countries')).headers.get('x-ratelimit-remaining')).toBe('0');

    const over = await call('/api/public/options/countries');
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({
      message: 'Too many requests. Please try again in 1 minute.',
      code: 'rate-limited',
      params: { minutes: 1 },
    });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    // The probes are not counted.
    expect((await call('/healthz')).status).toBe(200);
  });
});

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
