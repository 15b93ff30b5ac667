import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_ACCOUNT_NAME } from '@portal/domain/privacy';
import { accounts, sessions, users } from '../../db/schema/identity.ts';
import { accountDeletions, auditEvents } from '../../db/schema/privacy.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { diskBlobStore } from '../uploads/blob-store.ts';
import { cancelDeletion } from './deletion.service.ts';
import { eraseDueAccounts } from './erase.service.ts';

const PASSWORD = 'a-good-password';
const DAY = 24 * 60 * 60 * 1000;

const now = new Date('2026-12-08T09:00:00.000Z');
const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deletion-'));
const store = diskBlobStore(storeDir);
let portal: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  portal = await startTestApp({}, { clock: () => now, blobStore: store });
  admin = await portal.account('admin');
});
afterAll(async () => {
  await portal.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

/** A creator with a profile, as after Getting started. */
async function creator(): Promise<TestAccount> {
  const account = await portal.account('influencer', 'Nur Aisyah Binti Kamal');
  await portal.database.db.insert(profiles).values({ userId: account.id, contactNumber: '+60123456789' });
  return account;
}

const deletionRow = async (userId: string) =>
  (await portal.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)))[0];

/** Signs in again with the password, as the sign-in page does; answers the new API token and the session's user answer. */
async function signInAgain(email: string, password = PASSWORD) {
  const browser = portal.client();
  const signIn = await browser.signIn(email, password);
  if (signIn.status !== 200) return { status: signIn.status, token: null, portalUser: null, browser };
  const session = await browser.call('/api/identity/get-session');
  const token = await browser.token();
  return { status: 200, token, portalUser: session.body?.portalUser, browser };
}

const withToken =
  (token: string) =>
  (url: string, init: { method?: string; body?: unknown } = {}) =>
    portal.client().call(url, { ...init, token });

