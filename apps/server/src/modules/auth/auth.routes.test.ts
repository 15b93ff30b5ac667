import { eq } from 'drizzle-orm';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import { banUser, unbanUser } from '../users/users.service.ts';
import { answerChangingNothing } from '../../testing/fingerprint.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';

const PASSWORD = 'correct-horse-battery';
const newUser = { fullName: 'Aisyah Rahman', contactNumber: '+60 12-345 6789', country: 'Malaysia' };

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp({ SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP: '3', SIGN_IN_LIMIT_PER_IP: '8' });
});
afterAll(() => portal.close());

let counter = 0;
const freshEmail = () => `creator${++counter}-${Date.now()}@example.com`;

async function signedUpCreator() {
  const browser = portal.client();
  const email = freshEmail();
  expect((await browser.signUp(email, PASSWORD)).status).toBe(200);
  const token = await browser.token();
  expect((await browser.call('/api/auth', { body: newUser, token })).status).toBe(200);
  return { browser, email, token };
}

describe('sign-up and the profile', () => {
  it('creates the profile with POST /api/auth and reads it back with GET /api/auth', async () => {
    const { browser, email, token } = await signedUpCreator();
    const me = await browser.call('/api/auth', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, fullName: 'Aisyah Rahman', country: 'Malaysia', role: 'influencer' });
    expect(me.body?.id).toEqual(expect.any(String));
  });

  it('refuses a second create on an existing profile with 409 and changes nothing', async () => {
    const { browser, token } = await signedUpCreator();
    const replay = {
      fullName: 'Someone Else',
      contactNumber: '+60 11-111 1111',
      country: 'Narnia',
      referralCode: 'X1',
    };
    const refused = await answerChangingNothing(portal.database.db, () =>
      browser.call('/api/auth', { body: replay, token }),
    );
    expect(refused).toEqual({ status: 409, body: { message: 'Duplicate Request', code: 'duplicate-request' } });
    expect((await browser.call('/api/auth', { token })).body).toMatchObject({ ...newUser, referralCode: null });
  });

  it('refuses a profile without the required fields with the spec message, and keeps nothing', async () => {
    const browser = portal.client();
    await browser.signUp(freshEmail(), PASSWORD);
    const token = await browser.token();
    const refused = await browser.call('/api/auth', { body: { ...newUser, contactNumber: '  ' }, token });
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Please complete contact number field', code: 'contact-number-required' },
    });
    expect((await browser.call('/api/auth', { token })).body).toMatchObject({ contactNumber: null });
  });

  it('refuses a taken e-mail and a weak password with the identity codes the web app maps', async () => {
    const { email } = await signedUpCreator();
    const taken = await portal.client().signUp(email, PASSWORD);
    expect(taken.status).toBe(422);
    expect(taken.body?.code).toMatch(/^USER_ALREADY_EXISTS/);
    const weak = await portal.client().signUp(freshEmail(), 'short');
    expect(weak.status).toBe(400);
    expect(weak.body?.code).toBe('PASSWORD_TOO_SHORT');
  });
});

const origin = { origin: TEST_PUBLIC_URL };

