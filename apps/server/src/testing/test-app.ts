import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import { diskBlobStore, type BlobStore } from '../modules/uploads/blob-store.ts';
import { setRole } from '../modules/users/users.service.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://portal.test';
/** The test app's secret, which signs what it signs (tokens, links). */
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-to-use-0123456789';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
export type TestAccount = Awaited<ReturnType<TestApp['account']>>;

/** A browser-like client of the app at `baseUrl`: keeps the session cookie and sends the Origin better-auth checks. */
export function browserClient(baseUrl: string) {
  let cookie = '';
  const call = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const headers: Record<string, string> = { origin: TEST_PUBLIC_URL };
    if (cookie) headers.cookie = cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (cookies.length > 0) cookie = cookies.join('; ');
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  return {
    call,
    signUp: (email: string, password: string, name = 'Test Creator') =>
      call('/api/identity/sign-up/email', { body: { email, password, name } }),
    signIn: (email: string, password: string) => call('/api/identity/sign-in/email', { body: { email, password } }),
    async token(): Promise<string> {
      const { status, body } = await call('/api/identity/token');
      if (status !== 200 || typeof body?.token !== 'string') throw new Error(`no token: ${status}`);
      return body.token;
    },
  };
}

/** The real app over real HTTP on a free port, with its own database and a captured outbox. */
export async function startTestApp(
  env: Record<string, string> = {},
  /**
   * `database`: another test app's, to run a second instance on it (closed by its owner);
   * `webRoot`: a stand-in web build to serve; `clock`: a time the test moves; `mailer`: a real
   * one instead of the captured outbox; `jobCounts`: the counts of jobs the test runs; `logger`:
   * where the app logs (nowhere by default); `payoutRails`: payment rails of the test's own.
   */
  options: {
    blobStore?: BlobStore;
    database?: Database;
    webRoot?: string;
    clock?: Clock;
    mailer?: Mailer;
    jobCounts?: AppDependencies['jobCounts'];
    logger?: AppDependencies['logger'];
    payoutRails?: AppDependencies['payoutRails'];
  } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const outbox: Mail[] = [];
  const app = await buildApp({
    env: loadEnv({
      PUBLIC_URL: TEST_PUBLIC_URL,
      SERVE_WEB: 'false',
      DATA_DIR: dataDir,
      // Every test signs up its own accounts from one address; the throttle's own tests lower it.
      IDENTITY_LIMIT_PER_IP: '100000',
      // Thousands of test accounts: hashing each at production cost would take minutes of CPU.
      PASSWORD_HASH_COST: 'test',
      // Decisions final at once, so a test reads their e-mails and notifications straight away; the undo's own tests set it.
      DECISION_UNDO_SECONDS: '0',
      ...env,
    }),
    database,
    mailer: options.mailer ?? { send: async (mail) => void outbox.push(mail) },
    authSecret: TEST_AUTH_SECRET,
    blobStore: options.blobStore ?? diskBlobStore(path.join(dataDir, 'files')),
    webRoot: options.webRoot,
    clock: options.clock,
    jobCounts: options.jobCounts,
    logger: options.logger,
    payoutRails: options.payoutRails,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const client = () => browserClient(baseUrl);

  /** Asks for a password-reset link for `email` as a visitor does, and reads its token from the e-mail. */
  const resetLinkToken = async (email: string): Promise<string> => {
    await client().call('/api/identity/request-password-reset', {
      body: { email, redirectTo: `${TEST_PUBLIC_URL}/reset-password` },
    });
    // The e-mail goes out after the answer.
    await app.identityWorkDone();
    const link = outbox.findLast((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  };

  let accounts = 0;
  /**
   * Someone signed up through the identity API, with a bearer token that `call` sends. An admin is
   * promoted in the database: no route makes admins.
   */
  const account = async (role: 'influencer' | 'admin' = 'influencer', name = 'Test Creator') => {
    const browser = client();
    const email = `${role}${++accounts}-${Date.now()}@example.com`;
    await browser.signUp(email, 'a-good-password', name);
    if (role === 'admin') await setRole(database.db, email, 'admin');
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`sign-up made no user for ${email}`);
    const token = await browser.token();
    const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
      browser.call(path, { ...init, token });
    return { browser, email, name, id: user.id, token, call };
  };

  return {
    app,
    baseUrl,
    database,
    outbox,
    client,
    account,
    resetLinkToken,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
