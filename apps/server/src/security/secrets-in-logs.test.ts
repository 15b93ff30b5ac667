import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { EnvError, loadEnv } from '../config/env.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { createMailer, type Mail } from '../lib/mailer.ts';
import { startJobs } from '../lib/jobs.ts';
import { diskBlobStore } from '../modules/uploads/blob-store.ts';
import { createLogger } from '../runtime.ts';
import { openTestDatabase } from '../testing/test-database.ts';

const PUBLIC_URL = 'http://portal.test';
const PASSWORD = 'a-good-password';

describe('production mail settings', () => {
  const smtpRequired =
    'SMTP_URL: required in production (or set MAIL_OUTBOX_IN_PRODUCTION=true to keep mail in DATA_DIR/outbox)';

  it('refuses to start in production without SMTP_URL, naming the variable and the way out', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(smtpRequired);
    expect(() => loadEnv({ NODE_ENV: 'production', SMTP_URL: '' })).toThrow(smtpRequired);
  });

  it('starts in production with SMTP_URL, or with the outbox chosen explicitly', () => {
    expect(loadEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).SMTP_URL).toBe(
      'smtp://mail.example:587',
    );
    expect(loadEnv({ NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: 'true' }).MAIL_OUTBOX_IN_PRODUCTION).toBe(true);
    expect(() => loadEnv({ NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: 'false' })).toThrow(smtpRequired);
    expect(loadEnv({ NODE_ENV: 'development' }).SMTP_URL).toBeUndefined();
  });
});

