import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BackupError, ENTRIES, unpackArchive, workFolder, type Manifest } from './archive.ts';
import { DURABLE_START_PARAMS } from '../client.ts';
import { lockDataDirectory } from '../lock.ts';
import { hasEntries, runPostgresTool, runTool, withPostgres, type BackupSubject } from './engines.ts';

interface RestoreOptions {
  /** Replace a database or files that already hold data (the CLI's `--yes`). */
  replace: boolean;
  /** Where the archive is unpacked: beside the data, so the swap is a rename. */
  workDir: string;
}

const NEEDS_YES = 'holds data that the restore would replace: run again with --yes to replace it';

/**
 * Puts the database and the local files back as the archive holds them: everything written
 * since is gone. The new copy is made aside and swapped in by renames.
 */
export async function restore(subject: BackupSubject, fromFile: string, options: RestoreOptions): Promise<Manifest> {
  const work = workFolder(options.workDir, 'restore');
  try {
    const manifest = await unpackArchive(fromFile, work.dir);
    const { database } = subject;
    if (manifest.engine !== database.kind) {
      throw new BackupError(`The backup is of a ${manifest.engine} database; this portal uses ${database.kind}`);
    }
    const filesHoldData = Boolean(subject.filesDir && hasEntries(subject.filesDir));
    if (database.kind === 'pglite') {
      const release = lockDataDirectory(`${database.dataDir}.lock`);
      try {
        if ((hasEntries(database.dataDir) || filesHoldData) && !options.replace) {
          throw new BackupError(`${database.dataDir} ${NEEDS_YES}`);
        }
        const dump = new Blob([fs.readFileSync(path.join(work.dir, ENTRIES.pgliteDatabase))]);
        const restored = path.join(work.dir, 'db');
        const loaded = new PGlite(restored, { loadDataDir: dump, startParams: DURABLE_START_PARAMS });
        await loaded.waitReady;
        await loaded.close();
        swapIn(restored, database.dataDir, work.dir);
        restoreFiles(subject.filesDir, manifest, work.dir);
      } finally {
        release();
      }
    } else {
      await restorePostgres(database.url, path.join(work.dir, ENTRIES.postgresDatabase), {
        replace: options.replace,
        filesHoldData,
      });
      restoreFiles(subject.filesDir, manifest, work.dir);
    }
    return manifest;
  } finally {
    work.remove();
  }
}

/** Moves `staged` to `target`, moving what was there aside into `work` (removed with it). */
function swapIn(staged: string, target: string, work: string) {
  if (fs.existsSync(target)) fs.renameSync(target, path.join(work, `replaced-${path.basename(target)}`));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(staged, target);
}

function restoreFiles(filesDir: string | null, manifest: Manifest, work: string) {
  if (!filesDir || manifest.files !== 'local') return;
  const staged = path.join(work, ENTRIES.files);
  if (!fs.existsSync(staged)) fs.mkdirSync(staged);
  swapIn(staged, filesDir, work);
}

/**
 * Every schema but PostgreSQL's own is dropped and the dump replayed, in one transaction: a table
 * a later migration added goes too (the next `migrate` makes it again), and a failure changes nothing.
 */
const EMPTY_DATABASE = `DO $$ DECLARE s text; BEGIN
  FOR s IN SELECT nspname FROM pg_namespace
    WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'
  LOOP EXECUTE format('DROP SCHEMA %I CASCADE', s); END LOOP;
END $$;
CREATE SCHEMA public AUTHORIZATION pg_database_owner;
GRANT USAGE ON SCHEMA public TO PUBLIC;
`;

const USER_TABLES = `select count(*)::int as tables from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema')`;

const OTHER_SESSIONS = `select count(*)::int as sessions from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid()`;

async function restorePostgres(url: string, dump: string, check: { replace: boolean; filesHoldData: boolean }) {
  await withPostgres(url, async (client) => {
    const [sessions] = (await client.query<{ sessions: number }>(OTHER_SESSIONS)).rows;
    if (sessions && sessions.sessions > 0) {
      throw new BackupError(
        `${sessions.sessions} other connection(s) to the database: stop every instance of the portal first`,
      );
    }
    const [tables] = (await client.query<{ tables: number }>(USER_TABLES)).rows;
    if (((tables?.tables ?? 0) > 0 || check.filesHoldData) && !check.replace) {
      throw new BackupError(`The database ${NEEDS_YES}`);
    }
  });
  const emptying = `${dump}.empty.sql`;
  const replay = `${dump}.sql`;
  fs.writeFileSync(emptying, EMPTY_DATABASE);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--file', replay, dump]);
  await runPostgresTool('psql', url, [
    ...['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction'],
    ...['--file', emptying, '--file', replay],
  ]);
}
