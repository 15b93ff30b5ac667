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
import { compileSerializer } from '../../lib/endpoint.ts';
import { ALL, memoryVersions, redisVersions, type Found, type Versions } from './task-list-versions.ts';
import { listTasks } from './tasks.service.ts';

/**
 * Each creator's task list (`GET /api/task`) is kept as the bytes it is sent as, under a version
 * of that creator's tasks and one of every campaign's terms. The after-commit hook
 * (modules/live/after-commit.ts) drops the creator's version once a change to their tasks has
 * committed, and the shared one for a campaign's edit; the next read makes a new,
 * random one, so no bytes cached under an old version are ever served again. The versions live in
 * Redis when instances share one, in this process otherwise; the bytes in each process.
 */
export interface TaskLists {
  /**
   * Answers the creator's list: 304 when the client holds this version, else its bytes; at once
   * when this process holds both, and it mostly does.
   */
  send(request: FastifyRequest, reply: FastifyReply, userId: string): Sent;
  /** These creators' tasks changed: their next read is fresh. */
  touch(userIds: readonly string[]): Promise<void>;
  /** As `touch`, for the creators of these tasks. */
  touchOwnersOf(taskIds: readonly string[]): Promise<void>;
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

/** The bytes kept in this process, most recently used last; the oldest go first past this. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** Smaller answers go as they are (the compression plugin's threshold). */
const COMPRESS_FROM_BYTES = 1024;

interface Entry {
  etag: string;
  json: Buffer;
  /** Each encoding's bytes, or their compression under way. */
  encoded: Map<string, Buffer | Promise<Buffer>>;
  bytes: number;
}

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

  const entries = new Map<string, Entry>();
  let cachedBytes = 0;
  const forget = (userId: string) => {
    const entry = entries.get(userId);
    if (!entry) return;
    entries.delete(userId);
    cachedBytes -= entry.bytes;
  };
  const keep = (userId: string, entry: Entry) => {
    forget(userId);
    entries.set(userId, entry);
    cachedBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (cachedBytes <= CACHE_BYTES) break;
      forget(oldest);
    }
  };
  /** The creator's entry under this version, when this process holds it. */
  const cachedEntry = (userId: string, etag: string): Entry | undefined => {
    const cached = entries.get(userId);
    if (cached?.etag !== etag) return undefined;
    // Most recently used goes last.
    entries.delete(userId);
    entries.set(userId, cached);
    return cached;
  };
  /** Reads running now, so many calls for one list at once read the database once. */
  const reading = new Map<string, Promise<Entry>>();
  const readEntry = (userId: string, etag: string): Promise<Entry> => {
    const key = `${userId} ${etag}`;
    const running = reading.get(key);
    if (running) return running;
    const read = (async () => {
      // The version was read before the database: a write after this read leaves it stale.
      const json = Buffer.from(serialize(await listTasks(db, userId)));
      const entry: Entry = { etag, json, encoded: new Map(), bytes: json.length };
      keep(userId, entry);
      return entry;
    })().finally(() => reading.delete(key));
    reading.set(key, read);
    return read;
  };
  const encodedBody = (userId: string, entry: Entry, encoding: string): Buffer | Promise<Buffer> => {
    const made = entry.encoded.get(encoding);
    if (made) return made;
    const compress = compressors[encoding] as (body: Buffer) => Promise<Buffer>;
    const making = compress(entry.json).then((body) => {
      if (entries.get(userId) === entry) {
        entry.bytes += body.length;
        cachedBytes += body.length;
      }
      entry.encoded.set(encoding, body);
      return body;
    });
    entry.encoded.set(encoding, making);
    making.catch(() => entry.encoded.delete(encoding));
    return making;
  };

  const sendBody = (reply: FastifyReply, body: Buffer, encoding: string | null) => {
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(body);
    return undefined;
  };
  const sendEntry = (request: FastifyRequest, reply: FastifyReply, userId: string, entry: Entry): Sent => {
    reply.type('application/json; charset=utf-8');
    const encoding = entry.json.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : null;
    const body = encoding ? encodedBody(userId, entry, encoding) : entry.json;
    return body instanceof Promise
      ? body.then((made) => sendBody(reply, made, encoding))
      : sendBody(reply, body, encoding);
  };
  const sendVersion = (request: FastifyRequest, reply: FastifyReply, userId: string, found: Found): Sent => {
    // Without a version nothing can be cached safely: read it afresh.
    if (!found) return listTasks(db, userId).then((list) => void reply.send(list));
    const etag = `W/"${shape}.${found.join('.')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], etag)) {
      reply.status(304).send();
      return undefined;
    }
    const cached = cachedEntry(userId, etag);
    if (cached) return sendEntry(request, reply, userId, cached);
    return readEntry(userId, etag).then((entry) => sendEntry(request, reply, userId, entry));
  };

  return {
    send: (request, reply, userId) => {
      const found = versions.read(userId);
      return found instanceof Promise
        ? found.then((read) => sendVersion(request, reply, userId, read))
        : sendVersion(request, reply, userId, found);
    },
    touch: async (userIds) => {
      for (const userId of userIds) forget(userId);
      await versions.drop([...new Set(userIds)]);
    },
    touchOwnersOf: async (taskIds) => {
      const owners = [...new Set((await ownersOf(db, taskIds)).values())];
      await versions.drop(owners);
      for (const owner of owners) forget(owner);
    },
    touchAll: async () => {
      entries.clear();
      cachedBytes = 0;
      await versions.drop([ALL]);
    },
  };
}

/** `app.taskLists`, on the app's Redis when it has one. */
export const taskListsPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    const warn = (error: unknown) => app.log.warn({ err: error }, 'task list versions unreachable');
    const versions = app.redis ? redisVersions(app.redis, warn) : memoryVersions();
    app.decorate('taskLists', createTaskLists(options.db, versions));
  },
  { name: 'task-lists', dependencies: ['redis'] },
);
