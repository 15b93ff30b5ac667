import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, jwt } from 'better-auth/plugins';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bannedMessage, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@portal/domain/auth';
import type { Db } from '../db/client.ts';
import { accounts, jwks, sessions, users, verifications } from '../db/schema/identity.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { Logger } from 'pino';

export const IDENTITY_BASE_PATH = '/api/identity';
/** Lifetime of the ID token the web app sends to the product API (DESIGN.md §2). */
export const ID_TOKEN_LIFETIME = '15m';
/** better-auth reads the client address from this header, which only this server sets. */
const CLIENT_IP_HEADER = 'x-portal-client-ip';

export interface IdentityOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  supportEmail: string;
  mailer: Mailer;
  /** better-auth's own messages go to the app's log; none when absent. */
  log?: Logger;
}

export function createIdentity(options: IdentityOptions) {
  return betterAuth({
    appName: 'Creator Portal',
    baseURL: options.publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret: options.secret,
    trustedOrigins: [options.publicUrl, ...options.trustedOrigins],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      // better-auth's model names, mapped to the product's plural tables.
      schema: { user: users, session: sessions, account: accounts, verification: verifications, jwks },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await options.mailer.send({
          to: user.email,
          subject: 'Reset your Creator Portal password',
          text: `Hello ${user.name},\n\nOpen this link to choose a new password (it works for one hour):\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
        });
      },
    },
    // Sign-in throttling is done in front of better-auth (see rate-limits.ts), keyed on the
    // address Fastify resolved with TRUST_PROXY rather than on a raw X-Forwarded-For.
    rateLimit: { enabled: false },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    telemetry: { enabled: false },
    // An unexpected error goes on to the app's error handler, which logs it without the query's
    // parameters (a reset token); better-auth's router would print it whole to stderr.
    onAPIError: { throw: true },
    logger: options.log
      ? { log: (level, message, ...details) => options.log?.[level]({ details }, `identity: ${message}`) }
      : { disabled: true },
    plugins: [
      admin({ defaultRole: 'influencer', bannedUserMessage: bannedMessage(options.supportEmail) }),
      jwt({
        jwt: {
          expirationTime: ID_TOKEN_LIFETIME,
          issuer: options.publicUrl,
          audience: options.publicUrl,
          // The default payload is the whole user; the API needs only who and which role.
          definePayload: ({ user }) => ({ role: (user as { role?: string }).role ?? 'influencer' }),
        },
      }),
    ],
  });
}

export type Identity = ReturnType<typeof createIdentity>;

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
  }
}

/** Mounts better-auth at /api/identity/* (so it never shadows the product's own /api/auth). */
export const identityPlugin = fp(
  async (app: FastifyInstance, options: IdentityOptions) => {
    const identity = createIdentity(options);
    app.decorate('identity', identity);
    app.route({
      method: ['GET', 'POST'],
      url: `${IDENTITY_BASE_PATH}/*`,
      schema: { hide: true },
      handler: async (request, reply) => sendWebResponse(reply, await identity.handler(toWebRequest(request))),
    });
  },
  { name: 'identity' },
);
