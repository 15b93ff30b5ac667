import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { taskEvents, tasks } from '../db/schema/campaigns.ts';
import { setRole } from '../modules/users/users.service.ts';
import { createCampaign, createTask, createUsers } from '../testing/factories.ts';
import { freePort, sharedInstanceSettings, startServerProcess, stopServer } from '../testing/server-process.ts';
import { browserClient, TEST_PUBLIC_URL } from '../testing/test-app.ts';
import { createPostgresDatabase } from '../testing/test-database.ts';
import { patchHeaders, SAMPLE_BYTES, tusMetadata } from '../testing/uploads.ts';

// Real server processes on one PostgreSQL database, one Redis and one shared DATA_DIR, as N
// instances behind a proxy run; CI provides PostgreSQL and Redis.
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const PASSWORD = 'a-good-password';
const DAY = 24 * 60 * 60 * 1000;

/** A PATCH that sends `sent` of the `declared` bytes it announces, then stalls as a dead connection does. */
function stalledPatch(
  baseUrl: string,
  location: string,
  token: string,
  offset: number,
  declared: number,
  sent: Buffer,
) {
  const request = http.request(`${baseUrl}${location}`, {
    method: 'PATCH',
    headers: { ...patchHeaders(token, offset), 'content-length': String(declared) },
  });
  let ended = false;
  const end = () => {
    ended = true;
  };
  request.on('response', (response) => {
    response.resume();
    response.on('end', end);
  });
  request.on('error', end);
  request.on('close', end);
  request.write(sent);
  return { hasEnded: () => ended, destroy: () => request.destroy() };
}

