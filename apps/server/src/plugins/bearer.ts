import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client.ts';
import { forbidden, HttpError, unauthenticated, userBanned } from '../lib/http-error.ts';
import { banInForce } from '../lib/bans.ts';
import { createCache } from '../lib/cache.ts';
import { tokenOwners, type TokenOwner } from './token-owners.ts';

export type Role = 'influencer' | 'admin';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** What a token whose signature was checked says: whose it is, which session, until when. */
interface VerifiedClaims {
  subject: string;
  sessionId: string | undefined;
  /** Epoch milliseconds: the token's expiry. */
  until: number;
}

/** How many checked tokens are kept (a token is about a kilobyte). */
const VERIFIED_TOKENS_KEPT = 10_000;
/** The version of a signed token's claims: they never change, and each is kept until the token expires. */
const SIGNED = 'signed';

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
    /** Reads the user's ban, role and deletion afresh on their next call, on every instance (the after-commit hook calls it). */
    forgetTokenOwner: (userId: string) => Promise<void>;
    /** The signed-in scope's onRequest hook: requires a valid, unbanned bearer token and sets `request.user`. */
    authenticate: OnRequest;
    /**
     * As `authenticate`, and lets in the owner of an account waiting for its deletion too: the
     * scope of the calls they may still make (seeing and cancelling the deletion).
     */
    authenticateDuringDeletion: OnRequest;
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

    const owners = tokenOwners(options.db, app.redis, (error) =>
      app.log.warn({ err: error }, 'token owner versions unreachable'),
    );

    /**
     * Tokens whose signature and claims were checked, by the Authorization header that carried
     * them, each until it expires: a token is sent on every call, and checking its signature costs
     * more than the rest of a cached call. Its session is checked apart (`owners`).
     */
    const verified = createCache<VerifiedClaims>({ maxSize: VERIFIED_TOKENS_KEPT });
    const claimsOf = async (authorization: string | undefined): Promise<VerifiedClaims> => {
      if (!authorization) throw unauthenticated();
      const known = verified.get(authorization, SIGNED);
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
      verified.keep(authorization, SIGNED, claims, claims.until);
      return claims;
    };

    /**
     * The caller a token's owner makes, or why not. An erased account is no one's; one waiting for
     * its deletion may only see or cancel it (`duringDeletion`), every other call is refused.
     */
    const userOf = (owner: TokenOwner | null, { sessionId }: VerifiedClaims, duringDeletion = false): CurrentUser => {
      if (!owner || owner.deletion?.erased) throw unauthenticated();
      if (banInForce(owner.banned, owner.banExpires)) throw userBanned();
      if (sessionId && !owner.sessionOpen) throw unauthenticated();
      if (owner.deletion && !duringDeletion) throw deletionPending(owner.deletion.eraseAfter);
      return {
        id: owner.id,
        email: owner.email,
        name: owner.name,
        role: owner.role === 'admin' ? 'admin' : 'influencer',
      };
    };
    const verifyBearer = async (authorization: string | null | undefined, duringDeletion = false) => {
      const claims = await claimsOf(authorization ?? undefined);
      return userOf(await owners.get(claims.subject, claims.sessionId), claims, duringDeletion);
    };
    /**
     * The caller when nothing needs waiting for (a token verified before, whose owner this process
     * holds under the current version), or undefined: the same checks as verifyBearer, without the
     * promises most calls would not need.
     */
    const knownUser = (authorization: string | undefined, duringDeletion: boolean): CurrentUser | undefined => {
      const claims = authorization ? verified.get(authorization, SIGNED) : undefined;
      const owner = claims && owners.known(claims.subject, claims.sessionId);
      return claims && owner !== undefined ? userOf(owner, claims, duringDeletion) : undefined;
    };
    /** From here on, each line this request logs names who made it. */
    const signIn = (request: FastifyRequest, reply: FastifyReply, user: CurrentUser) => {
      request.user = user;
      // The reply logs the request's end with a logger of its own.
      request.log = reply.log = request.log.child({ userId: user.id });
    };
    const authenticating =
      (duringDeletion: boolean): OnRequest =>
      (request, reply, done) => {
        let known: CurrentUser | undefined;
        try {
          known = knownUser(request.headers.authorization, duringDeletion);
        } catch (error) {
          done(error as Error);
          return;
        }
        if (known) {
          signIn(request, reply, known);
          done();
          return;
        }
        verifyBearer(request.headers.authorization, duringDeletion).then((user) => {
          signIn(request, reply, user);
          done();
        }, done);
      };
    const authenticate = authenticating(false);

    app.decorate('verifyBearer', (authorization: string | null | undefined) => verifyBearer(authorization));
    app.decorate('forgetTokenOwner', owners.forget);
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateDuringDeletion', authenticating(true));
    app.decorate('requireAdmin', ((request, reply, done) => {
      authenticate(request, reply, (error) => {
        if (error) done(error);
        else done(request.user?.role === 'admin' ? undefined : forbidden());
      });
    }) satisfies OnRequest);
  },
  { name: 'bearer', dependencies: ['identity', 'redis'] },
);

/** The refusal of every call but its own while an account waits to be erased after `eraseAfter` (day in UTC). */
export const deletionPending = (eraseAfter: Date | number) =>
  HttpError.of(403, 'account-deletion-pending', { date: new Date(eraseAfter).toISOString().slice(0, 10) });

/** The signed-in user of a route in a guarded scope. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
