import type { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import { bannedMessage, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_PROBLEMS } from '@portal/domain/auth';
import type { Db } from '../db/client.ts';
import { accounts, jwks, sessions, users, verifications } from '../db/schema/identity.ts';
import { profiles } from '../db/schema/profiles.ts';
import { i18nFor } from '../lib/i18n.ts';
import { banInForce } from '../lib/bans.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { PasswordHashCost } from '../lib/passwords.ts';
import { deliverQueuedMails, queueMail } from '../lib/queued-mails.ts';
import { resetPasswordMail } from '../lib/reset-password-mail.ts';

export const IDENTITY_BASE_PATH = '/api/identity';
/** Lifetime of the ID token the web app sends to the product API (DESIGN.md §2). */
export const ID_TOKEN_LIFETIME = '15m';
/** better-auth reads the client address from this header, which only this server sets. */
export const CLIENT_IP_HEADER = 'x-portal-client-ip';
/** better-auth's own answer to a wrong current password, given here when it must come first. */
const WRONG_CURRENT_PASSWORD = { code: 'INVALID_PASSWORD', message: 'Invalid password' };
/** better-auth keeps each reset link as a verification row under this prefix, valued with the user id. */
const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/** better-auth's code for a banned user's refused sign-in or account change. */
const BANNED_USER = 'BANNED_USER';

/** The exposed calls a session makes to change its account. */
const ACCOUNT_CHANGES = new Set(['/change-password', '/update-user']);

/** The admin plugin's fields of a session's user. */
interface BanFields {
  banned?: boolean | null;
  banExpires?: Date | string | null;
}

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
  /** Told of each session a sign-in (or a sign-up) opens over HTTP, with its address and browser. */
  onSignIn?: (signIn: { userId: string; ipAddress?: string | null; userAgent?: string | null }) => Promise<void>;
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
  // The ban's text names the support address; sent as a parameter too, the page words it in its own language.
  const bannedRefusal = () =>
    APIError.fromStatus('FORBIDDEN', {
      code: BANNED_USER,
      message: bannedMessage(options.supportEmail),
      params: { email: options.supportEmail },
    });
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
          if (banInForce(user?.banned, user?.banExpires)) {
            throw bannedRefusal();
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
        // The admin plugin refuses a banned user's sign-in with its text alone.
        const refused = ctx.context.returned;
        if (refused instanceof APIError && (refused.body as { code?: unknown } | undefined)?.code === BANNED_USER) {
          throw bannedRefusal();
        }
        const session = ctx.context.newSession;
        // The owner's sign-in history: each session opened by a person over HTTP, not by a script (the demo's seed).
        if (session && ctx.request && (ctx.path === '/sign-in/email' || ctx.path === '/sign-up/email')) {
          const { ipAddress, userAgent } = session.session;
          await options.onSignIn?.({ userId: session.user.id, ipAddress, userAgent });
        }
        // A hash made before Argon2id, or with weaker settings, is replaced while the password is at hand.
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
