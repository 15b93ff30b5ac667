import { count, desc, eq } from 'drizzle-orm';
import type { SignInPage } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { signIns } from '../../db/schema/privacy.ts';

/** The longest browser description kept: enough to name it, not a way to fill the table. */
const MAX_USER_AGENT_LENGTH = 512;

/** Records one sign-in (or the session a sign-up opens): when, from which address, with which browser. */
export async function recordSignIn(
  db: Db,
  signIn: { userId: string; ipAddress?: string | null; userAgent?: string | null },
): Promise<void> {
  await db.insert(signIns).values({
    userId: signIn.userId,
    ipAddress: signIn.ipAddress || null,
    userAgent: signIn.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null,
  });
}

/** The person's own sign-ins, newest first, a page at a time. */
export async function listSignIns(
  db: Db,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<SignInPage> {
  const own = eq(signIns.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ at: signIns.at, ipAddress: signIns.ipAddress, userAgent: signIns.userAgent })
      .from(signIns)
      .where(own)
      .orderBy(desc(signIns.at), desc(signIns.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(signIns).where(own),
  ]);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total?.total ?? 0,
    page,
    pageSize,
  };
}
