import { NOTIFICATION_KINDS, type NotificationKind } from '@portal/domain/notifications';
import { readClaims, signClaims } from '../../lib/signed-token.ts';

/** What an unsubscribe link names: whose e-mails of which kind it turns off. */
export interface UnsubscribeClaim {
  userId: string;
  kind: NotificationKind;
}

// The purpose is signed with the payload: no other token signed with the same secret (a file link) passes for one.
const PURPOSE = 'unsubscribe:';

/**
 * The token of a notification e-mail's unsubscribe link: `{payload}.{signature}`. It does not
 * expire: an old e-mail's link still works, and all it can do is turn one kind of e-mail off.
 */
export function unsubscribeToken(secret: string, { userId, kind }: UnsubscribeClaim): string {
  return signClaims(secret, PURPOSE, { u: userId, k: kind });
}

/** Whose e-mails of which kind a token turns off; null for anything forged or altered. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const claims = readClaims(secret, PURPOSE, token);
  if (!claims || typeof claims.u !== 'string' || !NOTIFICATION_KINDS.includes(claims.k as NotificationKind)) {
    return null;
  }
  return { userId: claims.u, kind: claims.k as NotificationKind };
}
