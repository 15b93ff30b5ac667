import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema/identity.ts';
import { HttpError } from '../lib/http-error.ts';
import { localAttemptCounters, redisAttemptCounters } from './attempt-counters.ts';
import { minutes } from './rate-limits.ts';

export interface IdentityLimits {
  /** The window every identity counter runs over, but the per-account sign-in ceiling. */
  windowSeconds: number;
  /** Failed sign-ins from one address, whatever the account. */
  signInFailuresPerIp: number;
  /** Failed sign-ins to one account from one address; also wrong current passwords per account. */
  signInFailuresPerAccountAndIp: number;
  /** Failed sign-ins to one account from anywhere, per hour (ASVS 6.3.1: at most 100). */
  signInFailuresPerAccountPerHour: number;
  /** Sign-ups, reset requests and resets from one address. */
  callsPerIp: number;
  /** Reset links e-mailed to one account. */
  resetRequestsPerAccount: number;
}

const HOUR = 60 * 60 * 1000;

interface Counter {
  name: string;
  max: number;
  timeWindow: number;
  key: (keys: RequestKeys) => string | null;
}

interface RequestKeys {
  ip: string;
  /** The account a sign-in or reset request names, with a fingerprint of its password. */
  account: string | null;
  /** The signed-in user changing their password. */
  user: string | null;
}

/**
 * A throttled identity call: `failures` counters count each call before it is answered and give
 * the count back unless the answer has `failureStatus`, so calls sent at once cannot outrun the
 * limit; `calls` counters count every call. Either refuses once full.
 */
interface Rule {
  refusal: 'sign-in-rate-limited' | 'attempts-rate-limited';
  failureStatus?: number;
  /** The log line of a failure, with the account it was for and the address it came from. */
  failureLog?: string;
  failures?: Counter[];
  calls?: Counter[];
}

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Counters for the identity calls that take a secret or send mail. An account's counters are
 * keyed with a fingerprint of its password hash, so a password reset starts them afresh: the owner
 * gets back in while whoever locked the account keeps guessing against a new password.
 */
export function identityThrottle(app: FastifyInstance, db: Db, limits: IdentityLimits) {
  const window = limits.windowSeconds * 1000;
  const counters = app.redis ? redisAttemptCounters(app.redis, 'portal:identity-attempts:') : localAttemptCounters();
  /** The failure counts a call holds until its answer says whether it failed. */
  const heldFailures = new WeakMap<
    FastifyRequest,
    { rule: Rule; account: string | null; releases: (() => Promise<void>)[] }
  >();

  const counter = (name: string, max: number, timeWindow: number, key: Counter['key']): Counter => ({
    name,
    max,
    timeWindow,
    key,
  });
  const perIp = (name: string, max: number) => counter(name, max, window, (keys) => keys.ip);

  const signInRefusal = 'sign-in-rate-limited';
  const otherRefusal = 'attempts-rate-limited';
  const rules: Record<string, Rule> = {
    '/sign-in/email': {
      refusal: signInRefusal,
      failureStatus: 401,
      failureLog: 'sign-in failed',
      failures: [
        perIp('sign-in:ip', limits.signInFailuresPerIp),
        counter('sign-in:account-ip', limits.signInFailuresPerAccountAndIp, window, (keys) =>
          keys.account ? `${keys.account}:${keys.ip}` : null,
        ),
        counter('sign-in:account', limits.signInFailuresPerAccountPerHour, HOUR, (keys) => keys.account),
      ],
    },
    '/change-password': {
      refusal: otherRefusal,
      failureStatus: 400,
      failureLog: 'password change failed',
      failures: [counter('change-password:user', limits.signInFailuresPerAccountAndIp, window, (keys) => keys.user)],
    },
    '/sign-up/email': { refusal: otherRefusal, calls: [perIp('sign-up:ip', limits.callsPerIp)] },
    '/request-password-reset': {
      refusal: otherRefusal,
      calls: [
        perIp('reset-request:ip', limits.callsPerIp),
        counter('reset-request:account', limits.resetRequestsPerAccount, window, (keys) => keys.account),
      ],
    },
    '/reset-password': { refusal: otherRefusal, calls: [perIp('reset:ip', limits.callsPerIp)] },
  };

  const accountKey = async (email: string): Promise<string | null> => {
    if (!email) return null;
    const [row] = await db
      .select({ password: accounts.password })
      .from(users)
      .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
      .where(eq(users.email, email));
    const fingerprint = createHash('sha256')
      .update(row?.password ?? '')
      .digest('base64url')
      .slice(0, 12);
    return `${email}:${fingerprint}`;
  };

  const signedInUser = async (request: FastifyRequest): Promise<string | null> => {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    const session = await (await app.identity()).api.getSession({ headers }).catch(() => null);
    return session?.user.id ?? null;
  };

  const refuse = (rule: Rule, ttlInSeconds: number) =>
    HttpError.of(429, rule.refusal, { minutes: minutes(ttlInSeconds) });

  return {
    /** preHandler of an identity call at `path` (canonical, below the identity base path). */
    async check(request: FastifyRequest, path: string) {
      const rule = rules[path];
      if (!rule) return;
      const email = bodyEmail(request);
      const keys: RequestKeys = {
        ip: request.ip,
        account: path === '/sign-in/email' || path === '/request-password-reset' ? await accountKey(email) : null,
        user: path === '/change-password' ? await signedInUser(request) : null,
      };
      const held = { rule, account: email || keys.user, releases: [] as (() => Promise<void>)[] };
      heldFailures.set(request, held);
      const take = async ({ name, max, timeWindow, key }: Counter) => {
        const counted = key(keys);
        if (counted === null) return null;
        const reservation = await counters.reserve(`${name}:${counted}`, max, timeWindow);
        if (!reservation.granted) throw refuse(rule, reservation.retryAfterSeconds);
        return reservation.release;
      };
      for (const failures of rule.failures ?? []) {
        const release = await take(failures);
        if (release) held.releases.push(release);
      }
      for (const calls of rule.calls ?? []) await take(calls);
    },
    /** onResponse: keeps (and logs) the failure counts of a failed call, gives back those of any other answer. */
    async count(request: FastifyRequest, reply: FastifyReply) {
      const held = heldFailures.get(request);
      if (!held) return;
      const { rule, account, releases } = held;
      if (reply.statusCode !== rule.failureStatus) {
        await Promise.all(releases.map((release) => release()));
      } else if (rule.failureLog) {
        request.log.warn({ account, ip: request.ip }, rule.failureLog);
      }
    },
  };
}
