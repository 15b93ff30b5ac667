import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../db/client.ts';

/** The installed PGlite's package.json (the tests run from the repository's root). */
const PGLITE_PACKAGE = path.resolve('node_modules/@electric-sql/pglite/package.json');

/** A hash of the migrations and their journal: what a migrated, empty database holds. */
function migrationsFingerprint() {
  const fingerprint = createHash('sha256');
  const sources = fs
    .readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(migrationsFolder, name));
  for (const file of [...sources, path.join(migrationsFolder, 'meta', '_journal.json')]) {
    fingerprint.update(file).update(fs.readFileSync(file));
  }
  return fingerprint;
}

/**
 * The files of a migrated, empty PGlite database (a tar of its data directory), shared by every
 * test file of a run (and the next run, while the migrations stay the same): a new cluster runs
 * initdb and every migration, about 11 s of CPU, where starting from these files takes a fraction.
 * Each test database still checks its migrations when it opens.
 */
async function pgliteSnapshotFile(): Promise<string> {
  // Made anew when the migrations, their journal or PGlite (its data files' format) change.
  const fingerprint = migrationsFingerprint().update(fs.readFileSync(PGLITE_PACKAGE));
  // Per user: another's file in a shared temporary folder could not be replaced.
  const folder = path.join(os.tmpdir(), `portal-test-pglite-${os.userInfo().uid}`);
  fs.mkdirSync(folder, { recursive: true });
  const snapshotFile = path.join(folder, `${fingerprint.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(snapshotFile)) return snapshotFile;

  const client = new PGlite();
  try {
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
    const snapshot = await client.dumpDataDir('none');
    // Written aside and renamed: a test file starting meanwhile never reads half a snapshot.
    const partial = `${snapshotFile}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    fs.renameSync(partial, snapshotFile);
    return snapshotFile;
  } finally {
    await client.close();
  }
}

const pgliteSnapshot = async () => new Blob([fs.readFileSync(await pgliteSnapshotFile())]);

/**
 * Gives `dataDir` (a DATA_DIR) a migrated, empty embedded database, as the first start of the
 * portal there would leave it, for a test that starts the server or the CLI in a process of its
 * own: each of those processes would otherwise spend its first seconds on initdb and migrations.
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'db');
  fs.mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xf', await pgliteSnapshotFile(), '-C', target], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * A new database on the PostgreSQL server named by TEST_DATABASE_URL, empty or a copy of
 * `template`: its URL, and the function that drops it (whoever is still connected).
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return { url: databaseUrl(serverUrl, name), drop: dropper(serverUrl, name) };
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const dropper = (serverUrl: string, name: string) => async () => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};

/**
 * The name of a migrated, empty database on the server to copy test databases from, made once
 * for these migrations and kept for the next runs: `CREATE DATABASE ... TEMPLATE` copies its
 * files in a fraction of a second, where running every migration takes seconds, far more on a
 * busy machine. It is built under a name of its own and renamed when done, so a test file never
 * copies half a template, and two runs building it at once both end with the one template.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `portal_template_${migrationsFingerprint().digest('hex').slice(0, 16)}`;
  const exists = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    } finally {
      await client.end();
    }
  };
  if (await exists()) return name;
  const building = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: building.url });
  await database.close();
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`ALTER DATABASE ${new URL(building.url).pathname.slice(1)} RENAME TO ${name}`);
  } catch (error) {
    // Another run made it meanwhile: theirs serves.
    if (!(await exists())) throw error;
    await building.drop();
  } finally {
    await client.end();
  }
  return name;
}

/** The migrated template this process copies its PostgreSQL test databases from. */
let template: Promise<string> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, copied from the migrated template (dropped again
 * on close).
 */
export async function openTestDatabase(): Promise<Database> {
  // Tests read TEST_DATABASE_URL directly: it configures the test run, not the app.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: null, snapshot: await pgliteSnapshot() });

  template ??= postgresTemplate(serverUrl);
  const { url, drop } = await createPostgresDatabase(serverUrl, await template);
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
