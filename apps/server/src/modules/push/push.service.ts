import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';

/** The devices one person receives push on; subscribing another drops the oldest (each push posts to every one). */
export const MAX_DEVICES = 10;

/**
 * Saves the browser's subscription for `userId`. A browser has one subscription whoever is signed
 * in, so an endpoint saved for someone else (who signed out and let another sign in on the same
 * browser) becomes this person's: the previous one's notifications stop reaching a device that is
 * no longer theirs.
 */
export async function saveSubscription(db: Db, userId: string, subscription: PushSubscriptionInput) {
  const keys = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...keys })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...keys, createdAt: new Date() } });
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_DEVICES);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Removes one of `userId`'s own subscriptions; another person's endpoint is left as it is. */
export async function removeSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
