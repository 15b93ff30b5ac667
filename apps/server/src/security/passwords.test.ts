import { and, eq, sql } from 'drizzle-orm';
import { hashPassword as betterAuthScrypt } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../db/schema/identity.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let portal: TestApp;
beforeAll(async () => {
  // The hashes a production server makes, not the test-sized ones of the other test apps.
  portal = await startTestApp({ PASSWORD_HASH_COST: 'standard' });
});
afterAll(() => portal.close());

let sequence = 0;
const freshEmail = (local = 'creator') => `${local}-${Date.now()}-${++sequence}@example.com`;

const COMMON = { code: 'COMMON_PASSWORD', message: 'This password is too common. Please choose another.' };
const HOLDS_EMAIL = { code: 'PASSWORD_CONTAINS_EMAIL', message: 'Your password must not contain your e-mail address.' };

async function storedHash(email: string): Promise<string> {
  const [row] = await portal.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email), eq(accounts.providerId, 'credential')));
  return row?.password ?? '';
}

describe('a new password', () => {
  it.each([
    ['a common password', 'password123', COMMON],
    ['a common password in capitals', 'PASSWORD123', COMMON],
    ['the e-mail address', '', HOLDS_EMAIL],
  ])('at sign-up refuses %s and creates no account', async (_case, given, problem) => {
    const email = freshEmail('sunflower');
    const answer = await portal.client().signUp(email, given || `${email}!`);
    expect(answer).toEqual({ status: 400, body: problem });
    expect(await portal.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("at sign-up refuses one that holds the address's local part", async () => {
    const email = freshEmail('sunflower');
    expect(await portal.client().signUp(email, `my-${email.split('@')[0]}-pw`)).toEqual({
      status: 400,
      body: HOLDS_EMAIL,
    });
  });

  it('when changing it refuses a common one and keeps the old', async () => {
    const account = await portal.account();
    const answer = await account.browser.call('/api/identity/change-password', {
      body: { currentPassword: 'a-good-password', newPassword: 'iloveyou1' },
    });
    expect(answer).toEqual({ status: 400, body: COMMON });
    expect((await portal.client().signIn(account.email, 'a-good-password')).status).toBe(200);
  });

  it.each([
    ['new passwords that do not match', 'a-fresh-good-secret', 'another-fresh-secret'],
    ['a common one', 'iloveyou1', 'iloveyou1'],
    ['a short one', 'short', 'short'],
  ])('when changing it re-checks the current password before refusing %s', async (_case, newPassword, confirmation) => {
    const account = await portal.account();
    const change = (currentPassword: string) =>
      account.browser.call('/api/identity/change-password', {
        body: { currentPassword, newPassword, confirmPassword: confirmation },
      });
    expect(await change('not-the-password')).toEqual({
      status: 400,
      body: { code: 'INVALID_PASSWORD', message: 'Invalid password' },
    });
    expect((await change('a-good-password')).body?.code).not.toBe('INVALID_PASSWORD');
    expect((await portal.client().signIn(account.email, 'a-good-password')).status).toBe(200);
  });

  it('when changing it refuses new passwords that do not match once the current one is right', async () => {
    const account = await portal.account();
    const answer = await account.browser.call('/api/identity/change-password', {
      body: {
        currentPassword: 'a-good-password',
        newPassword: 'a-fresh-good-secret',
        confirmPassword: 'a-fresh-good-secre',
      },
    });
    expect(answer).toEqual({
      status: 422,
      body: { code: 'NEW_PASSWORDS_DO_NOT_MATCH', message: 'New passwords do not match' },
    });
    expect((await portal.client().signIn(account.email, 'a-good-password')).status).toBe(200);
  });

  it('at reset refuses the e-mail address, and the link still works for a good one', async () => {
    const account = await portal.account();
    const browser = portal.client();
    const token = await portal.resetLinkToken(account.email);
    const refused = await browser.call('/api/identity/reset-password', {
      body: { token, newPassword: account.email.toUpperCase() },
    });
    expect(refused).toEqual({ status: 400, body: HOLDS_EMAIL });
    const accepted = await browser.call('/api/identity/reset-password', {
      body: { token, newPassword: 'a-fresh-good-secret' },
    });
    expect(accepted.status).toBe(200);
  });
});

describe('stored passwords', () => {
  it('are hashed with Argon2id at 19 MiB and 2 passes', async () => {
    const account = await portal.account();
    expect(await storedHash(account.email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('made before (better-auth scrypt) still sign in, and are upgraded to Argon2id then', async () => {
    const account = await portal.account();
    const legacy = await betterAuthScrypt('an-older-good-secret');
    await portal.database.db.update(accounts).set({ password: legacy }).where(eq(accounts.userId, account.id));

    expect((await portal.client().signIn(account.email, 'an-older-good-secret')).status).toBe(200);
    await expect.poll(() => storedHash(account.email)).toMatch(/^\$argon2id\$/);
    expect((await portal.client().signIn(account.email, 'an-older-good-secret')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('end 30 days after they began, however recently they were used', async () => {
    const account = await portal.account();
    expect((await account.browser.call('/api/identity/get-session')).body).not.toBeNull();
    await portal.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'`, expiresAt: sql`now() + interval '7 days'` })
      .where(eq(sessions.userId, account.id));

    expect((await account.browser.call('/api/identity/get-session')).body).toBeNull();
    expect((await account.browser.call('/api/identity/token')).status).toBe(401);
    await expect.poll(async () => (await account.call('/api/auth')).status, { timeout: 5_000 }).toBe(401);
  });

  it('of 29 days still work', async () => {
    const account = await portal.account();
    await portal.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '29 days'` })
      .where(eq(sessions.userId, account.id));
    expect((await account.browser.call('/api/identity/token')).status).toBe(200);
  });
});
