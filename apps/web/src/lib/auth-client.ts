import { createAuthClient } from 'better-auth/client';

/** The identity provider (better-auth) is mounted on the same origin under this path. */
export const IDENTITY_BASE_PATH = '/api/identity';

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: IDENTITY_BASE_PATH,
  fetchOptions: {
    // Look fetch up on each call rather than once at start-up, so tests can stub it.
    customFetchImpl: (input, init) => fetch(input, init),
  },
});
