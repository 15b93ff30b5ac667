import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { tasksApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { createCache, createVersions, type Versions } from '../../lib/cache.ts';
import { compileSerializer } from '../../lib/endpoint.ts';
import { listTasks } from './tasks.service.ts';

/**
 * Each creator's task list (`GET /api/task`) is kept as the bytes it is sent as, under a version
 * of that creator's tasks and one of every campaign's terms (lib/cache.ts). The after-commit hook
 * (modules/live/after-commit.ts) ends the creator's version once a change to their tasks has
 * committed, and the shared one for a campaign's edit; the next read makes a new, random one, so
 * no bytes kept under an old version are ever served again. The versions live in Redis when
 * instances share one, in this process otherwise; the bytes in each process.
 */
export interface TaskLists {
  /**
   * Answers the creator's list: 304 when the client holds this version, else its bytes; at once
   * when this process holds both, and it mostly does.
   */
  send(request: FastifyRequest, reply: FastifyReply, userId: string): Sent;
  /** These creators' tasks changed: their next read is fresh. */
  touch(userIds: readonly string[]): Promise<void>;
  /** Something every list shows changed (a campaign's terms or questions). */
  touchAll(): Promise<void>;
}

/** Nothing once the answer is sent (returning the reply would make Fastify wait for it to finish). */
type Sent = undefined | Promise<undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    taskLists: TaskLists;
  }
}

/** The bytes kept in this process, each list and each of its encodings, at most. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** Smaller answers go as they are (the compression plugin's threshold). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * A version lives this long, however often it is read: a change whose drop was lost (Redis
 * unreachable at that moment) is served stale no longer than this.
 */
const VERSION_TTL_MS = 10 * 60_000;
/** The version every creator's list shares (campaigns' terms and questions). */
const ALL = '*';

const compressors: Record<string, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(zlib.gzip)(body),
};
const ENCODINGS = Object.keys(compressors);

/** The encoding of each Accept-Encoding header seen (browsers send a handful of them), or null for none. */
const negotiated = new Map<string, string | null>();
function encodingFor(acceptEncoding = ''): string | null {
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    const chosen = negotiate(acceptEncoding, ENCODINGS);
    encoding = chosen === 'identity' ? null : chosen;
    // Bounded: a client making up headers cannot grow it without end.
    if (negotiated.size >= 1000) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Whether an If-None-Match header names this (weak) tag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/** The creator of each of these tasks, by task. */
export async function ownersOf(db: Db, taskIds: readonly string[]): Promise<Map<string, string>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tasks.id, userId: tasks.userId })
    .from(tasks)
    .where(inArray(tasks.id, [...taskIds]));
  return new Map(rows.map((row) => [row.id, row.userId]));
}

function createTaskLists(db: Db, versions: Versions): TaskLists {
  const schema = tasksApi.list.response.schema;
  const serialize = compileSerializer(schema);
  // A new shape of the answer (another release) is another representation.
  const shape = createHash('sha256')
    .update(JSON.stringify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })))
    .digest('base64url')
    .slice(0, 8);

  /** Each creator's list as JSON (under their id) and as each encoding sent (under id and encoding), by tag. */
  const kept = createCache<Buffer>({ maxSize: CACHE_BYTES, sizeOf: (body) => body.length });
  const jsonOf = (userId: string, etag: string) =>
    kept.read(userId, etag, async () => Buffer.from(serialize(await listTasks(db, userId))));
  const encodedOf = (userId: string, etag: string, json: Buffer, encoding: string) =>
    kept.read(`${userId} ${encoding}`, etag, () => (compressors[encoding] as (body: Buffer) => Promise<Buffer>)(json));

  const sendBody = (reply: FastifyReply, body: Buffer, encoding: string | null) => {
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(body);
    return undefined;
  };
  const sendJson = (request: FastifyRequest, reply: FastifyReply, userId: string, etag: string, json: Buffer): Sent => {
    reply.type('application/json; charset=utf-8');
    const encoding = json.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : null;
    if (!encoding) return sendBody(reply, json, null);
    const body = encodedOf(userId, etag, json, encoding);
    return body instanceof Promise
      ? body.then((made) => sendBody(reply, made, encoding))
      : sendBody(reply, body, encoding);
  };
  const sendVersion = (request: FastifyRequest, reply: FastifyReply, userId: string, found: string[] | null): Sent => {
    // Without a version nothing can be kept safely: read it afresh.
    if (!found) return listTasks(db, userId).then((list) => void reply.send(list));
    const etag = `W/"${shape}.${found.join('.')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], etag)) {
      reply.status(304).send();
      return undefined;
    }
    // The version was read before the database: a change committed after this read ends it.
    const json = jsonOf(userId, etag);
    return json instanceof Promise
      ? json.then((read) => sendJson(request, reply, userId, etag, read))
      : sendJson(request, reply, userId, etag, json);
  };

  return {
    send: (request, reply, userId) => {
      const found = versions.current([userId, ALL]);
      return found instanceof Promise
        ? found.then((read) => sendVersion(request, reply, userId, read))
        : sendVersion(request, reply, userId, found);
    },
    touch: (userIds) => versions.drop([...new Set(userIds)]),
    touchAll: () => versions.drop([ALL]),
  };
}

/** `app.taskLists`, its versions on the app's Redis when it has one. */
export const taskListsPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    const warn = (error: unknown) => app.log.warn({ err: error }, 'task list versions unreachable');
    const versions = createVersions({ redis: app.redis, name: 'task-list', lifetimeMs: VERSION_TTL_MS, warn });
    app.decorate('taskLists', createTaskLists(options.db, versions));
  },
  { name: 'task-lists', dependencies: ['redis'] },
);
