import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@portal/domain/live';
import { openDatabase, type Database } from '../../db/client.ts';
import { startRedisProxy, type RedisProxy } from '../../testing/redis-proxy.ts';
import { createPostgresDatabase } from '../../testing/test-database.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { reviewKit } from '../review/review.test-kit.ts';
import { setRole } from '../users/users.service.ts';
import { recordDeadlineReminders } from '../tasks/deadline-reminders.service.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { eq } from 'drizzle-orm';

/** How long an event may take to arrive on a busy machine (the product's goal is 5 s). */
const ARRIVES_WITHIN_MS = 15_000;
const HOUR = 3_600_000;

/** The live stream of `token` on `baseUrl`, read as a browser reads it: its events so far, and a wait for one. */
async function openStream(baseUrl: string, token: string) {
  const aborter = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: aborter.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  // Compressed, the events would wait in the compressor's buffer (fetch asks for gzip and br).
  expect(response.headers.get('content-encoding')).toBeNull();
  const events: LiveEvent[] = [];
  let heartbeats = 0;
  let heard = () => {};
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const line of blocks.flatMap((block) => block.split('\n'))) {
          if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as LiveEvent);
          if (line === ': heartbeat') heartbeats += 1;
        }
        heard();
      }
    } catch {
      // Aborted by `close`.
    }
  })();
  /** Waits for an event like `expected` to have arrived. */
  const arrival = (expected: LiveEvent) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`no ${JSON.stringify(expected)} within ${ARRIVES_WITHIN_MS} ms: ${JSON.stringify(events)}`)),
        ARRIVES_WITHIN_MS,
      );
      heard = () => {
        if (!events.some((event) => JSON.stringify(event) === JSON.stringify(expected))) return;
        clearTimeout(timer);
        resolve();
      };
      heard();
    });
  let ended = false;
  void reading.finally(() => (ended = true));
  return {
    events,
    arrival,
    heartbeats: () => heartbeats,
    /** Whether the server ended the stream. */
    ended: () => ended,
    close: () => aborter.abort(),
  };
}

/**
 * Waits, heartbeat after heartbeat (the test's clock), for the server to end `stream`: the session
 * check may answer from its cache for a few seconds, and each heartbeat asks again.
 */
