import fs from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import * as identity from './schema/identity.ts';
import * as options from './schema/options.ts';
import * as profiles from './schema/profiles.ts';
import * as campaigns from './schema/campaigns.ts';
import * as referrals from './schema/referrals.ts';
import * as files from './schema/files.ts';
import * as submissions from './schema/submissions.ts';
import * as extensions from './schema/extensions.ts';
import * as messages from './schema/messages.ts';
import * as push from './schema/push.ts';
import * as notifications from './schema/notifications.ts';
import * as payouts from './schema/payouts.ts';
import * as privacy from './schema/privacy.ts';
import * as review from './schema/review.ts';
import { withCommitHooks } from './commits.ts';
import { lockDataDirectory } from './lock.ts';

export const schema = {
  ...identity,
  ...profiles,
  ...options,
  ...campaigns,
  ...referrals,
  ...files,
  ...submissions,
  ...extensions,
  ...messages,
  ...push,
  ...notifications,
  ...payouts,
  ...privacy,
  ...review,
};
/**
 * A database of the portal. Its `transaction` is a unit of work: what the work records with
 * `changed` (db/commits.ts) is told to the after-commit hook once it has committed, and never when
 * it rolls back.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction on `Db`, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Settles once the database is open and its schema up to date: no query may run before
   * (`startDatabase`); rejects when it cannot be opened.
   */
  ready: Promise<void>;
  /** Answers once the database takes queries (for /readyz); PostgreSQL's rejects within 1 s. */
  ping(): Promise<void>;
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
  /**
   * Where the job engine (lib/jobs.ts) runs its statements: PGlite's one instance, shared with the
   * app, or PostgreSQL's address, for a pool of its own.
   */
  jobConnection: PGlite | string;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `snapshot`: an in-memory database's starting files (PGlite's `dumpDataDir`), instead of a new cluster. */
  | { kind: 'pglite'; dataDir: string | null; snapshot?: Blob };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: every instance takes this advisory lock so only one migrates at a time. */
export const MIGRATION_LOCK_ID = 7_340_001;

/** PGlite starts Postgres with fsync off (`-F`); acknowledged writes must survive a crash. */
export const DURABLE_START_PARAMS = PGlite.defaultStartParams.filter((param) => param !== '-F');

/**
 * PGlite runs each query on the event loop, and its queue starts the next query in the same turn:
 * a burst of queries (a back-office list, a sweep) would hold back every other request until it
 * drains. Yielding before each step of the protocol lets the event loop answer in between.
 */
function yieldBetweenQueries(client: PGlite) {
  const run = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (...step) => {
    await setImmediate();
    return run(...step);
  };
}

function startPglite(dataDir: string | null, snapshot?: Blob): Database {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDirectory(`${dataDir}.lock`);
  }
  const client = dataDir
    ? new PGlite(dataDir, { startParams: DURABLE_START_PARAMS })
    : new PGlite({ loadDataDir: snapshot });
  yieldBetweenQueries(client);
  const db = withCommitHooks(drizzlePglite({ client, schema, casing: 'snake_case' }));
  const ready = (async () => {
    await client.waitReady;
    await migratePglite(db, { migrationsFolder });
  })();
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      try {
        const opened = await ready.then(
          () => true,
          () => false,
        );
        if (opened && dataDir) await client.query('CHECKPOINT');
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    })();
    return closing;
  };
  // A database that cannot be opened lets go of its directory.
  ready.catch(() => close().catch(() => {}));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    jobConnection: client,
    ready,
    ping: async () => {
      await client.query('SELECT 1');
    },
    close,
  };
}

/** Opening a connection, including the server's first answer. */
const CONNECT_TIMEOUT_MS = 5_000;
/** How much later than its time a timer may run on a busy machine before the process, not the database, is the cause. */
const LATE_TIMER_MS = 500;
/** The longest statement the server runs for the portal; requests and sweeps are far shorter. */
const STATEMENT_TIMEOUT_MS = 30_000;
/** The client gives up a little later, for when the server cannot even say it cancelled. */
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5_000;
/** /readyz must answer within 2 s while the database hangs. */
const PING_TIMEOUT_MS = 1_000;

export class DatabaseUnreachableError extends Error {}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/**
 * PostgreSQL's answers that it cannot serve now, rather than that the query is wrong: a connection
 * exception (class 08), too many connections, and a server shutting down or starting.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57P0[123])$/;
/** pg's own words for a connection it lost or could not open in time. */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect)/;

