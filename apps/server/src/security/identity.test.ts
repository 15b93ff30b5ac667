import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/identity.ts';
import { queuedMails } from '../db/schema/notifications.ts';
import type { Mail } from '../lib/mailer.ts';
import { banUser, unbanUser } from '../modules/users/users.service.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app.ts';

const PASSWORD = 'a-good-password';
let sequence = 0;
const freshEmail = () => `identity-${Date.now()}-${++sequence}@example.com`;

/**
 * A request sent with its path exactly as written: fetch would resolve `.` and `..` segments
 * before sending, as `curl --path-as-is` does not.
 */
function rawRequest(
  portal: TestApp,
  method: string,
  path: string,
  options: { body?: unknown; from?: string; cookie?: string } = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(portal.baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          origin: TEST_PUBLIC_URL,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.from ? { 'x-forwarded-for': options.from } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const signIn = (portal: TestApp, email: string, password: string, from: string, path = '/api/identity/sign-in/email') =>
  rawRequest(portal, 'POST', path, { body: { email, password }, from });

/** A new account, signed up from an address of its own so that no throttle under test counts it. */
async function signedUp(portal: TestApp, email = freshEmail()) {
  const body = { email, password: PASSWORD, name: 'Test Creator' };
  const from = `10.99.${Math.floor(sequence / 250)}.${sequence % 250}`;
  expect((await rawRequest(portal, 'POST', '/api/identity/sign-up/email', { body, from })).status).toBe(200);
  const browser = portal.client();
  expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
  return { browser, email };
}

describe('identity throttles count the call better-auth acts on', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp({
      TRUST_PROXY: 'true',
      SIGN_IN_LIMIT_PER_IP: '50',
      SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP: '3',
      IDENTITY_LIMIT_PER_IP: '3',
    });
  });
  afterAll(() => portal.close());

  it.each([
    '/api/identity/./sign-in/email',
    '/api/identity/x/../sign-in/email',
    '/api/identity/sign-in/./email',
    '/api/identity/sign-in//email',
    '/api/identity/admin/../sign-in/email',
  ])('refuses %s with 404 and never signs in through it', async (path) => {
    const { email } = await signedUp(portal);
    const answer = await signIn(portal, email, PASSWORD, '10.1.0.1', path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('token');
  });

  it('refuses sign-in guesses past the limit on the canonical path, with the right password too', async () => {
    const { email } = await signedUp(portal);
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await signIn(portal, email, `wrong-${guess}`, '10.1.0.2')).status).toBe(401);
    }
    const locked = await signIn(portal, email, PASSWORD, '10.1.0.2');
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body)).toMatchObject({
      // The window opened with the first guess, moments ago: the whole of it is left to wait.
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
  });

  it('throttles guesses of the current password when changing it', async () => {
    const { browser } = await signedUp(portal);
    const statuses: number[] = [];
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await browser.call('/api/identity/change-password', {
        body: { currentPassword: `wrong-${guess}`, newPassword: 'another-good-secret' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const right = await browser.call('/api/identity/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'another-good-secret' },
    });
    expect(right.status).toBe(429);
  });

  it.each([
    [
      'sign-up',
      '/api/identity/sign-up/email',
      () => ({ email: freshEmail(), password: PASSWORD, name: 'New Creator' }),
    ],
    ['reset request', '/api/identity/request-password-reset', () => ({ email: freshEmail() })],
    ['reset', '/api/identity/reset-password', () => ({ token: 'not-a-token', newPassword: 'another-good-secret' })],
  ])('throttles %s calls from one address', async (_name, path, body) => {
    const from = `10.2.${++sequence}.1`;
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1)
      statuses.push((await rawRequest(portal, 'POST', path, { body: body(), from })).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await rawRequest(portal, 'POST', path, { body: body(), from: `10.3.${sequence}.1` })).status).not.toBe(429);
  });

  it('e-mails at most a few reset links to one account, whoever asks', async () => {
    const { email } = await signedUp(portal);
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const from = `10.4.${++sequence}.1`;
      statuses.push(
        (await rawRequest(portal, 'POST', '/api/identity/request-password-reset', { body: { email }, from })).status,
      );
      await portal.app.identityWorkDone();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(portal.outbox.filter((mail) => mail.to === email)).toHaveLength(3);
  });
});

describe('guesses sent at once', () => {
  let portal: TestApp;
  beforeAll(async () => {
    // The default limits; with Redis when there is one, as instances share it.
    portal = await startTestApp({ TRUST_PROXY: 'true', REDIS_URL: process.env.REDIS_URL ?? '' });
  });
  afterAll(() => portal.close());

  it('checks no more passwords than the limit, however many arrive together', async () => {
    const { email } = await signedUp(portal);
    // An address of this run's own: Redis keeps the counters of an earlier run for their window.
    const from = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, guess) => signIn(portal, email, `wrong-${guess}`, from)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    expect((await signIn(portal, email, PASSWORD, from)).status).toBe(429);
  });

  it('gives back the attempt of a successful sign-in', async () => {
    const { email } = await signedUp(portal);
    const from = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let guess = 0; guess < 4; guess += 1) {
      expect((await signIn(portal, email, `wrong-${guess}`, from)).status).toBe(401);
    }
    const rightOnes = await Promise.all(Array.from({ length: 3 }, () => signIn(portal, email, PASSWORD, from)));
    expect(rightOnes.map((answer) => answer.status)).toContain(200);
    for (let again = 0; again < 3; again += 1) expect((await signIn(portal, email, PASSWORD, from)).status).toBe(200);
  });
});

