import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { banUser } from '../modules/users/users.service.ts';
import { createLogger } from '../runtime.ts';
import { startRedisProxy, type RedisProxy } from '../testing/redis-proxy.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app.ts';

// A real Redis made unreachable by a proxy in front of it; CI provides one at REDIS_URL.
const redisUrl = process.env.REDIS_URL;

const PASSWORD = 'a-good-password';
/** Failed sign-ins to one account from one address before the throttle refuses (the default). */
const PER_ACCOUNT_AND_ADDRESS = 5;

let sequence = 0;
/** An address of this run's own: Redis keeps an earlier run's counts for their window. */
const freshAddress = () =>
  `10.${70 + (++sequence % 50)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const signIn = async (portal: TestApp, email: string, password: string, from: string) => {
  const response = await fetch(`${portal.baseUrl}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email, password }),
  });
  await response.body?.cancel();
  return response.status;
};

/** The statuses of `wrong` failed sign-ins, then the right password's, all from one address. */
const guessThenSignIn = async (portal: TestApp, email: string, wrong: number, from = freshAddress()) => {
  const statuses: number[] = [];
  for (let guess = 0; guess < wrong; guess += 1) statuses.push(await signIn(portal, email, `wrong-${guess}`, from));
  statuses.push(await signIn(portal, email, PASSWORD, from));
  return statuses;
};

const readiness = async (portal: TestApp) => {
  const response = await fetch(`${portal.baseUrl}/readyz`);
  return { status: response.status, body: (await response.json()) as unknown };
};

/** The messages the instance behind the proxy logged, in order. */
const logged: string[] = [];
const log = createLogger(
  'warn',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logged.push((JSON.parse(line) as { msg: string }).msg);
      done();
    },
  }),
);

const timed = async <T>(call: () => Promise<T>) => {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
};

describe.skipIf(!redisUrl)('an instance whose Redis is unreachable', () => {
  let proxy: RedisProxy;
  /** Reaches Redis through the proxy. */
  let portal: TestApp;
  /** Another instance on the same database, reaching Redis directly. */
  let other: TestApp;
  beforeAll(async () => {
    proxy = await startRedisProxy(redisUrl ?? '');
    portal = await startTestApp({ TRUST_PROXY: 'true', REDIS_URL: proxy.url }, { logger: log });
    other = await startTestApp({ TRUST_PROXY: 'true', REDIS_URL: redisUrl ?? '' }, { database: portal.database });
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await other.close();
    await portal.close();
    await proxy.close();
  });

  describe.each([
    ['refuses connections', () => proxy.cut()],
    ['answers nothing', () => proxy.blackhole()],
  ])('when Redis %s', (_outage, makeUnreachable) => {
    it('answers signed-in calls within a second, and refuses a creator banned meanwhile on their next call', async () => {
      const creator = await portal.account();
      const banned = await portal.account();
      expect((await creator.call('/api/auth')).status).toBe(200);
      const loggedBefore = logged.length;
      makeUnreachable();

      for (let call = 0; call < 3; call += 1) {
        const { answer, ms } = await timed(() => creator.call('/api/auth'));
        expect(answer.status).toBe(200);
        expect(ms).toBeLessThan(1000);
      }
      // The outage is one line in the log, not one per call that fell back to the database.
      const warnings = logged.slice(loggedBefore).filter((message) => message === 'token owner versions unreachable');
      expect(warnings).toHaveLength(1);
      await banUser(portal.database.db, banned.email, 'Fake engagement');
      const { answer, ms } = await timed(() => banned.call('/api/auth'));
      expect(answer).toEqual({ status: 403, body: { message: 'User is banned', code: 'user-banned' } });
      expect(ms).toBeLessThan(1000);
    });

    it('refuses the right password after 12 wrong ones, counting in its own memory', async () => {
      const { email } = await portal.account();
      makeUnreachable();
      const statuses = await guessThenSignIn(portal, email, 12);
      expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT_AND_ADDRESS);
      expect(statuses.slice(PER_ACCOUNT_AND_ADDRESS)).toEqual(Array(13 - PER_ACCOUNT_AND_ADDRESS).fill(429));
    });

    it('reports Redis failing and itself degraded, still ready for traffic', async () => {
      makeUnreachable();
      expect(await readiness(portal)).toMatchObject({
        status: 200,
        body: { status: 'degraded', dependencies: { database: 'ok', redis: 'failing' } },
      });
    });

    it('is ready again once Redis is back, and its throttles count in Redis with the other instances', async () => {
      makeUnreachable();
      expect((await readiness(portal)).body).toMatchObject({ status: 'degraded' });
      proxy.restore();
      await expect
        .poll(() => readiness(portal), { timeout: 10_000, interval: 200 })
        .toMatchObject({
          status: 200,
          body: { status: 'ready', dependencies: { database: 'ok', redis: 'ok' } },
        });

      const { email } = await portal.account();
      const from = freshAddress();
      for (let guess = 0; guess < PER_ACCOUNT_AND_ADDRESS; guess += 1) {
        expect(await signIn(portal, email, `wrong-${guess}`, from)).toBe(401);
      }
      expect(await signIn(other, email, PASSWORD, from)).toBe(429);
    });
  });
});