async function endsAtAHeartbeat(stream: { ended: () => boolean }) {
  await expect
    .poll(
      async () => {
        await vi.advanceTimersByTimeAsync(25_000);
        return stream.ended();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
}

let keys = 0;
const post = async (account: TestAccount, path: string, body: string) => {
  const answer = await account.call(path, {
    method: 'POST',
    body: { body, clientKey: `live-${++keys}-${Date.now()}` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const fromBrand = (admin: TestAccount, taskId: string, body: string) =>
  post(admin, `/api/admin/tasks/${taskId}/messages`, body);
const fromCreator = (creator: TestAccount, taskId: string, body: string) =>
  post(creator, `/api/task/${taskId}/messages`, body);

describe('the live stream', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp();
  });
  afterAll(() => portal.close());
  const { taskFor, review } = reviewKit(() => portal);

  it('needs a session', async () => {
    const answer = await fetch(`${portal.baseUrl}/api/live`);
    expect(answer.status).toBe(401);
    const forged = await fetch(`${portal.baseUrl}/api/live`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.status).toBe(401);
  });

  it('ends the stream once the session has ended, as the heartbeat finds', async () => {
    // Only the heartbeat's clock is the test's: the requests and the database keep their own.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const creator = await portal.account();
    const stream = await openStream(portal.baseUrl, creator.token);
    try {
      await vi.advanceTimersByTimeAsync(25_000);
      await expect.poll(stream.heartbeats).toBe(1);
      expect(stream.ended()).toBe(false);

      expect((await creator.browser.call('/api/identity/sign-out', { body: {} })).status).toBe(200);
      await endsAtAHeartbeat(stream);
    } finally {
      stream.close();
      vi.useRealTimers();
    }
  });

  it("ends a manager's stream once they are a manager no more, as the heartbeat finds", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const manager = await portal.account('admin');
    const stream = await openStream(portal.baseUrl, manager.token);
    try {
      await setRole(portal.database.db, manager.email, 'influencer');
      await endsAtAHeartbeat(stream);
    } finally {
      stream.close();
      vi.useRealTimers();
    }
  });

  it("keeps a user's 8 newest streams open on an instance, ending the oldest for a ninth", async () => {
    const creator = await portal.account();
    // Plain requests, each on a connection of its own that the test destroys at the end.
    const requests: http.ClientRequest[] = [];
    const open = () =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.get(
          `${portal.baseUrl}/api/live`,
          { agent: false, headers: { authorization: `Bearer ${creator.token}` } },
          resolve,
        );
        request.on('error', reject);
        requests.push(request);
      });
    const whole = (stream: http.IncomingMessage) =>
      new Promise<string>((resolve) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => resolve(text));
      });
    try {
      const oldest = await open();
      let oldestEnded = false;
      const oldestWhole = whole(oldest).finally(() => (oldestEnded = true));
      const others = await Promise.all(Array.from({ length: 7 }, open));
      expect(others.map((stream) => stream.statusCode)).toEqual(Array(7).fill(200));
      expect(oldestEnded).toBe(false);
      expect((await open()).statusCode).toBe(200);
      expect(await oldestWhole).toBe(': connected\n\n');
    } finally {
      for (const request of requests) request.destroy();
    }
  });

  it("tells a creator of a manager's message on their task, and nothing of another creator's task", async () => {
    const aisyah = await portal.account('influencer', 'Aisyah');
    const mei = await portal.account('influencer', 'Mei');
    const admin = await portal.account('admin');
    const own = await taskFor(aisyah, 'ACCEPTED');
    const other = await taskFor(mei, 'ACCEPTED');
    const aisyahsStream = await openStream(portal.baseUrl, aisyah.token);
    const meisStream = await openStream(portal.baseUrl, mei.token);
    try {
      await fromBrand(admin, other.taskId, 'Hello Mei');
      await meisStream.arrival({ type: 'message', taskId: other.taskId });
      await fromBrand(admin, own.taskId, 'Hello Aisyah');
      await aisyahsStream.arrival({ type: 'message', taskId: own.taskId });
      // A manager's message is one of the creator's notifications as well.
      await aisyahsStream.arrival({ type: 'notification' });
      expect(aisyahsStream.events.filter((event) => 'taskId' in event && event.taskId === other.taskId)).toEqual([]);
    } finally {
      aisyahsStream.close();
      meisStream.close();
    }
  });

  it('tells a creator of a deadline reminder, as a notification', async () => {
    const creator = await portal.account('influencer', 'Farah');
    const work = await taskFor(creator, 'ACCEPTED');
    const deadline = new Date(Date.now() + 30 * HOUR);
    await portal.database.db.update(tasks).set({ taskDeadline: deadline }).where(eq(tasks.id, work.taskId));
    const creatorsStream = await openStream(portal.baseUrl, creator.token);
    try {
      await recordDeadlineReminders(portal.database.db, new Date(deadline.getTime() - 20 * HOUR));
      await creatorsStream.arrival({ type: 'notification' });
    } finally {
      creatorsStream.close();
    }
  });

  it("tells a creator's other tabs that they read a thread, and the managers that one of them did, no one else", async () => {
    const creator = await portal.account('influencer', 'Hana');
    const bystander = await portal.account('influencer', 'Intan');
    const admin = await portal.account('admin');
    const work = await taskFor(creator, 'ACCEPTED');
    await fromBrand(admin, work.taskId, 'Hello Hana');
    await fromCreator(creator, work.taskId, 'Hello brand');
    const creatorsStream = await openStream(portal.baseUrl, creator.token);
    const managersStream = await openStream(portal.baseUrl, admin.token);
    const bystandersStream = await openStream(portal.baseUrl, bystander.token);
    const read = { type: 'read', taskId: work.taskId } as const;
    const reads = (stream: { events: LiveEvent[] }) => stream.events.filter((event) => event.type === 'read');
    try {
      const byCreator = await creator.call(`/api/task/${work.taskId}/thread/read`, { method: 'POST' });
      expect(byCreator.status).toBe(204);
      await creatorsStream.arrival(read);

      const byManager = await admin.call(`/api/admin/tasks/${work.taskId}/thread/read`, { method: 'POST' });
      expect(byManager.status).toBe(204);
      await managersStream.arrival(read);
      // Each stream hears in order: a read told to the wrong side would have come before these.
      expect(reads(managersStream)).toEqual([read]);
      await fromBrand(admin, work.taskId, 'One more thing');
      await creatorsStream.arrival({ type: 'message', taskId: work.taskId });
      expect(reads(creatorsStream)).toEqual([read]);
      expect(bystandersStream.events).toEqual([]);
    } finally {
      creatorsStream.close();
      managersStream.close();
      bystandersStream.close();
    }
  });

  it("tells the managers of a creator's message, and the creator of a decision on their work", async () => {
    const creator = await portal.account('influencer', 'Nurul');
    const admin = await portal.account('admin');
    const work = await taskFor(creator, 'ACCEPTED', { taskType: 'VIDEO' });
    const managersStream = await openStream(portal.baseUrl, admin.token);
    const creatorsStream = await openStream(portal.baseUrl, creator.token);
    try {
      await fromCreator(creator, work.taskId, 'Is a reel fine?');
      await managersStream.arrival({ type: 'message', taskId: work.taskId });

      await work.draft();
      await managersStream.arrival({ type: 'task', taskId: work.taskId });
      expect((await review(admin, work.taskId, { action: 'rejectDraft', remark: 'Shorter, please' })).status).toBe(204);
      await creatorsStream.arrival({ type: 'task', taskId: work.taskId });
    } finally {
      managersStream.close();
      creatorsStream.close();
    }
  });
});