/** The session cookie of a browser that signed in. */
async function signedInCookie(email: string): Promise<string> {
  const signIn = await fetch(`${portal.baseUrl}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The session as the web app asks for it on a later visit: its body and the API token sent along. */
async function storedSession(cookie: string) {
  const response = await fetch(`${portal.baseUrl}/api/identity/get-session`, { headers: { ...origin, cookie } });
  return {
    token: response.headers.get('set-auth-jwt'),
    body: (await response.json()) as { user?: { email?: string }; portalUser?: unknown } | null,
  };
}

describe('the session, its token and its user in one request', () => {
  it('answers get-session with the API token and what GET /api/auth answers', async () => {
    const { browser, email } = await signedUpCreator();
    const { token, body } = await storedSession(await signedInCookie(email));

    expect(body?.user?.email).toBe(email);
    expect(token).toEqual(expect.any(String));
    const me = await browser.call('/api/auth', { token: token ?? '' });
    expect(me.status).toBe(200);
    // With the documents to agree to, which only the session carries: this account (made through the API) has agreed to none.
    expect(body?.portalUser).toEqual({ status: 200, body: { ...me.body, consentsDue: ['terms', 'privacy'] } });
  });

  it('tells a banned user whose session is still open that they are banned, as GET /api/auth does', async () => {
    const { email } = await signedUpCreator();
    const cookie = await signedInCookie(email);
    // A ban written straight to the database, as a ban through the app, leaves the sessions open.
    await portal.database.db.update(users).set({ banned: true }).where(eq(users.email, email));

    const { body } = await storedSession(cookie);
    expect(body?.portalUser).toEqual({ status: 403, body: { message: 'User is banned', code: 'user-banned' } });
  });

  it('keeps the user (bank account, NRIC, passport) out of every cache', async () => {
    const { email, token } = await signedUpCreator();
    const me = await fetch(`${portal.baseUrl}/api/auth`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const session = await fetch(`${portal.baseUrl}/api/identity/get-session`, {
      headers: { ...origin, cookie: await signedInCookie(email) },
    });
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('no-store');
  });

  it('answers null, as before, without a session', async () => {
    expect(await storedSession('')).toEqual({ token: null, body: null });
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token', async () => {
    const response = await portal.client().call('/api/auth');
    expect(response).toEqual({ status: 401, body: { message: 'Please sign in', code: 'unauthenticated' } });
  });

  it('answers 401 for a tampered token', async () => {
    const { browser, token } = await signedUpCreator();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: 'someone-else' })).toString('base64url');
    expect((await browser.call('/api/auth', { token: `${header}.${forged}.${signature}` })).status).toBe(401);
  });

  it('answers 401 for a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('EdDSA');
    const token = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject('any')
      .setIssuer(TEST_PUBLIC_URL)
      .setAudience(TEST_PUBLIC_URL)
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await portal.client().call('/api/auth', { token })).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const { browser } = await signedUpCreator();
    const me = await browser.call('/api/auth', { token: await browser.token() });
    const past = Math.floor(Date.now() / 1000) - 60;
    const { token } = await (
      await portal.app.identity()
    ).api.signJWT({
      body: {
        payload: { sub: me.body?.id as string, iat: past - 900, exp: past, iss: TEST_PUBLIC_URL, aud: TEST_PUBLIC_URL },
      },
    });
    expect((await browser.call('/api/auth', { token })).status).toBe(401);
  });
});

describe('banned accounts', () => {
  it('refuses sign-in with the banned message and refuses still-valid tokens with 403 within seconds', async () => {
    const { browser, email, token } = await signedUpCreator();
    await banUser(portal.database.db, email, 'fake engagement');

    // A ban made outside the app (the CLI) reaches a token within the session check's cache time.
    await expect
      .poll(() => browser.call('/api/auth', { token }), { timeout: 10_000 })
      .toEqual({ status: 403, body: { message: 'User is banned', code: 'user-banned' } });

    const signIn = await portal.client().signIn(email, PASSWORD);
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({
      code: 'BANNED_USER',
      message:
        'Your account has been banned for violating previous campaign(s). To unban, email support@creatorportal.example',
      params: { email: 'support@creatorportal.example' },
    });

    await unbanUser(portal.database.db, email);
    expect((await portal.client().signIn(email, PASSWORD)).status).toBe(200);
  });
});

describe('passwords', () => {
  it('resets a forgotten password through the e-mailed link', async () => {
    const { email } = await signedUpCreator();
    const browser = portal.client();
    const request = await browser.call('/api/identity/request-password-reset', {
      body: { email, redirectTo: `${TEST_PUBLIC_URL}/reset-password` },
    });
    expect(request.status).toBe(200);
    await portal.app.identityWorkDone();
    const mail = portal.outbox.find((message) => message.to === email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toMatch(`${TEST_PUBLIC_URL}/reset-password?token=`);
    const token = new URL(link as string).searchParams.get('token');

    expect(
      (await browser.call('/api/identity/reset-password', { body: { token, newPassword: 'a-brand-new-secret' } }))
        .status,
    ).toBe(200);
    expect((await portal.client().signIn(email, PASSWORD)).status).toBe(401);
    expect((await portal.client().signIn(email, 'a-brand-new-secret')).status).toBe(200);
  });

  it('changes a password only when the current one is right', async () => {
    const { browser, email } = await signedUpCreator();
    const wrong = await browser.call('/api/identity/change-password', {
      body: { currentPassword: 'not-my-password', newPassword: 'another-secret-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.code).toBe('INVALID_PASSWORD');
    const right = await browser.call('/api/identity/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'another-secret-1' },
    });
    expect(right.status).toBe(200);
    expect((await portal.client().signIn(email, 'another-secret-1')).status).toBe(200);
  });
});

describe('sign-in throttle', () => {
  it('locks an account after repeated failures, even with the right password, without locking others', async () => {
    const { email } = await signedUpCreator();
    const attacker = portal.client();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await attacker.signIn(email, `guess-${attempt}`)).status).toBe(401);
    }
    const locked = await attacker.signIn(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body?.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);

    const other = await signedUpCreator();
    expect((await portal.client().signIn(other.email, PASSWORD)).status).toBe(200);
  });
});
