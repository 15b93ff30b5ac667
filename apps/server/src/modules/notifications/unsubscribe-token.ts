import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@portal/domain/notifications';

/** What an unsubscribe link names: whose e-mails of which kind it turns off. */
export interface UnsubscribeClaim {
  userId: string;
  kind: NotificationKind;
}

// The purpose is signed with the payload: no other token signed with the same secret (a file link) passes for one.
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/**
 * The token of a notification e-mail's unsubscribe link: `{payload}.{signature}`. It does not
 * expire: an old e-mail's link still works, and all it can do is turn one kind of e-mail off.
 */
export function unsubscribeToken(secret: string, { userId, kind }: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, k: kind })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** Whose e-mails of which kind a token turns off; null for anything forged or altered. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { u, k } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof u !== 'string' || !NOTIFICATION_KINDS.includes(k as NotificationKind)) return null;
    return { userId: u, kind: k as NotificationKind };
  } catch {
    return null;
  }
}
