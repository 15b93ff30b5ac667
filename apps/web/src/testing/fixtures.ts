import type { User } from '@portal/domain/auth';
import { fakeJwt, type StubRoutes } from './fetch-stub';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ana@example.com',
    fullName: 'Ana Creator',
    role: 'influencer',
    contactNumber: '+60123456789',
    country: 'MY',
    referralCode: null,
    ...overrides,
  };
}

/** The identity provider with no stored session. */
export const noSessionRoutes: StubRoutes = {
  'GET /api/identity/get-session': { body: null },
};

/** A product API token for the signed-in user. */
export const tokenRoutes: StubRoutes = {
  'GET /api/identity/token': () => ({ body: { token: fakeJwt(Date.now() + FIFTEEN_MINUTES) } }),
};

/** A stored session whose user the product API knows. */
export function storedSessionRoutes(user: User = buildUser()): StubRoutes {
  return {
    'GET /api/identity/get-session': {
      body: {
        session: { id: 'session-1', userId: user.id, expiresAt: new Date(Date.now() + FIFTEEN_MINUTES).toISOString() },
        user: { id: user.id, email: user.email, name: user.fullName },
      },
    },
    ...tokenRoutes,
    'GET /api/auth': { body: user },
    'POST /api/identity/sign-out': { body: { success: true } },
  };
}
