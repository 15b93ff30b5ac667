/** What a token whose signature was checked says: whose it is, which session, until when. */
export interface VerifiedClaims {
  subject: string;
  sessionId: string | undefined;
  /** Epoch milliseconds: the token's expiry. */
  until: number;
}

/** How many verified tokens are remembered (a token is about a kilobyte). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Tokens whose signature and claims were verified, by the Authorization header that carried
 * them, each until it expires: a token is sent on every call, and checking its signature
 * costs more than the rest of a cached call. Whether its session still lives is checked apart
 * (token-owner-cache.ts).
 */
export function verifiedTokens() {
  const verified = new Map<string, VerifiedClaims>();
  return {
    /** The claims of a header verified before, while its token has not expired. */
    known: (authorization: string): VerifiedClaims | undefined => {
      const known = verified.get(authorization);
      if (known && known.until > Date.now()) return known;
      verified.delete(authorization);
      return undefined;
    },
    /** Keeps a header's claims until its token expires. */
    remember: (authorization: string, claims: VerifiedClaims) => {
      if (claims.until <= Date.now()) return;
      // Bounded: the oldest goes first.
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(authorization, claims);
    },
  };
}