describe('asking to delete one’s account', () => {
  it('refuses a wrong password or a wrong confirmation with a clear message, and changes nothing', async () => {
    const me = await creator();
    const wrongPassword = await me.call('/api/me/deletion', {
      body: { password: 'not-my-password', confirmation: me.email },
    });
    expect(wrongPassword).toMatchObject({
      status: 400,
      body: { code: 'invalid-password', message: 'Password provided is incorrect' },
    });
    const wrongConfirmation = await me.call('/api/me/deletion', {
      body: { password: PASSWORD, confirmation: 'someone-else@example.com' },
    });
    expect(wrongConfirmation).toMatchObject({
      status: 400,
      body: {
        code: 'deletion-confirmation-mismatch',
        message: 'Type the e-mail address of your account exactly to confirm',
      },
    });
    const empty = await me.call('/api/me/deletion', { body: { password: PASSWORD, confirmation: '  ' } });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Type your e-mail address to confirm' } });

    expect(await deletionRow(me.id)).toBeUndefined();
    expect((await me.call('/api/auth')).status).toBe(200);
    expect(await me.call('/api/me/deletion')).toMatchObject({ status: 404, body: { code: 'no-deletion-pending' } });

    // Guessing the password goes no further than a few tries.
    const guess = () => me.call('/api/me/deletion', { body: { password: 'guess', confirmation: me.email } });
    expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(400);
    expect(await guess()).toMatchObject({ status: 429, body: { code: 'rate-limited' } });
    expect(await deletionRow(me.id)).toBeUndefined();
  });

  it('ends every session at once; signing in again offers only to cancel, which restores the account', async () => {
    const me = await creator();
    const otherDevice = await signInAgain(me.email);
    expect(otherDevice.status).toBe(200);

    // The e-mail typed in another case, with spaces, still confirms.
    const asked = await me.call('/api/me/deletion', {
      body: { password: PASSWORD, confirmation: `  ${me.email.toUpperCase()} ` },
    });
    expect(asked).toEqual({
      status: 200,
      body: { requestedAt: now.toISOString(), eraseAfter: new Date(now.getTime() + 14 * DAY).toISOString() },
    });
    expect(await portal.database.db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    // Both devices' tokens are refused at once: their sessions are gone.
    expect((await me.call('/api/auth')).status).toBe(401);
    expect((await withToken(otherDevice.token ?? '')('/api/task')).status).toBe(401);

    const again = await signInAgain(me.email);
    expect(again.status).toBe(200);
    const pending = { code: 'account-deletion-pending', params: { date: '2026-12-22' } };
    expect(again.portalUser).toMatchObject({ status: 403, body: pending });
    const call = withToken(again.token ?? '');
    for (const url of ['/api/auth', '/api/task', '/api/notifications', '/api/referral/task']) {
      expect(await call(url), url).toMatchObject({ status: 403, body: pending });
    }
    expect(await call('/api/me/deletion')).toMatchObject({
      status: 200,
      body: { eraseAfter: new Date(now.getTime() + 14 * DAY).toISOString() },
    });

    expect((await call('/api/me/deletion', { method: 'DELETE' })).status).toBe(204);
    expect(await deletionRow(me.id)).toBeUndefined();
    const restored = await call('/api/auth');
    expect(restored).toMatchObject({
      status: 200,
      body: { id: me.id, email: me.email, fullName: 'Nur Aisyah Binti Kamal', contactNumber: '+60123456789' },
    });
    expect((await call('/api/me/deletion', { method: 'DELETE' })).status).toBe(404);
    // Nothing waits to be erased any more, whenever the job runs.
    expect(await eraseDueAccounts(portal.database.db, store, { now: new Date(now.getTime() + 30 * DAY) })).toBe(0);
    expect((await call('/api/auth')).status).toBe(200);
  });

  it('refuses their tokens on every instance, at once where the instances share Redis', async () => {
    const me = await creator();
    const second = await startTestApp({}, { database: portal.database, clock: () => now, blobStore: store });
    try {
      const onSecond = (token: string) => second.client().call('/api/auth', { token });
      expect((await onSecond(me.token)).status).toBe(200);
      await me.call('/api/me/deletion', { body: { password: PASSWORD, confirmation: me.email } });
      // The second instance held the token's owner: it reads them afresh within the version's lifetime (3 s without Redis).
      await expect.poll(async () => (await onSecond(me.token)).status, { timeout: 5_000 }).toBe(401);
    } finally {
      await second.close();
      // Not left waiting for the erasure the next test runs the job for.
      await cancelDeletion(portal.database.db, me.id);
    }
  });

  it('waits as many days as ACCOUNT_DELETION_GRACE_DAYS says', async () => {
    const shorter = await startTestApp(
      { ACCOUNT_DELETION_GRACE_DAYS: '3' },
      { database: portal.database, clock: () => now, blobStore: store },
    );
    try {
      const me = await creator();
      const asked = await shorter.client().call('/api/me/deletion', {
        token: me.token,
        body: { password: PASSWORD, confirmation: me.email },
      });
      expect(asked).toMatchObject({
        status: 200,
        body: { eraseAfter: new Date(now.getTime() + 3 * DAY).toISOString() },
      });
      await cancelDeletion(portal.database.db, me.id);
    } finally {
      await shorter.close();
    }
  });

  it('erases the account once the grace period has passed, and not before', async () => {
    const me = await creator();
    await me.call('/api/me/deletion', { body: { password: PASSWORD, confirmation: me.email } });
    const { db } = portal.database;

    expect(await eraseDueAccounts(db, store, { now: new Date(now.getTime() + 14 * DAY - 60_000) })).toBe(0);
    expect((await signInAgain(me.email)).status).toBe(200);

    expect(await eraseDueAccounts(db, store, { now: new Date(now.getTime() + 14 * DAY) })).toBe(1);
    const [user] = await db.select().from(users).where(eq(users.id, me.id));
    expect(user).toMatchObject({ name: ERASED_ACCOUNT_NAME, email: `deleted-${me.id}@deleted.invalid`, image: null });
    expect(await db.select().from(accounts).where(eq(accounts.userId, me.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, me.id))).toEqual([]);
    expect((await deletionRow(me.id))?.erasedAt).toEqual(new Date(now.getTime() + 14 * DAY));
    expect((await signInAgain(me.email)).status).toBe(401);
    // A second run finds nothing more to do.
    expect(await eraseDueAccounts(db, store, { now: new Date(now.getTime() + 15 * DAY) })).toBe(0);
  });

  it('is for creators: an admin is refused', async () => {
    const other = await portal.account('admin');
    const answer = await other.call('/api/me/deletion', { body: { password: PASSWORD, confirmation: other.email } });
    expect(answer.status).toBe(403);
    expect(await deletionRow(other.id)).toBeUndefined();
  });
});

describe('the back office erasing an account at once', () => {
  it('is for admins only', async () => {
    const me = await creator();
    const other = await creator();
    const refused = await other.call(`/api/admin/influencers/${me.id}/erase`, { body: { reason: 'Asked by e-mail' } });
    expect(refused.status).toBe(403);
    expect(
      (await portal.client().call(`/api/admin/influencers/${me.id}/erase`, { body: { reason: 'x' } })).status,
    ).toBe(401);
    expect((await me.call('/api/auth')).status).toBe(200);
  });

  it('erases with a reason, in the audit trail; the creator cannot sign in or call anything again', async () => {
    const me = await creator();
    const { db } = portal.database;
    const noReason = await admin.call(`/api/admin/influencers/${me.id}/erase`, { body: { reason: ' ' } });
    expect(noReason).toMatchObject({
      status: 400,
      body: { message: 'Please give the reason for erasing this account' },
    });
    expect(await admin.call('/api/admin/influencers/nobody/erase', { body: { reason: 'Asked' } })).toMatchObject({
      status: 404,
      body: { code: 'user-not-found' },
    });
    expect(await admin.call(`/api/admin/influencers/${admin.id}/erase`, { body: { reason: 'Asked' } })).toMatchObject({
      status: 400,
      body: { code: 'admins-cannot-be-erased' },
    });

    const erased = await admin.call(`/api/admin/influencers/${me.id}/erase`, {
      body: { reason: 'Creator asked by e-mail on 7 December' },
    });
    expect(erased.status).toBe(204);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, me.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'account.erased',
        subjectType: 'user',
        detail: { reason: 'Creator asked by e-mail on 7 December' },
      }),
    ]);
    expect(await deletionRow(me.id)).toMatchObject({ requestedBy: admin.id, erasedAt: now });
    expect((await me.call('/api/auth')).status).toBe(401);
    expect((await signInAgain(me.email)).status).toBe(401);
    expect(await admin.call(`/api/admin/influencers/${me.id}/erase`, { body: { reason: 'Again' } })).toMatchObject({
      status: 409,
      body: { code: 'account-already-erased' },
    });
  });

  it('erases at once an account waiting for its grace period to end', async () => {
    const me = await creator();
    await me.call('/api/me/deletion', { body: { password: PASSWORD, confirmation: me.email } });
    expect((await admin.call(`/api/admin/influencers/${me.id}/erase`, { body: { reason: 'Asked' } })).status).toBe(204);
    expect(await deletionRow(me.id)).toMatchObject({ requestedBy: null, erasedAt: now });
    expect((await signInAgain(me.email)).status).toBe(401);
  });
});