describe('a password reset request', () => {
  it('answers for an existing account without waiting for its e-mail, as for an unknown one', async () => {
    let letMailGo!: () => void;
    const mailMayGo = new Promise<void>((resolve) => (letMailGo = resolve));
    const sent: string[] = [];
    const mailer = {
      send: async (mail: Mail) => {
        await mailMayGo;
        sent.push(mail.to);
      },
    };
    const portal = await startTestApp({}, { mailer });
    try {
      const { email } = await portal.account();
      const known = await portal.client().call('/api/identity/request-password-reset', { body: { email } });
      const unknown = await portal
        .client()
        .call('/api/identity/request-password-reset', { body: { email: `nobody-${email}` } });
      expect(known).toEqual(unknown);
      expect(sent).toEqual([]);
      letMailGo();
      await portal.app.identityWorkDone();
      expect(sent).toEqual([email]);
      // Sent at its first try, not given up on while the answer waited for it.
      expect(await portal.database.db.select().from(queuedMails)).toEqual([]);
    } finally {
      letMailGo();
      await portal.close();
    }
  });
});

describe('a stranger cannot lock an account', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp({
      TRUST_PROXY: 'true',
      SIGN_IN_LIMIT_PER_IP: '50',
      SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP: '3',
      SIGN_IN_LIMIT_PER_ACCOUNT_PER_HOUR: '8',
    });
  });
  afterAll(() => portal.close());

  it('slows the guessing address while the owner signs in from their own', async () => {
    const { email } = await signedUp(portal);
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await signIn(portal, email, `wrong-${guess}`, '10.5.0.66')).status).toBe(401);
    }
    expect((await signIn(portal, email, `wrong-again`, '10.5.0.66')).status).toBe(429);
    expect((await signIn(portal, email, PASSWORD, '10.5.0.1')).status).toBe(200);
  });

  it('locks the account for everyone past the hourly ceiling, until a password reset', async () => {
    const { email } = await signedUp(portal);
    for (let guess = 0; guess < 8; guess += 1) {
      expect((await signIn(portal, email, `wrong-${guess}`, `10.6.${guess}.1`)).status).toBe(401);
    }
    expect((await signIn(portal, email, PASSWORD, '10.6.100.1')).status).toBe(429);

    const owner = portal.client();
    const token = await portal.resetLinkToken(email);
    expect(
      (await owner.call('/api/identity/reset-password', { body: { token, newPassword: 'a-fresh-good-secret' } }))
        .status,
    ).toBe(200);
    expect((await signIn(portal, email, 'a-fresh-good-secret', '10.6.100.1')).status).toBe(200);
  });
});

describe('identity', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp();
  });
  afterAll(() => portal.close());

  it.each([
    ['POST', '/api/identity/admin/ban-user'],
    ['POST', '/api/identity/admin/create-user'],
    ['POST', '/api/identity/admin/remove-user'],
    ['POST', '/api/identity/admin/impersonate-user'],
    ['POST', '/api/identity/admin/set-role'],
    ['POST', '/api/identity/admin/set-user-password'],
    ['GET', '/api/identity/admin/list-users'],
    ['POST', '/api/identity/delete-user'],
    ['POST', '/api/identity/revoke-sessions'],
  ])('does not expose %s %s, even to an admin', async (method, path) => {
    const admin = await portal.account('admin');
    const target = await portal.account('influencer');
    const answer = await admin.browser.call(path, {
      method,
      body: method === 'POST' ? { userId: target.id, role: 'admin', newPassword: 'x-new-password' } : undefined,
    });
    expect(answer.status).toBe(404);
    const [row] = await portal.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ role: 'influencer', banned: false });
  });

  it('keeps no account of a refused sign-up, so the e-mail can sign up again', async () => {
    const email = freshEmail();
    const refused = await portal.client().signUp(email, PASSWORD, 'x'.repeat(250));
    expect(refused).toEqual({
      status: 400,
      body: {
        message: 'Full name must be at most 200 characters',
        code: 'field-too-long',
        params: { field: 'fullName', max: 200 },
      },
    });
    expect(await portal.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await portal.client().signUp(email, PASSWORD, 'Aisyah Rahman')).status).toBe(200);
  });

  it.each([
    ['a null name', { name: null }, 'Please complete full name field', { code: 'full-name-required' }],
    [
      'an object for a name',
      { name: { first: 'A' } },
      'Please complete full name field',
      { code: 'full-name-required' },
    ],
    ['a blank name', { name: '   ' }, 'Please complete full name field', { code: 'full-name-required' }],
    [
      'a 100 KB name',
      { name: 'n'.repeat(100_000) },
      'Full name must be at most 200 characters',
      { code: 'field-too-long', params: { field: 'fullName', max: 200 } },
    ],
    [
      'an image',
      { image: 'javascript:alert(1)' },
      'Only the name can be changed here',
      { code: 'only-name-changeable' },
    ],
  ])('update-user refuses %s and changes nothing', async (_case, body, message, coded) => {
    const account = await portal.account('influencer', 'Kept Name');
    const answer = await account.browser.call('/api/identity/update-user', { body });
    expect(answer).toEqual({ status: 400, body: { message, ...coded } });
    const [row] = await portal.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ name: 'Kept Name', image: null });
  });

  it('update-user keeps a valid name, trimmed', async () => {
    const account = await portal.account('influencer', 'Old Name');
    expect((await account.browser.call('/api/identity/update-user', { body: { name: '  New Name ' } })).status).toBe(
      200,
    );
    const [row] = await portal.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.name).toBe('New Name');
  });

  it('makes an older reset link useless once a newer one is sent', async () => {
    const { email } = await signedUp(portal);
    const browser = portal.client();
    const older = await portal.resetLinkToken(email);
    const newer = await portal.resetLinkToken(email);
    expect(newer).not.toBe(older);
    const reset = (token: string) =>
      browser.call('/api/identity/reset-password', { body: { token, newPassword: 'a-fresh-good-secret' } });
    expect((await reset(older)).status).toBe(400);
    expect((await reset(newer)).status).toBe(200);
  });
});

