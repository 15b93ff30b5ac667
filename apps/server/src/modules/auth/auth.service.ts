import { eq } from 'drizzle-orm';
import type { NewUser, User } from '@portal/domain/auth';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';

export async function findUser(db: Db, userId: string): Promise<User | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.name,
      role: users.role,
      contactNumber: profiles.contactNumber,
      country: profiles.country,
      referralCode: profiles.referralCode,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    ...row,
    role: row.role === 'admin' ? 'admin' : 'influencer',
    contactNumber: row.contactNumber ?? null,
    country: row.country ?? null,
    referralCode: row.referralCode ?? null,
  };
}

/** Creates (or, when the sign-up is retried, completes) the profile of a freshly signed-up user. */
export async function createProfile(db: Db, userId: string, newUser: NewUser): Promise<void> {
  const values = {
    contactNumber: newUser.contactNumber,
    country: newUser.country,
    referralCode: newUser.referralCode || null,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name: newUser.fullName, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values });
  });
}
