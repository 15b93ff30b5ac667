import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { changed, committed } from '../../db/commits.ts';
import { sessions, userBans, users } from '../../db/schema/identity.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { bannedNow } from './influencers.service.ts';

export class UnknownUserError extends Error {
  constructor(email: string) {
    super(`No user with the e-mail ${email}`);
  }
}

async function userIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!row) throw new UnknownUserError(email);
  return row.id;
}

/**
 * Bans a user: sign-in is refused and the API refuses their tokens at once. Their open sessions
 * stay until the ban is lifted, so that a reload or a token renewal tells them they are banned
 * instead of silently signing them out; a banned session can change nothing (plugins/identity.ts).
 * The ban joins their history (a ban already in force is replaced by this one).
 */
async function ban(tx: Tx, userId: string, reason: string | null, bannedBy: string | null): Promise<void> {
  await tx
    .update(users)
    .set({ banned: true, banReason: reason, banExpires: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await liftOpenBans(tx, userId, bannedBy);
  await tx.insert(userBans).values({ userId, reason, bannedBy });
  changed(tx, { type: 'user', userId });
}

/**
 * Lifts a user's ban; its reason stays in their history. The sessions the ban stopped end: a
 * banned user cannot open one, so every session they have dates from before the ban.
 */
async function unban(tx: Tx, userId: string, liftedBy: string | null): Promise<void> {
  const [user] = await tx.select({ banned: users.banned }).from(users).where(eq(users.id, userId)).for('update');
  if (user?.banned) await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .update(users)
    .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await liftOpenBans(tx, userId, liftedBy);
  changed(tx, { type: 'user', userId });
}

const liftOpenBans = (tx: Tx, userId: string, liftedBy: string | null) =>
  tx
    .update(userBans)
    .set({ liftedAt: new Date(), liftedBy })
    .where(and(eq(userBans.userId, userId), isNull(userBans.liftedAt)));

/** Bans a user by e-mail (the CLI). */
export async function banUser(db: Db, email: string, reason: string | null): Promise<void> {
  const userId = await userIdByEmail(db, email);
  await db.transaction((tx) => ban(tx, userId, reason, null));
}

export async function unbanUser(db: Db, email: string): Promise<void> {
  const userId = await userIdByEmail(db, email);
  await db.transaction((tx) => unban(tx, userId, null));
}

/** An admin bans a user by id (the back office): 404 for an unknown user, 400 for an admin. */
export async function banUserById(
  db: Db,
  userId: string,
  reason: string,
  adminId: string | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('user-not-found');
    if (user.role === 'admin') throw badRequest('admins-cannot-be-banned');
    await ban(tx, userId, reason, adminId);
  });
}

/** Lifts a user's ban, by id (by `adminId`); 404 for an unknown user. Lifting no ban changes nothing. */
export async function unbanUserById(db: Db, userId: string, adminId: string | null = null): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('user-not-found');
  await db.transaction((tx) => unban(tx, userId, adminId));
}

export async function setRole(db: Db, email: string, role: 'influencer' | 'admin'): Promise<void> {
  const userId = await userIdByEmail(db, email);
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
  await committed(db, [{ type: 'user', userId }]);
}

/** Whether the user is banned now (a ban with an end passed is none); false for no such user. */
export async function isBanned(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ banned: bannedNow }).from(users).where(eq(users.id, userId));
  return row?.banned ?? false;
}

export async function userExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return Boolean(row);
}
