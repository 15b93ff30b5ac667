import { NO_SESSION_META } from '@portal/domain/routes';

/** The identity provider (better-auth) is mounted on the same origin under this path. */
export const IDENTITY_BASE_PATH = '/api/identity';

/** better-auth sends the session's API token along with the session, in this header. */
const SESSION_TOKEN_HEADER = 'set-auth-jwt';

/** Why the identity provider refused a call. */
export interface IdentityFailure {
  code?: string | undefined;
  message?: string | undefined;
  /** What a refusal of the portal's own names (its error's `params`), e.g. the minutes to wait. */
  params?: Readonly<Record<string, string | number>> | undefined;
  status: number;
  statusText: string;
}

export type IdentityAnswer<Data> = { data: Data; error: null } | { data: null; error: IdentityFailure };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function failureOf(response: Response, body: unknown): IdentityFailure {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const field = (name: 'code' | 'message') => (typeof fields[name] === 'string' ? fields[name] : undefined);
  const params = typeof fields.params === 'object' && fields.params !== null ? fields.params : undefined;
  return {
    code: field('code'),
    message: field('message'),
    params: params as IdentityFailure['params'],
    status: response.status,
    statusText: response.statusText,
  };
}

/**
 * One call to the identity provider's HTTP API, as its own client makes it (JSON in and out, the
 * session cookie sent along), answering its data or why it was refused. A few lines of fetch
 * instead of better-auth's client keep its 30 KB out of every page's first load.
 */
async function identityCall<Data>(path: string, body?: object): Promise<IdentityAnswer<Data>> {
  const response = await fetch(`${IDENTITY_BASE_PATH}${path}`, {
    method: body ? 'POST' : 'GET',
    credentials: 'same-origin',
    headers: body ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await readJson(response);
  return response.ok ? { data: answer as Data, error: null } : { data: null, error: failureOf(response, answer) };
}

/** The stored session, if any, with what the provider hands out along with it. */
export interface StoredSession {
  signedIn: boolean;
  /** The API token (better-auth's jwt plugin sends it in a header). */
  token: string | null;
  /** What `GET /api/auth` would answer this session's user: its status and body (the server adds it). */
  portalUser: unknown;
}

/**
 * The session as the app starts: asked for already (its answer, null when the asking failed), or
 * `'none'` when the page says its request carried no session cookie, so there is none to ask for.
 */
export type SessionAtStart = Promise<StoredSession | null> | 'none';

/** Whether the server marked this page as asked for without a session cookie (its plugins/web.ts). */
export function pageSaysNoSession(): boolean {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${NO_SESSION_META.name}"]`);
  return meta?.content === NO_SESSION_META.content;
}

export async function getSession(): Promise<StoredSession> {
  const response = await fetch(`${IDENTITY_BASE_PATH}/get-session`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const session = response.ok ? await readJson(response) : null;
  return {
    signedIn: session !== null,
    token: response.headers.get(SESSION_TOKEN_HEADER),
    portalUser: typeof session === 'object' && session !== null && 'portalUser' in session ? session.portalUser : null,
  };
}

export const identityClient = {
  signInEmail: (body: { email: string; password: string }) => identityCall<unknown>('/sign-in/email', body),
  signUpEmail: (body: { email: string; password: string; name: string }) =>
    identityCall<unknown>('/sign-up/email', body),
  signOut: () => identityCall<unknown>('/sign-out', {}),
  changePassword: (body: {
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
    revokeOtherSessions: boolean;
  }) => identityCall<unknown>('/change-password', body),
  requestPasswordReset: (body: { email: string; redirectTo: string }) =>
    identityCall<unknown>('/request-password-reset', body),
  resetPassword: (body: { newPassword: string; token: string }) => identityCall<unknown>('/reset-password', body),
};
