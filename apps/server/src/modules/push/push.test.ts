import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@portal/domain/notifications';
import { loadEnv } from '../../config/env.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { createLogger } from '../../runtime.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { MAX_DEVICES, saveSubscription } from './push.service.ts';
import { resolveVapidDetails } from './vapid-keys.ts';
import { webPushChannel } from './web-push-channel.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

/** A browser's side of a subscription: its own ECDH P-256 key pair and 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const subscriptionsOf = (userId: string) =>
  portal.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The push service's stand-in on this machine: records each message and answers each path's status (201 by default). */
async function startPushService(statusOf: (path: string) => number = () => 201) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const requestPath = request.url ?? '';
      received.push({ path: requestPath, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusOf(requestPath)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createLogger('info', stream), lines };
}

const decrypt = (body: Buffer, ecdh: ECDH, auth: string) =>
  JSON.parse(
    ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
  ) as unknown;

const vapidOfPortal = () => resolveVapidDetails(loadEnv({ DATA_DIR: portal.dataDir }));

const payload: PushPayload = {
  title: 'Draft approved',
  body: 'Teh Tarik Fest: your draft is approved. Post it now.',
  url: '/task/5f0c6f7e-2b7a-4c55-9d7e-0c1b5a3e9f10',
  tag: 'task-5f0c6f7e-review',
};

describe('the Web Push channel', () => {
  it("encrypts the payload to each of the creator's devices, signed with the portal's VAPID key", async () => {
    const service = await startPushService();
    try {
      const creator = await portal.account();
      const phone = browserKeys();
      const laptop = browserKeys();
      await saveSubscription(portal.database.db, creator.id, { endpoint: `${service.origin}/phone`, keys: phone.keys });
      await saveSubscription(portal.database.db, creator.id, {
        endpoint: `${service.origin}/laptop`,
        keys: laptop.keys,
      });
      const vapid = vapidOfPortal();

      await webPushChannel(portal.database.db, vapid).deliver(creator.id, payload);

      expect(service.received.map((message) => message.path).sort()).toEqual(['/laptop', '/phone']);
      for (const [device, keys] of [
        ['/phone', phone],
        ['/laptop', laptop],
      ] as const) {
        const message = service.received.find((candidate) => candidate.path === device);
        if (!message) throw new Error(`nothing pushed to ${device}`);
        expect(message.headers['content-encoding']).toBe('aes128gcm');
        expect(Number(message.headers.ttl)).toBeGreaterThan(0);
        // The push service checks the JWT against the key the browser subscribed with.
        expect(message.headers.authorization).toMatch(
          new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
        );
        expect(message.body.includes(Buffer.from(payload.title))).toBe(false);
        expect(decrypt(message.body, keys.ecdh, keys.keys.auth)).toEqual(payload);
      }
    } finally {
      await service.close();
    }
  });

  it('deletes a subscription the push service says is gone, and logs other failures without stopping', async () => {
    const service = await startPushService((requestPath) =>
      requestPath === '/gone' ? 410 : requestPath === '/expired' ? 404 : requestPath === '/broken' ? 500 : 201,
    );
    try {
      const creator = await portal.account();
      const working = browserKeys();
      for (const device of ['gone', 'expired', 'broken']) {
        await saveSubscription(portal.database.db, creator.id, {
          endpoint: `${service.origin}/${device}`,
          keys: browserKeys().keys,
        });
      }
      await saveSubscription(portal.database.db, creator.id, { endpoint: `${service.origin}/ok`, keys: working.keys });
      const { log, lines } = captureLog();

      await webPushChannel(portal.database.db, vapidOfPortal(), log).deliver(creator.id, payload);

      const left = (await subscriptionsOf(creator.id)).map((row) => new URL(row.endpoint).pathname).sort();
      expect(left).toEqual(['/broken', '/ok']);
      const ok = service.received.find((message) => message.path === '/ok');
      expect(ok && decrypt(ok.body, working.ecdh, working.keys.auth)).toEqual(payload);
      const warnings = lines.map((line) => JSON.parse(line) as { msg: string; status?: number });
      expect(warnings).toEqual([
        expect.objectContaining({ msg: 'push not accepted by the push service', status: 500 }),
      ]);
      // The endpoint is a capability: it is never written to the log.
      expect(lines.join('\n')).not.toContain(service.origin);
    } finally {
      await service.close();
    }
  });

  it("sends nothing for someone without devices, and nothing of one person's to another's", async () => {
    const service = await startPushService();
    try {
      const [owner, other] = [await portal.account(), await portal.account()];
      await saveSubscription(portal.database.db, owner.id, {
        endpoint: `${service.origin}/owner`,
        keys: browserKeys().keys,
      });

      await webPushChannel(portal.database.db, vapidOfPortal()).deliver(other.id, payload);

      expect(service.received).toEqual([]);
    } finally {
      await service.close();
    }
  });
});

