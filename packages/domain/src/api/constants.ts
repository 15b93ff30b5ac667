export const DUPLICATE_REQUEST_MESSAGE = 'Duplicate Request';
export const USER_BANNED_MESSAGE = 'User is banned';

/**
 * The codes of the error catalogue (`@portal/domain/errors`) that clients branch on, in a module
 * without the catalogue's words, for the web app's first load.
 */
export const API_ERROR_CODES = {
  unauthenticated: 'unauthenticated',
  banned: 'user-banned',
  forbidden: 'forbidden',
  notFound: 'not-found',
  userNotFound: 'user-not-found',
  duplicate: 'duplicate-request',
  tooLarge: 'payload-too-large',
  rateLimited: 'rate-limited',
  internal: 'internal',
  /** The server cannot answer for now (its database is unreachable): try again after Retry-After. */
  unavailable: 'unavailable',
} as const;

/**
 * The page's `<meta property="csp-nonce" nonce="...">` (Vite's name for it): the server draws a
 * nonce for each page and names it in the page's Content-Security-Policy; the web app gives it to
 * the <style> elements it adds, so those are allowed and no injected one is.
 */
export const CSP_NONCE_META_PROPERTY = 'csp-nonce';

/**
 * The page's `<meta name="session" content="none">`, there when the request for the page carried
 * no session cookie: the web app then knows the browser is signed out, without asking the server.
 */
export const NO_SESSION_META = { name: 'session', content: 'none' } as const;
