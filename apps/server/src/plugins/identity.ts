import type { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { and, eq, like, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { API_ERROR_CODES } from '@portal/domain/api';
import {
  bannedMessage,
  FullNameSchema,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_PROBLEMS,
} from '@portal/domain/auth';
import type { Db } from '../db/client.ts';
import { accounts, jwks, sessions, users, verifications } from '../db/schema/identity.ts';
import { profiles } from '../db/schema/profiles.ts';
import { badRequest, HttpError } from '../lib/http-error.ts';
import { i18nFor } from '../lib/i18n.ts';
import type { Mailer } from '../lib/mailer.ts';
import { deliverQueuedMails, queueMail } from '../lib/queued-mails.ts';
import { resetPasswordMail } from '../lib/reset-password-mail.ts';
import type { Logger } from 'pino';
import type { PasswordHashCost } from '../lib/passwords.ts';
import { identityThrottle, type IdentityLimits } from './identity-throttle.ts';

const IDENTITY_BASE_PATH = '/api/identity';
/** Lifetime of the ID token the web app sends to the product API (DESIGN.md §2). */
export const ID_TOKEN_LIFETIME = '15m';
/** better-auth reads the client address from this header, which only this server sets. */
const CLIENT_IP_HEADER = 'x-portal-client-ip';
/** better-auth's own answer to a wrong current password, given here when it must come first. */
const WRONG_CURRENT_PASSWORD = { code: 'INVALID_PASSWORD', message: 'Invalid password' };
/** better-auth keeps each reset link as a verification row under this prefix, valued with the user id. */
const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/**
 * The identity calls the web app makes, by method and path below IDENTITY_BASE_PATH. Nothing
 * else of better-auth is reachable over HTTP: not its admin plugin's calls (the back office has
 * its own, with its rules and audit trail), nor calls the product has no screen for.
 */
const EXPOSED_CALLS = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'GET /token',
  'GET /jwks',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
  'POST /update-user',
]);

/** The exposed calls a session makes to change its account. */
const ACCOUNT_CHANGES = new Set(['/change-password', '/update-user']);

/** The admin plugin's fields of a session's user. */
interface BanFields {
  banned?: boolean | null;
  banExpires?: Date | string | null;
}

/**
 * The path below the identity base path that better-auth would act on, when the request names
 * an exposed call in its one canonical spelling; null otherwise. The URL parser resolves `.` and
 * `..` segments, so `/api/identity/x/../sign-in/email` would reach sign-in under another name and
 * slip past every counter keyed on the path: such spellings are refused instead.
 */
function exposedIdentityPath(method: string, url: string): string | null {
  const rawPath = url.split('?')[0] ?? '';
  if (new URL(rawPath, 'http://localhost').pathname !== rawPath) return null;
  if (!rawPath.startsWith(`${IDENTITY_BASE_PATH}/`)) return null;
  const path = rawPath.slice(IDENTITY_BASE_PATH.length);
  return EXPOSED_CALLS.has(`${method} ${path}`) ? path : null;
}

/** Fields better-auth would store as they came; the profile's rules apply to them here. */
const SignUpNameSchema = z.object({ name: FullNameSchema });
const UpdateUserSchema = z.strictObject({ name: FullNameSchema.optional() }, 'Only the name can be changed here');

export interface IdentityOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  supportEmail: string;
  mailer: Mailer;
  /** better-auth's own messages go to the app's log; none when absent. */
  log?: Logger;
  /**
   * The product's answer about a session's user, sent along with the session (`portalUser`), so a
   * returning browser gets its session, token and user in one request. Without it, none is sent.
   */
  portalUser?: (userId: string) => Promise<unknown>;
  /**
   * Takes the work an identity call would otherwise finish before answering (a reset e-mail), to
   * run after the answer; without it, the answer waits for the work.
   */
  afterAnswer?: (work: Promise<unknown>) => void;
  /** New password hashes' cost: OWASP's minimum unless the tests ask for less. */
  passwordHashCost?: PasswordHashCost;
}

interface IdentityPluginOptions extends IdentityOptions {
  limits: IdentityLimits;
}

/**
 * better-auth with the portal's rules. Its modules (and the password hashing) take about half a
 * second to load: they load here, on first use, so the server answers /healthz without them.
 */
