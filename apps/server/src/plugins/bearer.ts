import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { forbidden, unauthenticated, userBanned } from '../lib/http-error.ts';

export type Role = 'influencer' | 'admin';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export interface BearerOptions {
  db: Db;
  issuer: string;
  audience: string;
  /** An external identity provider's JWKS; the built-in identity service's keys otherwise. */
  jwksUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The user of an `Authorization: Bearer` header; throws 401/403 like `authenticate`. */
    verifyBearer: (authorization: string | null | undefined) => Promise<CurrentUser>;
    /** preHandler: requires a valid, unbanned bearer token and sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: as `authenticate`, and the user must be an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

/**
 * The built-in identity service's public keys, reloaded when a token names a key not seen yet
 * (a rotation), and not more than once a minute.
 */
function builtInKeySet(app: FastifyInstance): JWTVerifyGetKey {
  let keySet: JWTVerifyGetKey | null = null;
  let loadedAt = 0;
  const load = async () => {
    keySet = createLocalJWKSet(await app.identity.api.getJwks());
    loadedAt = Date.now();
    return keySet;
  };
  return async (header, token) => {
    const current = keySet ?? (await load());
    try {
      return await current(header, token);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - loadedAt < 60_000) throw error;
      return (await load())(header, token);
    }
  };
}

function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const bearerPlugin = fp(
  async (app: FastifyInstance, options: BearerOptions) => {
    const keys = options.jwksUrl ? createRemoteJWKSet(new URL(options.jwksUrl)) : builtInKeySet(app);
    app.decorateRequest('user', null);

    const verifyBearer = async (authorization: string | null | undefined): Promise<CurrentUser> => {
      const token = bearerToken(authorization);
      if (!token) throw unauthenticated();
      let subject: string | undefined;
      try {
        const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, audience: options.audience });
        subject = payload.sub;
      } catch (error) {
        app.log.debug({ err: error }, 'bearer token refused');
        throw unauthenticated();
      }
      if (!subject) throw unauthenticated();
      // The token is trusted for who the caller is; bans and roles are read fresh, so a ban
      // takes effect on the next call rather than when the token expires.
      const [row] = await options.db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          banned: users.banned,
          banExpires: users.banExpires,
        })
        .from(users)
        .where(eq(users.id, subject));
      if (!row) throw unauthenticated();
      if (row.banned && (!row.banExpires || row.banExpires.getTime() > Date.now())) throw userBanned();
      return { id: row.id, email: row.email, name: row.name, role: row.role === 'admin' ? 'admin' : 'influencer' };
    };
    const authenticate = async (request: FastifyRequest) => {
      request.user = await verifyBearer(request.headers.authorization);
    };

    app.decorate('verifyBearer', verifyBearer);
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user?.role !== 'admin') throw forbidden();
    });
  },
  { name: 'bearer', dependencies: ['identity'] },
);

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