describe('VAPID keys', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-vapid-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('are generated once into DATA_DIR, readable by the owner only, and shared by every instance on it', () => {
    const first = resolveVapidDetails(loadEnv({ DATA_DIR: dataDir }));
    const second = resolveVapidDetails(loadEnv({ DATA_DIR: dataDir }));

    expect(second).toEqual(first);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(first.subject).toBe('mailto:no-reply@creatorportal.example');
  });

  it('come from the environment when set, with the subject given', () => {
    const env = loadEnv({
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: 'public-key-from-env',
      VAPID_PRIVATE_KEY: 'private-key-from-env',
      VAPID_SUBJECT: 'https://portal.example/contact',
    });
    expect(resolveVapidDetails(env)).toEqual({
      publicKey: 'public-key-from-env',
      privateKey: 'private-key-from-env',
      subject: 'https://portal.example/contact',
    });
  });

  it('are refused half set', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'public-key-only' })).toThrow(/VAPID_PRIVATE_KEY: set both VAPID keys/);
  });
});

describe('the push routes', () => {
  let creator: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    [creator, other] = [await portal.account(), await portal.account()];
  });

  const subscription = (endpoint: string) => ({ endpoint, keys: browserKeys().keys });

  it('refuse anyone signed out', async () => {
    const visitor = portal.client();
    expect((await visitor.call('/api/push/public-key')).status).toBe(401);
    expect(
      (await visitor.call('/api/push/subscriptions', { body: subscription('https://fcm.googleapis.com/fcm/send/a') }))
        .status,
    ).toBe(401);
    expect(
      (
        await visitor.call('/api/push/subscriptions', {
          method: 'DELETE',
          body: { endpoint: 'https://fcm.googleapis.com/fcm/send/a' },
        })
      ).status,
    ).toBe(401);
  });

  it("answer the key the portal's pushes are signed with", async () => {
    const answer = await creator.call('/api/push/public-key');
    expect(answer).toEqual({ status: 200, body: { publicKey: vapidOfPortal().publicKey } });
  });

  it("save the caller's subscription, and move one saved for someone else to the caller", async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/shared-browser-${randomBytes(4).toString('hex')}`;
    expect((await other.call('/api/push/subscriptions', { body: subscription(endpoint) })).status).toBe(204);
    const mine = subscription(endpoint);

    expect((await creator.call('/api/push/subscriptions', { body: mine })).status).toBe(204);

    expect(await subscriptionsOf(other.id)).toEqual([]);
    expect(await subscriptionsOf(creator.id)).toEqual([
      expect.objectContaining({ endpoint, p256dh: mine.keys.p256dh, auth: mine.keys.auth }),
    ]);
  });

  it("take only a push service's endpoint: https, at a known push service, on its own port", async () => {
    const refused = [
      'not an address',
      'http://fcm.googleapis.com/fcm/send/plain',
      'https://push.example/elsewhere',
      'https://fcm.googleapis.com.internal.example/fcm/send/look-alike',
      'https://fcm.googleapis.com:8443/fcm/send/other-port',
      'https://10.0.0.1/admin',
      'https://[::1]/admin',
      'https://localhost/admin',
    ];
    for (const endpoint of refused) {
      const answer = await creator.call('/api/push/subscriptions', { body: subscription(endpoint) });
      expect(answer.status, endpoint).toBe(400);
    }
    const saved = (await portal.database.db.select().from(pushSubscriptions)).map((row) => row.endpoint);
    expect(saved.filter((endpoint) => refused.includes(endpoint))).toEqual([]);
  });

  it(`keep a person's ${MAX_DEVICES} newest devices`, async () => {
    const collector = await portal.account();
    const endpoints = Array.from(
      { length: MAX_DEVICES + 1 },
      (_, index) => `https://fcm.googleapis.com/fcm/send/device-${index}`,
    );
    for (const endpoint of endpoints) {
      expect((await collector.call('/api/push/subscriptions', { body: subscription(endpoint) })).status).toBe(204);
    }
    const kept = (await subscriptionsOf(collector.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(1).sort());
  });

  it("remove the caller's own subscription only", async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/own-${randomBytes(4).toString('hex')}`;
    await creator.call('/api/push/subscriptions', { body: subscription(endpoint) });

    expect((await other.call('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } })).status).toBe(204);
    expect((await subscriptionsOf(creator.id)).map((row) => row.endpoint)).toContain(endpoint);

    expect((await creator.call('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } })).status).toBe(204);
    expect((await subscriptionsOf(creator.id)).map((row) => row.endpoint)).not.toContain(endpoint);
  });
});
