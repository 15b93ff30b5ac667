import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A token that carries its claims and proves the server made them: `{payload}.{signature}`, the
 * payload the claims' JSON in base64url, the signature an HMAC-SHA256 of `purpose` and the payload.
 * Tokens of different purposes signed with one secret never pass for each other.
 */
const sign = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}${payload}`).digest('base64url');

export function signClaims(secret: string, purpose: string, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/** The claims of a token signed for `purpose` with `secret`; null for anything forged, altered or malformed. */
export function readClaims(secret: string, purpose: string, token: string): Record<string, unknown> | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
