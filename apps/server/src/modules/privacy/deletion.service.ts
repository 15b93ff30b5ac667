import { and, eq, isNull } from 'drizzle-orm';
import type { ApiError } from '@portal/domain/api';
import { confirmsDeletion, type AccountDeletion, type DeletionRequest } from '@portal/domain/privacy';
import type { Db } from '../../db/client.ts';
import { changed } from '../../db/commits.ts';
import { accounts, sessions } from '../../db/schema/identity.ts';
import { accountDeletions } from '../../db/schema/privacy.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, errorBody, forbidden, notFound } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { deletionPending, type CurrentUser } from '../../plugins/bearer.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const deletionOf = (row: { requestedAt: Date; eraseAfter: Date }): AccountDeletion => ({
  requestedAt: row.requestedAt.toISOString(),
  eraseAfter: row.eraseAfter.toISOString(),
});

/** Whether `password` is the account's own (false for an account without one). */
async function isOwnPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return account?.hash ? verifyPassword({ hash: account.hash, password }) : false;
}

/**
 * A creator asks to delete their account: with their password (400 invalid-password) and their
 * e-mail typed again (400 deletion-confirmation-mismatch); nothing changes on a refusal. Every
 * session of theirs ends at once, on every instance (the after-commit hook forgets their tokens'
 * owner), and the account waits `graceDays`: signing in again offers only to cancel. Asked again
 * while it waits, the first request stands. Admins leave the back office another way (403).
 */
export async function requestDeletion(
  db: Db,
  user: CurrentUser,
  request: DeletionRequest,
  { graceDays, clock }: { graceDays: number; clock: Clock },
): Promise<AccountDeletion> {
  if (user.role === 'admin') throw forbidden();
  if (!(await isOwnPassword(db, user.id, request.password))) throw badRequest('invalid-password');
  if (!confirmsDeletion(request.confirmation, user.email)) throw badRequest('deletion-confirmation-mismatch');
  const now = clock();
  return db.transaction(async (tx) => {
    await tx
      .insert(accountDeletions)
      .values({ userId: user.id, requestedAt: now, eraseAfter: new Date(now.getTime() + graceDays * DAY_MS) })
      .onConflictDoNothing({ target: accountDeletions.userId });
    const [row] = await tx.select().from(accountDeletions).where(eq(accountDeletions.userId, user.id));
    if (!row || row.erasedAt) throw conflict('account-already-erased');
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    changed(tx, { type: 'user', userId: user.id });
    return deletionOf(row);
  });
}

/** When the caller's account will be erased; 404 no-deletion-pending when it is not waiting for it. */
export async function pendingDeletion(db: Db, userId: string): Promise<AccountDeletion> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)));
  if (!row) throw notFound('no-deletion-pending');
  return deletionOf(row);
}

/**
 * Cancels the deletion of the caller's account, which is then as it was (nothing is erased
 * before the grace period ends): every call is theirs again, at once on every instance. 404
 * no-deletion-pending when it was not waiting for it (or was erased meanwhile).
 */
export async function cancelDeletion(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const cancelled = await tx
      .delete(accountDeletions)
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)))
      .returning({ userId: accountDeletions.userId });
    if (cancelled.length === 0) throw notFound('no-deletion-pending');
    changed(tx, { type: 'user', userId });
  });
}

/**
 * What `GET /api/auth` answers, sent with a session, for an account waiting for its deletion (the
 * same refusal as every call of theirs); null for any other account, whose answer is the usual one.
 */
export async function deletionPendingAnswer(db: Db, userId: string): Promise<{ status: 403; body: ApiError } | null> {
  const [row] = await db
    .select({ eraseAfter: accountDeletions.eraseAfter })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)));
  if (!row) return null;
  return { status: 403, body: errorBody(deletionPending(row.eraseAfter)) };
}
