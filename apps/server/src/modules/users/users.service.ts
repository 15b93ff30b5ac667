import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/identity.ts';

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

/** Bans a user: sign-in is refused, open sessions end, and the API refuses their tokens at once. */
export async function banUser(db: Db, email: string, reason: string | null): Promise<void> {
  const userId = await userIdByEmail(db, email);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ banned: true, banReason: reason, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

export async function unbanUser(db: Db, email: string): Promise<void> {
  const userId = await userIdByEmail(db, email);
  await db
    .update(users)
    .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setRole(db: Db, email: string, role: 'influencer' | 'admin'): Promise<void> {
  const userId = await userIdByEmail(db, email);
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function userExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return Boolean(row);
}