describe('the server log', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secrets-'));
  const lines: string[] = [];
  const log = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  );
  const sent: Mail[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl: string;

  const call = (route: string, body?: unknown) =>
    fetch(`${baseUrl}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: { origin: PUBLIC_URL, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** Asks for a reset link as the forgot-password page does, and takes the token from the mail. */
  const resetToken = async (email: string) => {
    const before = sent.length;
    const asked = await call('/api/identity/request-password-reset', {
      email,
      redirectTo: `${PUBLIC_URL}/reset-password`,
    });
    expect(asked.status).toBe(200);
    await app.identityWorkDone();
    const link = sent
      .slice(before)
      .find((mail) => mail.to === email)
      ?.text.match(/https?:\/\/\S+/)?.[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  };

  /** The log lines holding a secret, as written or URL-encoded. */
  const linesWith = (secret: string) =>
    lines.filter((line) => line.includes(secret) || line.includes(encodeURIComponent(secret)));

  beforeAll(async () => {
    database = await openTestDatabase();
    const outbox = createMailer({
      outboxDir: path.join(dataDir, 'outbox'),
      from: 'Portal <no-reply@portal.test>',
      log,
    });
    app = await buildApp({
      env: loadEnv({ PUBLIC_URL, SERVE_WEB: 'false', DATA_DIR: dataDir }),
      database,
      mailer: {
        send: async (mail) => {
          sent.push(mail);
          await outbox.send(mail);
        },
      },
      authSecret: 'secrets-test-secret-that-is-long-enough-0123456789',
      blobStore: diskBlobStore(path.join(dataDir, 'files')),
      logger: log,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the account and the address of a failed sign-in, never the password tried', async () => {
    const email = `failed-sign-in-${Date.now()}@example.com`;
    await call('/api/identity/sign-up/email', { email, password: PASSWORD, name: 'Failed Sign In' });
    const guess = 'a-wrong-guess-4821';
    expect((await call('/api/identity/sign-in/email', { email, password: guess })).status).toBe(401);
    const failure = () => lines.find((line) => line.includes('sign-in failed') && line.includes(email));
    await expect.poll(failure).toBeDefined();
    expect(JSON.parse(failure() ?? '{}')).toMatchObject({ account: email, ip: '127.0.0.1' });
    expect(lines.some((line) => line.includes(guess))).toBe(false);
  });

  it('never carries a reset token: not the outbox mail, the link opened, the callback or the reset', async () => {
    const email = `reset-${Date.now()}@example.com`;
    expect((await call('/api/identity/sign-up/email', { email, password: PASSWORD, name: 'Reset Me' })).status).toBe(
      200,
    );
    const token = await resetToken(email);

    // The e-mailed link as a browser opens it, better-auth's own callback link (not exposed: the
    // e-mail links to the web app's page, but a refused URL is logged too), then the reset.
    await call(`/reset-password?token=${encodeURIComponent(token)}`);
    const callback = await call(
      `/api/identity/reset-password/${encodeURIComponent(token)}?callbackURL=/reset-password`,
    );
    expect(callback.status).toBe(404);
    expect(
      (await call(`/api/identity/reset-password?token=${encodeURIComponent(token)}`, { newPassword: 'new-secret-1' }))
        .status,
    ).toBe(200);

    expect(linesWith(token)).toEqual([]);
    // The lines are there, masked: the test saw the requests it made.
    expect(lines.some((line) => line.includes('"url":"/reset-password?token=[redacted]"'))).toBe(true);
    expect(lines.some((line) => line.includes('"url":"/api/identity/reset-password/[redacted]?callbackURL='))).toBe(
      true,
    );
    const outboxLine = lines.find((line) => line.includes('mail written to outbox'));
    expect(JSON.parse(outboxLine ?? '{}')).toMatchObject({ to: email, subject: 'Reset your Creator Portal password' });
    expect(JSON.parse(outboxLine ?? '{}')).not.toHaveProperty('text');
  });

  it('never carries the signature of a signed file link', async () => {
    await call('/api/files/eyJrIjoic3VibWlzc2lvbnMvYSJ9.c2lnbmF0dXJlLXRoYXQtb3BlbnMtdGhlLWZpbGU');
    expect(linesWith('c2lnbmF0dXJlLXRoYXQtb3BlbnMtdGhlLWZpbGU')).toEqual([]);
    expect(lines.some((line) => line.includes('"url":"/api/files/eyJrIjoic3VibWlzc2lvbnMvYSJ9.[redacted]"'))).toBe(
      true,
    );
  });

  it("never carries the signature of an e-mail's unsubscribe link", async () => {
    await call('/api/public/unsubscribe/eyJ1IjoidXNlci0xIn0.c2lnbmF0dXJlLXRoYXQtdW5zdWJzY3JpYmVz');
    await call('/unsubscribe/eyJ1IjoidXNlci0xIn0.c2lnbmF0dXJlLXRoYXQtdW5zdWJzY3JpYmVz');
    expect(linesWith('c2lnbmF0dXJlLXRoYXQtdW5zdWJzY3JpYmVz')).toEqual([]);
    expect(lines.some((line) => line.includes('"url":"/api/public/unsubscribe/eyJ1IjoidXNlci0xIn0.[redacted]"'))).toBe(
      true,
    );
  });

  it('never carries the parameters of a failed query, whichever part of the server logs or keeps it', async () => {
    const nric = '960412-10-5678';
    const probe = {
      name: 'probe',
      schedule: { everySeconds: 60 },
      run: async () => void (await database.db.execute(sql`select * from no_such_table where nric = ${nric}`)),
    };
    const jobs = await startJobs(database, [probe], log);
    try {
      await expect.poll(() => lines.some((line) => line.includes('probe failed')), { timeout: 30_000 }).toBe(true);
    } finally {
      await jobs.stop();
    }
    const failure = JSON.parse(lines.find((line) => line.includes('probe failed')) ?? '{}');
    expect(failure.err).toMatchObject({ type: 'DrizzleQueryError', query: expect.stringContaining('no_such_table') });
    expect(linesWith(nric)).toEqual([]);
    // Nor does the job engine's record of the failed run, which an operator reads.
    const kept = await database.db.execute(sql`select output::text as output from pgboss.job where name = 'probe'`);
    const outputs = rowsOf<{ output: string | null }>(kept).map((row) => row.output ?? '');
    expect(outputs.some((output) => output.includes('no_such_table'))).toBe(true);
    expect(outputs.filter((output) => output.includes(nric))).toEqual([]);
  });

  it('never carries a session token when signing out fails inside the database', async () => {
    const email = `sign-out-${Date.now()}@example.com`;
    const signedUp = await call('/api/identity/sign-up/email', { email, password: PASSWORD, name: 'Sign Out' });
    const cookie = signedUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] ?? '';
    expect(token).not.toBe('');

    await database.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_away`);
    try {
      await fetch(`${baseUrl}/api/identity/sign-out`, { method: 'POST', headers: { origin: PUBLIC_URL, cookie } });
    } finally {
      await database.db.execute(sql`ALTER TABLE sessions_away RENAME TO sessions`);
    }

    // The identity service logs the failure, with the database's reason but without the token.
    expect(lines.some((line) => line.includes('identity: Failed to read session from database'))).toBe(true);
    expect(linesWith(token)).toEqual([]);
  });

  it('never carries a reset token when the reset fails inside the database', async () => {
    const email = `reset-broken-${Date.now()}@example.com`;
    await call('/api/identity/sign-up/email', { email, password: PASSWORD, name: 'Broken Reset' });
    const token = await resetToken(email);

    const stderr = vi.spyOn(console, 'error');
    await database.db.execute(sql`ALTER TABLE verifications RENAME TO verifications_away`);
    try {
      const reset = await call('/api/identity/reset-password', { token, newPassword: 'new-secret-2' });
      expect(reset.status).toBe(500);
    } finally {
      await database.db.execute(sql`ALTER TABLE verifications_away RENAME TO verifications`);
    }

    // The failure is logged, with its SQL and the database's reason but without the parameters.
    expect(lines.some((line) => line.includes('request failed') && line.includes('does not exist'))).toBe(true);
    expect(linesWith(token)).toEqual([]);
    expect(stderr).not.toHaveBeenCalled();
  });
});
