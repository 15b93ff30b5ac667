import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as identity from './schema/identity.ts';
import * as options from './schema/options.ts';
import * as profiles from './schema/profiles.ts';
import * as campaigns from './schema/campaigns.ts';
import * as referrals from './schema/referrals.ts';
import * as files from './schema/files.ts';
import * as submissions from './schema/submissions.ts';
import { lockDataDirectory } from './lock.ts';

export const schema = { ...identity, ...profiles, ...options, ...campaigns, ...referrals, ...files, ...submissions };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers once the database takes queries (for /readyz). */
  ping(): Promise<void>;
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: every instance takes this advisory lock so only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_340_001;

/** PGlite starts Postgres with fsync off (`-F`); acknowledged writes must survive a crash. */
const DURABLE_START_PARAMS = PGlite.defaultStartParams.filter((param) => param !== '-F');

async function openPglite(dataDir: string | null): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDirectory(`${dataDir}.lock`);
  }
  try {
    const client = dataDir
      ? await PGlite.create(dataDir, { startParams: DURABLE_START_PARAMS })
      : await PGlite.create();
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    let closing: Promise<void> | null = null;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('SELECT 1');
      },
      close: () => {
        closing ??= (async () => {
          try {
            if (dataDir) await client.query('CHECKPOINT');
            await client.close();
          } finally {
            release();
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  let closing: Promise<void> | null = null;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** Opens the configured database and brings its schema up to date. */
export function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
}

/** The rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
