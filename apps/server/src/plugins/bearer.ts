import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/identity.ts';
import { forbidden, unauthenticated, userBanned } from '../lib/http-error.ts';
import { banInForce } from '../lib/bans.ts';
import { tokenOwnerCache, type TokenOwner } from './token-owner-cache.ts';
import { verifiedTokens, type VerifiedClaims } from './verified-tokens.ts';

export type Role = 'influencer' | 'admin';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** A hook that calls `done` at once when it can: it runs on every signed-in call. */
type OnRequest = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

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
    /** Reads the user's ban and role afresh on their next call, on every instance. */
    forgetTokenOwner: (userId: string) => Promise<void>;
    /** The signed-in scope's onRequest hook: requires a valid, unbanned bearer token and sets `request.user`. */
    authenticate: OnRequest;
    /** The back office's onRequest hook: as `authenticate`, and the user must be an admin. */
    requireAdmin: OnRequest;
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
    keySet = createLocalJWKSet(await (await app.identity()).api.getJwks());
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

    const cache = tokenOwnerCache(app.redis);
    const ownerColumns = {
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      banned: users.banned,
      banExpires: users.banExpires,
    };
    /**
     * The user a token speaks for, read fresh or from the short cache: bans and roles take effect
     * within SESSION_CHECK_CACHE_MS (token-owner-cache.ts) rather than when the token expires. A
     * token of the built-in identity service names its session, which must still be open: signing
     * out and changing or resetting the password end it. A ban keeps it, so that the user hears of the ban; the ban
     * itself refuses the call.
     */
    const readTokenOwner = async (subject: string, sessionId: string | undefined): Promise<TokenOwner | null> => {
      const cached = await cache.get(subject, sessionId ?? '');
      if (cached !== undefined) return cached;
      // A banned user hears that they are banned, whatever their session.
      const [row] = await options.db
        .select({ ...ownerColumns, sessionId: sessions.id })
        .from(users)
        .leftJoin(
          sessions,
          and(eq(sessions.id, sessionId ?? ''), eq(sessions.userId, users.id), gt(sessions.expiresAt, new Date())),
        )
        .where(eq(users.id, subject));
      const owner = row
        ? {
            id: row.id,
            email: row.email,
            name: row.name,
            role: row.role,
            banned: row.banned,
            banExpires: row.banExpires?.getTime() ?? null,
            sessionOpen: row.sessionId !== null,
          }
        : null;
      await cache.set(subject, sessionId ?? '', owner);
      return owner;
    };
    /**
     * Reads under way by user and session: the calls of one session arriving together (a page's
     * burst, or every open connection when its cache entry lapses) make one read, not one each.
     */
    const reading = new Map<string, Map<string, Promise<TokenOwner | null>>>();
    const tokenOwner = (subject: string, sessionId: string | undefined): Promise<TokenOwner | null> => {
      const ofUser = reading.get(subject) ?? new Map<string, Promise<TokenOwner | null>>();
      const running = ofUser.get(sessionId ?? '');
      if (running) return running;
      const read = readTokenOwner(subject, sessionId).finally(() => {
        if (ofUser.get(sessionId ?? '') !== read) return;
        ofUser.delete(sessionId ?? '');
        if (ofUser.size === 0 && reading.get(subject) === ofUser) reading.delete(subject);
      });
      ofUser.set(sessionId ?? '', read);
      reading.set(subject, ofUser);
      return read;
    };
    /** A change applied on the next call: that call reads afresh rather than join a read begun before it. */
    const forget = async (userId: string) => {
      reading.delete(userId);
      await cache.forget(userId);
    };

    /** Tokens verified before, so that a call's signature is checked once per token (its session apart: tokenOwner). */
    const verified = verifiedTokens();
    const claimsOf = async (authorization: string | undefined): Promise<VerifiedClaims> => {
      if (!authorization) throw unauthenticated();
      const known = verified.known(authorization);
      if (known) return known;
      const token = bearerToken(authorization);
      if (!token) throw unauthenticated();
      let claims: VerifiedClaims;
      try {
        const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, audience: options.audience });
        claims = {
          subject: payload.sub ?? '',
          // Only our identity service's sessions are ours to check; another provider's `sid` names one of its own.
          sessionId: !options.jwksUrl && typeof payload.sid === 'string' ? payload.sid : undefined,
          until: (payload.exp ?? 0) * 1000,
        };
      } catch (error) {
        app.log.debug({ err: error }, 'bearer token refused');
        throw unauthenticated();
      }
      // An external provider's sessions are its own business; ours must be named.
      if (!claims.subject || (!options.jwksUrl && !claims.sessionId)) throw unauthenticated();
      verified.remember(authorization, claims);
      return claims;
    };

    /** The caller a token's owner makes, or why not. */
    const userOf = (owner: TokenOwner | null, { sessionId }: VerifiedClaims): CurrentUser => {
      if (!owner) throw unauthenticated();
      if (banInForce(owner.banned, owner.banExpires)) throw userBanned();
      if (sessionId && !owner.sessionOpen) throw unauthenticated();
      return {
        id: owner.id,
        email: owner.email,
        name: owner.name,
        role: owner.role === 'admin' ? 'admin' : 'influencer',
      };
    };
    const verifyBearer = async (authorization: string | null | undefined): Promise<CurrentUser> => {
      const claims = await claimsOf(authorization ?? undefined);
      return userOf(await tokenOwner(claims.subject, claims.sessionId), claims);
    };
    /**
     * The caller when nothing needs waiting for (a token verified before, whose owner this process
     * read within SESSION_CHECK_CACHE_MS), or undefined: the same checks as verifyBearer, without
     * the promises most calls would not need.
     */
    const knownUser = (authorization: string | undefined): CurrentUser | undefined => {
      const claims = authorization && cache.peek ? verified.known(authorization) : undefined;
      const owner = claims && cache.peek?.(claims.subject, claims.sessionId ?? '');
      return claims && owner !== undefined ? userOf(owner, claims) : undefined;
    };
    const authenticate: OnRequest = (request, _reply, done) => {
      let known: CurrentUser | undefined;
      try {
        known = knownUser(request.headers.authorization);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (known) {
        request.user = known;
        done();
        return;
      }
      verifyBearer(request.headers.authorization).then((user) => {
        request.user = user;
        done();
      }, done);
    };

    app.decorate('verifyBearer', verifyBearer);
    app.decorate('forgetTokenOwner', forget);
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', ((request, reply, done) => {
      authenticate(request, reply, (error) => {
        if (error) done(error);
        else done(request.user?.role === 'admin' ? undefined : forbidden());
      });
    }) satisfies OnRequest);
  },
  { name: 'bearer', dependencies: ['identity', 'redis'] },
);

/** The signed-in user of a route in a guarded scope. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