describe('an access token dies with its session', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp();
  });
  afterAll(() => portal.close());

  const refusedWithin5s = (call: () => Promise<{ status: number }>, status = 401) =>
    expect.poll(async () => (await call()).status, { timeout: 5_000, interval: 250 }).toBe(status);

  it('after sign-out', async () => {
    const account = await portal.account();
    expect((await account.call('/api/auth')).status).toBe(200);
    expect((await account.browser.call('/api/identity/sign-out', { body: {} })).status).toBe(200);
    await refusedWithin5s(() => account.call('/api/auth'));
  });

  it('on other devices after a password change that signs them out', async () => {
    const account = await portal.account();
    const otherDevice = portal.client();
    expect((await otherDevice.signIn(account.email, PASSWORD)).status).toBe(200);
    const otherToken = await otherDevice.token();
    expect((await otherDevice.call('/api/auth', { token: otherToken })).status).toBe(200);
    const changed = await account.browser.call('/api/identity/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'another-good-secret', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    await refusedWithin5s(() => otherDevice.call('/api/auth', { token: otherToken }));
  });

  it('after a password reset', async () => {
    const account = await portal.account();
    expect((await account.call('/api/auth')).status).toBe(200);
    const browser = portal.client();
    const token = await portal.resetLinkToken(account.email);
    expect(
      (await browser.call('/api/identity/reset-password', { body: { token, newPassword: 'a-fresh-good-secret' } }))
        .status,
    ).toBe(200);
    await refusedWithin5s(() => account.call('/api/auth'));
  });

  it('after a ban made outside the app (the CLI)', async () => {
    const account = await portal.account();
    expect((await account.call('/api/auth')).status).toBe(200);
    await banUser(portal.database.db, account.email, 'fake engagement');
    await refusedWithin5s(() => account.call('/api/auth'), 403);
  });
});

describe('a banned creator hears of the ban wherever their session goes', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp();
  });
  afterAll(() => portal.close());

  const BANNED = { message: 'User is banned', code: 'user-banned' };

  it('on reload, when their token is renewed, and on every call of their own', async () => {
    const account = await portal.account();
    await banUser(portal.database.db, account.email, 'fake engagement');

    // A reload asks for the session: its user answer is the ban, not "signed out".
    const reload = await account.browser.call('/api/identity/get-session');
    expect(reload.body?.portalUser).toEqual({ status: 403, body: BANNED });
    // A token renewed for the session is refused with the ban.
    const renewed = await account.browser.token();
    expect(await account.browser.call('/api/auth', { token: renewed })).toEqual({ status: 403, body: BANNED });
    // The session lets them change nothing of the account meanwhile.
    const changePassword = await account.browser.call('/api/identity/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'another-good-secret', revokeOtherSessions: false },
    });
    expect(changePassword.status).toBe(403);
    const rename = await account.browser.call('/api/identity/update-user', { body: { name: 'Someone Else' } });
    expect(rename.status).toBe(403);
    const [user] = await portal.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, account.email));
    expect(user?.name).toBe('Test Creator');
  });

  it('and the sessions the ban stopped stay ended once it is lifted', async () => {
    const account = await portal.account();
    await banUser(portal.database.db, account.email, 'fake engagement');
    await unbanUser(portal.database.db, account.email);

    expect((await account.browser.call('/api/identity/get-session')).body).toBeNull();
    await expect
      .poll(async () => (await account.call('/api/auth')).status, { timeout: 5_000, interval: 250 })
      .toBe(401);
    expect((await portal.client().signIn(account.email, PASSWORD)).status).toBe(200);
  });
});
