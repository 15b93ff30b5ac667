import fs from 'node:fs';
import path from 'node:path';
import { ARCHIVE_FORMAT, copyTree, ENTRIES, packArchive, workFolder, type Manifest } from './archive.ts';
import {
  pgliteMigrationLevel,
  postgresMigrationLevel,
  runPostgresTool,
  withPglite,
  withPostgres,
  type BackupSubject,
} from './engines.ts';

/**
 * Writes one archive of the database and the local files. On PGlite it holds the data directory's
 * lock throughout, so the copy is consistent (and a running server makes it refuse); on
 * PostgreSQL pg_dump reads one snapshot while the portal runs, and the files are copied after it,
 * so every file a dumped row names is there (a file uploaded meanwhile is copied too, unnamed).
 */
export async function backup(subject: BackupSubject, toFile: string, now = new Date()): Promise<Manifest> {
  const work = workFolder(path.dirname(path.resolve(toFile)), 'backup');
  try {
    const staged = work.dir;
    const { database } = subject;
    const migrationLevel =
      database.kind === 'pglite'
        ? await withPglite(database.dataDir, async (client) => {
            const level = await pgliteMigrationLevel(client);
            const dump = await client.dumpDataDir('none');
            fs.writeFileSync(path.join(staged, ENTRIES.pgliteDatabase), Buffer.from(await dump.arrayBuffer()));
            if (subject.filesDir) copyTree(subject.filesDir, path.join(staged, ENTRIES.files));
            return level;
          })
        : await backupPostgres(database.url, subject.filesDir, staged);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      engine: database.kind,
      migrationLevel,
      createdAt: now.toISOString(),
      files: subject.filesDir ? 'local' : 's3',
    };
    await packArchive(staged, manifest, toFile);
    return manifest;
  } finally {
    work.remove();
  }
}

async function backupPostgres(url: string, filesDir: string | null, staged: string): Promise<number> {
  const level = await withPostgres(url, postgresMigrationLevel);
  await runPostgresTool('pg_dump', url, ['--format=custom', '--file', path.join(staged, ENTRIES.postgresDatabase)]);
  if (filesDir) copyTree(filesDir, path.join(staged, ENTRIES.files));
  return level;
}
