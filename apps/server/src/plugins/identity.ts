import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { FullNameSchema } from '@portal/domain/auth';
import { errorText } from '@portal/domain/errors';
import { HttpError, notFound } from '../lib/http-error.ts';
import { identityThrottle, type IdentityLimits } from './identity-throttle.ts';
import {
  CLIENT_IP_HEADER,
  createIdentity,
  IDENTITY_BASE_PATH,
  type Identity,
  type IdentityOptions,
} from './identity-service.ts';

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
const UpdateUserSchema = z.strictObject({ name: FullNameSchema.optional() }, errorText('only-name-changeable'));

interface IdentityPluginOptions extends IdentityOptions {
  limits: IdentityLimits;
}

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
  if (!result.success) throw HttpError.invalid(result.error.issues[0]?.message ?? '');
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
          throw notFound('route-not-found', { method: request.method, path: request.url.split('?')[0] ?? '' });
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
