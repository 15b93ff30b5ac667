import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DURABLE_START_PARAMS } from '../client.ts';
import { lockDataDirectory } from '../lock.ts';
import { BackupError, oneLine } from './archive.ts';

const run = promisify(execFile);

/** What a backup copies, and a restore replaces. */
export interface BackupSubject {
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  /** `DATA_DIR/files` when uploads stay on this machine; null when they live in the bucket. */
  filesDir: string | null;
}

const MIGRATIONS_APPLIED = `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
  else (select count(*)::int from drizzle.__drizzle_migrations) end as level`;

/**
 * Opens the embedded database for a backup, holding its directory's lock throughout:
 * the server cannot start meanwhile, and a running server makes this throw DataDirLockedError.
 */
export async function withPglite<T>(dataDir: string, work: (client: PGlite) => Promise<T>): Promise<T> {
  const release = lockDataDirectory(`${dataDir}.lock`);
  try {
    if (!hasEntries(dataDir)) throw new BackupError(`No database in ${dataDir} to back up`);
    const client = new PGlite(dataDir, { startParams: DURABLE_START_PARAMS });
    try {
      await client.waitReady;
      return await work(client);
    } finally {
      if (!client.closed) await client.close();
    }
  } finally {
    release();
  }
}

export function hasEntries(dir: string) {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

export async function pgliteMigrationLevel(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ level: number }>(MIGRATIONS_APPLIED);
  return rows[0]?.level ?? 0;
}

/** Runs `work` on one connection to the PostgreSQL database. */
export async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot reach the database at ${new URL(url).host}: ${oneLine(error)}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function postgresMigrationLevel(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ level: number }>(MIGRATIONS_APPLIED);
  return rows[0]?.level ?? 0;
}

/**
 * Runs one of PostgreSQL's client tools against `url`. The password goes in a password file of
 * its own, not on the command line, where any user of the machine could read it in the process list.
 */
export async function runPostgresTool(tool: string, url: string, args: string[]) {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  if (!password) return runTool(tool, [...args, '--dbname', url]);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pgpass-'));
  try {
    const passfile = path.join(folder, 'pgpass');
    fs.writeFileSync(passfile, `*:*:*:*:${password.replace(/[\\:]/g, '\\$&')}\n`, { mode: 0o600 });
    address.password = '';
    address.searchParams.set('passfile', passfile);
    await runTool(tool, [...args, '--dbname', address.toString()]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Runs a PostgreSQL client tool, its failure as one line. */
export async function runTool(tool: string, args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new BackupError(
      missing ? `${tool} is not installed: install PostgreSQL's client tools` : `${tool} failed: ${oneLine(error)}`,
    );
  }
}