it('ends the streams open on an instance when it stops, so the stop is not held up by them', async () => {
  const stopping = await startTestApp();
  const creator = await stopping.account();
  const response = await fetch(`${stopping.baseUrl}/api/live`, {
    headers: { authorization: `Bearer ${creator.token}` },
  });
  expect(response.status).toBe(200);
  const whole = response.text();
  await stopping.close();
  expect(await whole).toBe(': connected\n\n');
});

// Two instances, each with its own connections to one PostgreSQL and one Redis, as in production.
const redisUrl = process.env.REDIS_URL;
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !serverUrl)('the live stream across instances', () => {
  let drop = async () => {};
  let secondDatabase: Database;
  let first: TestApp;
  /** Reaches Redis through a proxy the test can cut. */
  let second: TestApp;
  let proxy: RedisProxy;
  beforeAll(async () => {
    const created = await createPostgresDatabase(serverUrl ?? '');
    drop = created.drop;
    const firstDatabase = await openDatabase({ kind: 'postgres', url: created.url });
    secondDatabase = await openDatabase({ kind: 'postgres', url: created.url });
    proxy = await startRedisProxy(redisUrl ?? '');
    first = await startTestApp({ REDIS_URL: redisUrl ?? '' }, { database: firstDatabase });
    second = await startTestApp({ REDIS_URL: proxy.url }, { database: secondDatabase });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await proxy.close();
    await secondDatabase.close();
    await first.database.close();
    await drop();
  });
  const { taskFor } = reviewKit(() => first);

  it('carries a message posted through one instance to a stream open on the other', async () => {
    const creator = await first.account('influencer', 'Siti');
    const admin = await first.account('admin');
    const work = await taskFor(creator, 'ACCEPTED');
    const onSecond = await openStream(second.baseUrl, creator.token);
    try {
      await fromBrand(admin, work.taskId, 'Posted through the first instance');
      await onSecond.arrival({ type: 'message', taskId: work.taskId });
    } finally {
      onSecond.close();
    }
  });

  it("carries them again once an instance's Redis is back, without a restart", async () => {
    const creator = await first.account('influencer', 'Siti');
    const admin = await first.account('admin');
    const work = await taskFor(creator, 'ACCEPTED');
    const onSecond = await openStream(second.baseUrl, creator.token);
    const readiness = async () =>
      ((await (await fetch(`${second.baseUrl}/readyz`)).json()) as { status: string }).status;
    try {
      proxy.cut();
      await expect.poll(readiness).toBe('degraded');
      proxy.restore();
      await expect.poll(readiness, { timeout: 10_000 }).toBe('ready');
      // What is posted before the instance has listened again is lost to its streams: post until one arrives.
      await expect
        .poll(
          async () => {
            await fromBrand(admin, work.taskId, 'Posted once Redis is back');
            return onSecond.events.length;
          },
          { timeout: ARRIVES_WITHIN_MS, interval: 500 },
        )
        .toBeGreaterThan(0);
      expect(onSecond.events).toContainEqual({ type: 'message', taskId: work.taskId });
    } finally {
      onSecond.close();
    }
  });
});