/**
 * Whether `error` (or what it was caused by) says the database cannot be reached for now: the
 * request may succeed again shortly, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseUnreachableError) return true;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (Object.hasOwn(REASONS, code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  const inner = error instanceof AggregateError ? (error.errors as unknown[]) : [];
  return [error.cause, ...inner].some(isDatabaseUnavailable);
}

/** Why a connection failed, in words; the URL's credentials never reach the message. */
function unreachable(url: string, error: unknown): DatabaseUnreachableError {
  const { hostname, port } = new URL(url);
  const { code, message } = error as { code?: string; message?: string };
  const timedOut = /timeout/i.test(message ?? '');
  const reason = timedOut
    ? `no answer within ${CONNECT_TIMEOUT_MS / 1000} s`
    : ((code && REASONS[code]) ?? (message || code || 'unknown error'));
  return new DatabaseUnreachableError(`Cannot reach the database at ${hostname}:${port || 5432}: ${reason}`);
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * The first connection of a start. Its timer can run out while the process is busy rather than the
 * database slow: a starting instance loads its modules (better-auth, the S3 client) in blocks of
 * seconds on a loaded machine, and when the block ends Node runs the due timer before it reads the
 * server's answer. A timeout that fired well after its time gets one more try; one that fired on
 * time means the database did not answer.
 */
async function firstConnection(url: string): Promise<pg.Client> {
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A connection lost while migrating fails the migration (the query rejects), not the process.
    client.on('error', () => {});
    const started = performance.now();
    try {
      await client.connect();
      return client;
    } catch (error) {
      const firedLate = performance.now() - started > CONNECT_TIMEOUT_MS + LATE_TIMER_MS;
      const timedOut = /timeout/i.test((error as { message?: string }).message ?? '');
      if (attempt === 1 && timedOut && firedLate) continue;
      throw unreachable(url, error);
    }
  }
}

/** Migrates on a connection of its own: a migration may wait for another instance's lock and run long. */
async function migratePostgres(url: string) {
  const client = await firstConnection(url);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.end().catch(() => {});
  }
}

function startPostgres(url: string, log?: Logger): Database {
  const ready = migratePostgres(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // JIT compiling a query the planner thinks costly (a count over 100 000 tasks) took longer
    // than running it; the portal's queries are short, bounded ones.
    options: '-c jit=off',
    query_timeout: QUERY_TIMEOUT_MS,
    // Finds connections a proxy or a network dropped without a word.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A connection the server ends (pg_terminate_backend, a restart, a proxy) emits 'error': while
  // idle through the pool, while checked out (a transaction) on its client. Unheard, either ends
  // the process. The pool discards the connection and opens a new one when next needed.
  const lost = (error: Error) => log?.warn({ err: error }, 'database connection lost');
  pool.on('connect', (client) => client.on('error', lost));
  // The same error, passed on by the pool for an idle connection: already logged above.
  pool.on('error', () => {});
  const db = withCommitHooks(drizzlePg({ client: pool, schema, casing: 'snake_case' }));
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= pool.end();
    return closing;
  };
  // A database that cannot be migrated lets go of its connections.
  ready.catch(() => close().catch(() => {}));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    jobConnection: url,
    ready,
    ping: async () => {
      // The query's own timeout gives its connection back; the race also bounds waiting for one.
      // (pg reads `query_timeout` per query as well; its types know only the pool-wide one.)
      const ping = { text: 'SELECT 1', query_timeout: PING_TIMEOUT_MS } as pg.QueryConfig;
      await withTimeout(pool.query(ping), PING_TIMEOUT_MS, `no answer within ${PING_TIMEOUT_MS} ms`);
    },
    close,
  };
}

/**
 * Starts opening the configured database and bringing its schema up to date, and answers at once:
 * the server listens meanwhile and holds every query until `ready`. A data directory in use
 * throws DataDirLockedError here; `ready` rejects with DatabaseUnreachableError for a database
 * that cannot be reached at all. `log` hears about PostgreSQL connections lost along the way.
 */
export function startDatabase(target: DatabaseTarget, log?: Logger): Database {
  return target.kind === 'postgres' ? startPostgres(target.url, log) : startPglite(target.dataDir, target.snapshot);
}

/** As `startDatabase`, answering once the database is ready. */
export async function openDatabase(target: DatabaseTarget, log?: Logger): Promise<Database> {
  const database = startDatabase(target, log);
  await database.ready;
  return database;
}

/** The rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
