/** SPEC §9: identity tokens are refreshed proactively 5 minutes before expiry. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

const TOKEN_ENDPOINT = '/api/identity/token';

/** The token endpoint refused to hand out a token (typically 401 when there is no session). */
export class TokenRequestError extends Error {
  override readonly name = 'TokenRequestError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type TokenRequester = () => Promise<string>;

export interface TokenManager {
  /** A token with at least the refresh margin left, fetched only when needed. */
  getToken: () => Promise<string>;
  /** Keeps a token obtained another way (with the session) as if it had been fetched. */
  accept: (token: string) => void;
  /** Forgets the cached token and any fetch under way (on sign-in and sign-out). */
  clear: () => void;
}

interface CachedToken {
  value: string;
  expiresAtMs: number;
}

/** Reads the `exp` claim (seconds since the epoch) of a JWT, in milliseconds. */
export function readTokenExpiry(token: string): number {
  const payload = token.split('.')[1];
  if (!payload) {
    throw new Error('The identity token is not a JWT');
  }
  const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
  const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
  if (typeof claims !== 'object' || claims === null || !('exp' in claims) || typeof claims.exp !== 'number') {
    throw new Error('The identity token has no expiry');
  }
  return claims.exp * 1000;
}

async function requestIdentityToken(): Promise<string> {
  const response = await fetch(TOKEN_ENDPOINT, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    throw new TokenRequestError(response.status, response.statusText || `Token request failed (${response.status})`);
  }
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('token' in body) || typeof body.token !== 'string') {
    throw new TokenRequestError(response.status, 'The token answer holds no token');
  }
  return body.token;
}

export function createTokenManager(requestToken: TokenRequester = requestIdentityToken): TokenManager {
  let cached: CachedToken | null = null;
  let pending: Promise<string> | null = null;
  let generation = 0;

  const fetchAndCache = async (): Promise<string> => {
    const startedInGeneration = generation;
    const token = await requestToken();
    if (startedInGeneration === generation) {
      cached = { value: token, expiresAtMs: readTokenExpiry(token) };
    }
    return token;
  };

  return {
    getToken() {
      if (cached && cached.expiresAtMs - Date.now() >= TOKEN_REFRESH_MARGIN_MS) {
        return Promise.resolve(cached.value);
      }
      if (!pending) {
        const request = fetchAndCache().finally(() => {
          if (pending === request) {
            pending = null;
          }
        });
        pending = request;
      }
      return pending;
    },
    accept(token) {
      try {
        cached = { value: token, expiresAtMs: readTokenExpiry(token) };
      } catch {
        // Not a token it can read: the next call fetches one instead.
      }
    },
    clear() {
      cached = null;
      pending = null;
      generation += 1;
    },
  };
}

export const tokenManager = createTokenManager();