export async function createIdentity(options: IdentityOptions) {
  const [
    { betterAuth },
    { APIError, createAuthMiddleware, getSessionFromCtx },
    { drizzleAdapter },
    plugins,
    passwords,
  ] = await Promise.all([
    import('better-auth'),
    import('better-auth/api'),
    import('better-auth/adapters/drizzle'),
    import('better-auth/plugins'),
    import('../lib/passwords.ts'),
  ]);
  const { admin, customSession, jwt } = plugins;
  const { portalUser } = options;
  const { passwordProblem, verifyPassword } = passwords;
  const { hashPassword, needsRehash } = passwords.passwordHashing(options.passwordHashCost);
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
      password: { hash: hashPassword, verify: verifyPassword },
      async sendResetPassword({ user, token }) {
        // Only the newest link works: one found later in an old mail or a shared inbox does not.
        await options.db
          .delete(verifications)
          .where(
            and(
              eq(verifications.value, user.id),
              like(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
              ne(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}${token}`),
            ),
          );
        const [verification] = await options.db
          .select({ expiresAt: verifications.expiresAt })
          .from(verifications)
          .where(eq(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}${token}`));
        // A request a moment later has already replaced this link: its own mail goes instead.
        if (!verification) return;
        const link = `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const [profile] = await options.db
          .select({ locale: profiles.locale })
          .from(profiles)
          .where(eq(profiles.userId, user.id));
        const mail = resetPasswordMail(await i18nFor(profile?.locale), user, link, options.publicUrl);
        // Queued first, so a mail server that is down or refuses it for now (451) gets it again
        // later, while the link still works; it goes out now when the server takes it.
        const mailId = await queueMail(options.db, mail, {
          expiresAt: verification.expiresAt,
          replaceKey: `reset-password-mail:${user.id}`,
        });
        await deliverQueuedMails(options.db, options.mailer, { log: options.log, only: mailId });
      },
    },
    // Sign-in throttling is done in front of better-auth (see rate-limits.ts), keyed on the
    // address Fastify resolved with TRUST_PROXY rather than on a raw X-Forwarded-For.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      ...(options.afterAnswer && { backgroundTasks: { handler: options.afterAnswer } }),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A ban leaves the user's sessions open so that they hear of it; they change nothing.
        if (ACCOUNT_CHANGES.has(ctx.path)) {
          const user = (await getSessionFromCtx(ctx))?.user as BanFields | undefined;
          if (user?.banned && (!user.banExpires || new Date(user.banExpires) > new Date())) {
            throw APIError.from('FORBIDDEN', { code: 'BANNED_USER', message: bannedMessage(options.supportEmail) });
          }
        }
        const newPassword = await newPasswordOf(ctx, getSessionFromCtx);
        if (!newPassword) return;
        const { length } = newPassword.password;
        const rightLength = length >= MIN_PASSWORD_LENGTH && length <= MAX_PASSWORD_LENGTH;
        const problem = rightLength ? passwordProblem(newPassword.password, newPassword.email) : null;
        const { confirmPassword } = (ctx.body ?? {}) as { confirmPassword?: unknown };
        const mismatch = confirmPassword !== undefined && confirmPassword !== newPassword.password;
        // SPEC §5: a password change re-checks the current password before any rule of the new one.
        if (newPassword.currentPassword !== null && (problem || mismatch || !rightLength)) {
          const session = await getSessionFromCtx(ctx);
          const account = session ? await ctx.context.internalAdapter.findCredentialAccount(session.user.id) : null;
          const hash = account?.password;
          if (hash && !(await verifyPassword({ hash, password: newPassword.currentPassword }))) {
            throw APIError.from('BAD_REQUEST', WRONG_CURRENT_PASSWORD);
          }
        }
        if (mismatch) throw APIError.from('UNPROCESSABLE_ENTITY', PASSWORD_PROBLEMS.mismatch);
        // A password of the wrong length gets better-auth's own answer ('Password too weak').
        if (problem) throw APIError.from('BAD_REQUEST', problem);
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A hash made before Argon2id, or with weaker settings, is replaced while the password is at hand.
        const session = ctx.context.newSession;
        if (ctx.path !== '/sign-in/email' || !session) return;
        const accountsOfUser = await ctx.context.internalAdapter.findAccounts(session.user.id);
        const stored = accountsOfUser.find((account) => account.providerId === 'credential')?.password;
        const password = (ctx.body as { password?: unknown }).password;
        if (stored && needsRehash(stored) && typeof password === 'string') {
          await ctx.context.internalAdapter.updatePassword(session.user.id, await hashPassword(password));
        }
      }),
    },
    telemetry: { enabled: false },
    // An unexpected error goes on to the app's error handler, which logs it without the query's
    // parameters (a reset token); better-auth's router would print it whole to stderr.
    onAPIError: { throw: true },
    logger: options.log
      ? {
          // An error goes under `err`, where the log's serializer keeps a failed query's
          // parameters (a session or reset token) out; nested in `details` it would be written whole.
          log: (level, message, ...details) =>
            options.log?.[level](
              {
                err: details.find((detail) => detail instanceof Error),
                details: details.filter((detail) => !(detail instanceof Error)),
              },
              `identity: ${message}`,
            ),
        }
      : { disabled: true },
    plugins: [
      admin({ defaultRole: 'influencer', bannedUserMessage: bannedMessage(options.supportEmail) }),
      jwt({
        jwt: {
          expirationTime: ID_TOKEN_LIFETIME,
          issuer: options.publicUrl,
          audience: options.publicUrl,
          // The default payload is the whole user; the API needs who, which role, and the session
          // the token came from, so that the token dies with it (sign-out, password change).
          definePayload: ({ user, session }) => ({
            role: (user as { role?: string }).role ?? 'influencer',
            sid: session.id,
          }),
        },
      }),
      customSession(async (session) =>
        portalUser ? { ...session, portalUser: await portalUser(session.user.id) } : session,
      ),
    ],
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A password a call is about to set, with the e-mail address of the account it is for, and the
 * current password a change of password gives (null for the other calls).
 */
async function newPasswordOf(
  ctx: HookContext,
  getSession: typeof getSessionFromCtx,
): Promise<{ password: string; email: string; currentPassword: string | null } | null> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (ctx.path === '/sign-up/email') {
    return { password: text(body.password), email: text(body.email), currentPassword: null };
  }
  if (ctx.path === '/change-password') {
    const session = await getSession(ctx);
    return session
      ? { password: text(body.newPassword), email: session.user.email, currentPassword: text(body.currentPassword) }
      : null;
  }
  if (ctx.path === '/reset-password') {
    const token = text(body.token);
    const verification = token
      ? await ctx.context.internalAdapter.findVerificationValue(`${RESET_IDENTIFIER_PREFIX}${token}`)
      : null;
    const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
    return user ? { password: text(body.newPassword), email: user.email, currentPassword: null } : null;
  }
  return null;
}

export type Identity = Awaited<ReturnType<typeof createIdentity>>;

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

/**
 * The body better-auth gets, with the name it stores checked and trimmed by the profile's rules
 * (a refused sign-up leaves no account behind, rather than one the profile then refuses).
 */
function withCheckedFields(path: string, body: unknown): unknown {
  const schema = path === '/sign-up/email' ? SignUpNameSchema : path === '/update-user' ? UpdateUserSchema : null;
  if (!schema) return body;
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
  return { ...(body as object), ...result.data };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, loaded on the first call (`createIdentity`). */
    identity: () => Promise<Identity>;
    /** Resolves once the work identity calls left to run after their answer (reset e-mails) is done. */
    identityWorkDone: () => Promise<void>;
  }
}

/** Mounts better-auth at /api/identity/* (so it never shadows the product's own /api/auth). */
export const identityPlugin = fp(
  async (app: FastifyInstance, options: IdentityPluginOptions) => {
    // A reset request for an existing account sends its e-mail after the answer, so it answers as
    // soon as one for an unknown address: how long it takes tells no one whether the account exists.
    const afterAnswers = new Set<Promise<unknown>>();
    const afterAnswer = (work: Promise<unknown>) => {
      afterAnswers.add(work);
      void work.finally(() => afterAnswers.delete(work));
    };
    const identityWorkDone = async () => void (await Promise.allSettled(afterAnswers));
    let loading: Promise<Identity> | null = null;
    const identity = () => {
      loading ??= createIdentity({ ...options, afterAnswer });
      return loading;
    };
    app.decorate('identity', identity);
    app.decorate('identityWorkDone', identityWorkDone);
    app.addHook('onClose', identityWorkDone);
    // Loaded once the server listens, before most first calls need it.
    app.addHook('onListen', async () => {
      identity().catch(() => {});
    });
    const throttle = identityThrottle(app, options.db, options.limits);
    // No contract: these are better-auth's own routes, under one wildcard.
    app.route({
      method: ['GET', 'POST'],
      url: `${IDENTITY_BASE_PATH}/*`,
      schema: { hide: true },
      preHandler: async (request) => {
        const path = exposedIdentityPath(request.method, request.url);
        if (!path) {
          throw new HttpError(404, `No route ${request.method} ${request.url.split('?')[0]}`, API_ERROR_CODES.notFound);
        }
        await throttle.check(request, path);
        request.body = withCheckedFields(path, request.body);
      },
      onResponse: (request, reply) => throttle.count(request, reply),
      handler: async (request, reply) =>
        sendWebResponse(reply, await (await identity()).handler(toWebRequest(request))),
    });
  },
  { name: 'identity' },
);