describe.skipIf(!serverUrl || !redisUrl)('two server processes on one PostgreSQL, one Redis and one file store', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dataDir: string;
  let servers: ChildProcess[] = [];
  let first: string;
  let second: string;
  let overdueTaskId: string;

  /** A creator signed up on `baseUrl`, with a bearer token from it. */
  const signUp = async (baseUrl: string, role: 'influencer' | 'admin' = 'influencer') => {
    const browser = browserClient(baseUrl);
    const email = `${role}-${randomBytes(6).toString('hex')}@example.com`;
    const signedUp = await browser.call('/api/identity/sign-up/email', {
      body: { email, password: PASSWORD, name: 'Iris' },
    });
    if (signedUp.status !== 200) throw new Error(`sign-up refused: ${signedUp.status}`);
    if (role === 'admin') await setRole(database.db, email, 'admin');
    const token = await browser.token();
    const id = (signedUp.body?.user as { id: string }).id;
    return {
      email,
      id,
      token,
      call: (route: string, init: { method?: string; body?: unknown } = {}) => browser.call(route, { ...init, token }),
    };
  };

  beforeAll(async () => {
    const created = await createPostgresDatabase(serverUrl ?? '');
    drop = created.drop;
    const { url } = created;
    // Migrated here, so the deadline sweep has a task to expire the moment both instances start.
    database = await openDatabase({ kind: 'postgres', url });
    const [creator] = await createUsers(database.db, 1);
    const campaign = await createCampaign(database.db);
    const overdue = await createTask(database.db, {
      campaignId: campaign.id,
      userId: creator?.id ?? '',
      status: 'ACCEPTED',
      taskDeadline: new Date(Date.now() - DAY),
    });
    overdueTaskId = overdue.id;

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-two-instances-'));
    const ports = [await freePort(), await freePort()];
    const shared = {
      ...sharedInstanceSettings(url, redisUrl ?? '', TEST_PUBLIC_URL),
      SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP: '3',
      SIGN_IN_LIMIT_PER_IP: '1000',
    };
    servers = await Promise.all(ports.map((port) => startServerProcess(dataDir, port, shared)));
    [first, second] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await database?.close();
    await drop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('resume an upload on the other instance while its first connection hangs on the one it began on', async () => {
    const creator = await signUp(first);
    const campaign = await createCampaign(database.db);
    await createTask(database.db, { campaignId: campaign.id, userId: creator.id, status: 'ACCEPTED' });
    const content = Buffer.concat([SAMPLE_BYTES.png, randomBytes(300 * 1024)]);
    const half = 150 * 1024;

    const created = await fetch(`${first}/api/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${creator.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(content.length),
        'upload-metadata': tusMetadata({ kind: 'submissions', campaignId: campaign.id, filename: 'reel.png' }),
        'content-type': 'application/offset+octet-stream',
      },
      body: content.subarray(0, half),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('upload-offset')).toBe(String(half));
    const location = new URL(created.headers.get('location') ?? '', first).pathname;

    // The rest goes to the first instance over a connection that dies half-way without closing.
    const hanging = stalledPatch(
      first,
      location,
      creator.token,
      half,
      content.length - half,
      content.subarray(half, half + 50 * 1024),
    );
    try {
      const head = await fetch(`${second}${location}`, {
        method: 'HEAD',
        headers: { authorization: `Bearer ${creator.token}`, 'tus-resumable': '1.0.0' },
      });
      expect(head.status).toBe(200);
      // The first instance let go of the upload for the second: its hanging request is over.
      await expect.poll(hanging.hasEnded, { timeout: 20_000 }).toBe(true);

      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThanOrEqual(half);
      const rest = await fetch(`${second}${location}`, {
        method: 'PATCH',
        headers: patchHeaders(creator.token, offset),
        body: content.subarray(offset),
      });
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(content.length));
    } finally {
      hanging.destroy();
    }

    for (const instance of [first, second]) {
      const read = await fetch(`${instance}${location}`, { headers: { authorization: `Bearer ${creator.token}` } });
      expect(read.status).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(content)).toBe(true);
    }
  });

  it('count failed sign-ins to one account across both instances', async () => {
    const { email } = await signUp(first);
    const statuses: number[] = [];
    for (const instance of [first, second, first]) {
      statuses.push((await browserClient(instance).signIn(email, 'a-wrong-guess')).status);
    }
    expect(statuses).toEqual([401, 401, 401]);
    expect((await browserClient(second).signIn(email, PASSWORD)).status).toBe(429);
  });

  it('refuse a creator banned through one instance on the next call to the other', async () => {
    const creator = await signUp(second);
    const admin = await signUp(first, 'admin');
    expect((await browserClient(second).call('/api/auth', { token: creator.token })).status).toBe(200);

    const banned = await admin.call(`/api/admin/influencers/${creator.id}/ban`, {
      method: 'PUT',
      body: { reason: 'Fake engagement' },
    });
    expect(banned.status).toBe(204);
    expect(await browserClient(second).call('/api/auth', { token: creator.token })).toEqual({
      status: 403,
      body: { message: 'User is banned', code: 'user-banned' },
    });
  });

  it('expire an overdue task once, though both instances sweep for it', async () => {
    await expect
      .poll(async () => (await database.db.select().from(tasks).where(eq(tasks.id, overdueTaskId)))[0]?.status, {
        timeout: 30_000,
      })
      .toBe('EXPIRED');
    const events = await database.db
      .select()
      .from(taskEvents)
      .where(and(eq(taskEvents.taskId, overdueTaskId), eq(taskEvents.toStatus, 'EXPIRED')));
    expect(events).toHaveLength(1);
  });

  it('e-mail each invited creator once, though both instances send the outbox', async () => {
    const admin = await signUp(first, 'admin');
    const invited = await Promise.all(Array.from({ length: 6 }, (_, index) => signUp(index % 2 ? first : second)));
    const campaign = await createCampaign(database.db);
    const invitation = await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, {
      body: { emails: invited.map((creator) => creator.email) },
    });
    expect(invitation.status).toBe(200);

    const outbox = path.join(dataDir, 'outbox');
    const mailsTo = (email: string) =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
        .filter((file) => file.endsWith('.eml'))
        .filter((file) => /^To: .*$/im.exec(fs.readFileSync(path.join(outbox, file), 'utf8'))?.[0].includes(email))
        .length;
    const notified = async () =>
      (
        await database.db
          .select({ id: taskEvents.id })
          .from(taskEvents)
          .innerJoin(tasks, eq(tasks.id, taskEvents.taskId))
          .where(and(eq(tasks.campaignId, campaign.id), isNotNull(taskEvents.notifiedAt)))
      ).length;
    // Each event is marked sent after its mail is written: once all are, every send has happened.
    await expect.poll(notified, { timeout: 60_000 }).toBe(invited.length);
    expect(invited.map((creator) => mailsTo(creator.email))).toEqual(invited.map(() => 1));
  });
});
