import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, it } from 'vitest';
import { MIGRATION_LOCK_ID } from '../db/client.ts';
import { createCampaign, createTask } from '../testing/factories.ts';
import { freePort, sharedInstanceSettings } from '../testing/server-process.ts';
import { createPostgresDatabase } from '../testing/test-database.ts';
import { startTestApp, TEST_PUBLIC_URL } from '../testing/test-app.ts';
import { sampleFile, uploadFile } from '../testing/uploads.ts';

/** Sends a sign-in whose body arrives in two parts, the second only when `finish` is called. */
function signInSentInTwoParts(baseUrl: string, agent: http.Agent) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const request = http.request(`${baseUrl}/api/identity/sign-in/email`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: TEST_PUBLIC_URL },
  });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    request.on('error', reject);
  });
  const socketClosed = new Promise<void>((resolve) => request.on('socket', (socket) => socket.on('close', resolve)));
  request.write(body.slice(0, 10));
  return {
    answered,
    socketClosed,
    finish: () => request.end(body.slice(10)),
  };
}

it('finishes a request in flight when it stops, then closes its keep-alive connection at once', async () => {
  const portal = await startTestApp();
  const agent = new http.Agent({ keepAlive: true });
  try {
    const inFlight = signInSentInTwoParts(portal.baseUrl, agent);
    // The request has reached the app (its headers are read) before the shutdown starts.
    await new Promise<void>((resolve) => portal.app.server.once('request', () => resolve()));

    const stopped = portal.close();
    inFlight.finish();
    const response = await inFlight.answered;
    expect(response.statusCode).toBe(401);
    // The connection is not kept for the keep-alive timeout (72 s): the shutdown ends with the request.
    await inFlight.socketClosed;
    await stopped;
  } finally {
    agent.destroy();
  }
});

it('ends a download under way when it stops once the file is sent, not 72 s later', async () => {
  const portal = await startTestApp();
  const agent = new http.Agent({ keepAlive: true });
  try {
    const creator = await portal.account();
    const campaign = await createCampaign(portal.database.db);
    await createTask(portal.database.db, { campaignId: campaign.id, userId: creator.id, status: 'ACCEPTED' });
    // Larger than the socket buffers, so the answer is still being written when the stop begins.
    const content = Buffer.concat([sampleFile('long.mp4'), Buffer.alloc(16 * 1024 * 1024)]);
    const key = await uploadFile(portal.baseUrl, creator.token, {
      kind: 'submissions',
      campaignId: campaign.id,
      filename: 'long.mp4',
      content,
    });
    const link = await creator.call(`/api/files/link?key=${encodeURIComponent(key)}`);

    const download = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${portal.baseUrl}${link.body?.url as string}`, { agent }, resolve).on('error', reject),
    );
    expect(download.headers.connection).toBe('keep-alive');
    const socketClosed = new Promise<void>((resolve) => download.socket.on('close', resolve));
    const stopped = portal.close();
    let received = 0;
    for await (const chunk of download) received += (chunk as Buffer).length;
    expect(received).toBe(content.length);
    await socketClosed;
    await stopped;
  } finally {
    agent.destroy();
  }
});

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');

it.each([
  ['development', 'as its database starts to open'],
  ['production', 'as its database starts to open'],
  ['production', 'once it listens, while its database opens'],
])('ends its start on a SIGTERM (%s, %s), exits, and leaves the database free', async (mode, moment) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stop-at-start-'));
  const lockFile = path.join(dataDir, 'db.lock');
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: mode,
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      AUTH_SECRET: 'stop-at-start-secret-that-is-long-enough-0123456789',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its log, to say why, should it not exit as it must.
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const listening = () =>
    fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  try {
    // Compiling the server took over a minute on a busy two-core machine.
    const started = moment === 'as its database starts to open' ? async () => fs.existsSync(lockFile) : listening;
    await expect.poll(started, { timeout: 150_000, interval: 20 }).toBe(true);
    server.kill('SIGTERM');
    expect(await exited, log).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  } finally {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

it.runIf(process.env.TEST_DATABASE_URL && process.env.REDIS_URL)(
  'ends within its limit on a SIGTERM while its start waits for another instance to migrate (PostgreSQL)',
  async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const { url, drop } = await createPostgresDatabase(serverUrl);
    // Another instance, migrating: it holds the migration lock, so this start waits for it.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        ...sharedInstanceSettings(url, process.env.REDIS_URL as string, TEST_PUBLIC_URL),
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        MAIL_OUTBOX_IN_PRODUCTION: 'true',
        AUTH_SECRET: 'stop-at-start-secret-that-is-long-enough-0123456789',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      const listening = () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          () => true,
          () => false,
        );
      await expect.poll(listening, { timeout: 150_000, interval: 50 }).toBe(true);
      server.kill('SIGTERM');
      // The forced exit: the start it waited for would never have ended.
      expect(await exited).toBe(1);
    } finally {
      server.kill('SIGKILL');
      await other.end();
      await drop();
    }
  },
);
