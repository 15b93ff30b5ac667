import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/identity.ts';
import { forbidden, unauthenticated, userBanned } from '../lib/http-error.ts';

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

/** How long a token's user and session may be served from the cache: a revoked session dies within it. */
const SESSION_CHECK_CACHE_MS = 3_000;

interface TokenOwner {
  id: string;
  email: string;
  name: string;
  role: string;
  banned: boolean;
  /** Epoch milliseconds, or null for a ban without end. */
  banExpires: number | null;
  /** The session the token names is still open. */
  sessionOpen: boolean;
}

interface CachedOwner {
  owner: TokenOwner | null;
  /** Epoch milliseconds after which it must be read again. */
  until: number;
}

/**
 * Who a token's session belongs to, remembered for SESSION_CHECK_CACHE_MS per user and session:
 * in Redis when the instances share one (a session ended through any instance is forgotten by
 * all within that time), else in this process. `forget` drops a user's entries at once, for a
 * change the back office makes and promises to apply on the next call (a ban).
 */
function ownerCache(redis: Redis | null) {
  const fresh = (entry: CachedOwner | undefined) => (entry && entry.until > Date.now() ? entry.owner : undefined);
  if (redis) {
    const keyOf = (userId: string) => `portal:token-owner:${userId}`;
    return {
      get: async (userId: string, sessionId: string) => {
        const cached = await redis.hget(keyOf(userId), sessionId).catch(() => null);
        return fresh(cached ? (JSON.parse(cached) as CachedOwner) : undefined);
      },
      set: async (userId: string, sessionId: string, owner: TokenOwner | null) => {
        const entry: CachedOwner = { owner, until: Date.now() + SESSION_CHECK_CACHE_MS };
        await redis
          .multi()
          .hset(keyOf(userId), sessionId, JSON.stringify(entry))
          .pexpire(keyOf(userId), SESSION_CHECK_CACHE_MS)
          .exec()
          .catch(() => undefined);
      },
      forget: async (userId: string) => {
        // Unreachable, Redis serves no stale entry either: every read falls back to the database.
        await redis.del(keyOf(userId)).catch(() => undefined);
      },
    };
  }
  const entries = new Map<string, Map<string, CachedOwner>>();
  const peek = (userId: string, sessionId: string) => fresh(entries.get(userId)?.get(sessionId));
  return {
    /** As `get`, without waiting: only this process's cache has it. */
    peek,
    get: async (userId: string, sessionId: string) => peek(userId, sessionId),
    set: async (userId: string, sessionId: string, owner: TokenOwner | null) => {
      // Bounded: a burst of distinct users cannot grow it without end.
      if (entries.size >= 10_000) entries.clear();
      const sessionsOfUser = entries.get(userId) ?? new Map<string, CachedOwner>();
      sessionsOfUser.set(sessionId, { owner, until: Date.now() + SESSION_CHECK_CACHE_MS });
      entries.set(userId, sessionsOfUser);
    },
    forget: async (userId: string) => {
      entries.delete(userId);
    },
  };
}

interface VerifiedClaims {
  subject: string;
  sessionId: string | undefined;
  /** Epoch milliseconds: the token's expiry. */
  until: number;
}

/** How many verified tokens are remembered (a token is about a kilobyte). */
const VERIFIED_TOKENS_KEPT = 10_000;

function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const bearerPlugin = fp(
  async (app: FastifyInstance, options: BearerOptions) => {
    const keys = options.jwksUrl ? createRemoteJWKSet(new URL(options.jwksUrl)) : builtInKeySet(app);
    app.decorateRequest('user', null);

    const cache = ownerCache(app.redis);
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
     * within SESSION_CHECK_CACHE_MS rather than when the token expires. A token of the built-in
     * identity service names its session, which must still be open: signing out and changing or
     * resetting the password end it. A ban keeps it, so that the user hears of the ban; the ban
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

    /**
     * Tokens whose signature and claims were verified, by the Authorization header that carried
     * them, each until it expires: a token is sent on every call, and checking its signature
     * costs more than the rest of a cached call. Whether its session still lives is checked apart
     * (tokenOwner).
     */
    const verified = new Map<string, VerifiedClaims>();
    const knownClaims = (authorization: string): VerifiedClaims | undefined => {
      const known = verified.get(authorization);
      if (known && known.until > Date.now()) return known;
      verified.delete(authorization);
      return undefined;
    };
    const claimsOf = async (authorization: string | undefined): Promise<VerifiedClaims> => {
      if (!authorization) throw unauthenticated();
      const known = knownClaims(authorization);
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
      if (claims.until > Date.now()) {
        // Bounded: the oldest goes first.
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(authorization, claims);
      }
      return claims;
    };

    /** The caller a token's owner makes, or why not. */
    const userOf = (owner: TokenOwner | null, { sessionId }: VerifiedClaims): CurrentUser => {
      if (!owner) throw unauthenticated();
      if (owner.banned && (owner.banExpires === null || owner.banExpires > Date.now())) throw userBanned();
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
      const claims = authorization && cache.peek ? knownClaims(authorization) : undefined;
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
