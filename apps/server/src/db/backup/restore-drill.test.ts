import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tasks } from '../schema/campaigns.ts';
import { users } from '../schema/identity.ts';
import { openDatabase, rowsOf, type DatabaseTarget, type Db } from '../client.ts';
import { createCampaign, createTask, createUsers } from '../../testing/factories.ts';
import { createPostgresDatabase, seedPgliteDataDir } from '../../testing/test-database.ts';
import { DataDirLockedError } from '../lock.ts';
import { ARCHIVE_FORMAT, codeMigrationLevel, packArchive, type Manifest } from './archive.ts';
import { backup } from './backup.ts';
import type { BackupSubject } from './engines.ts';
import { restore } from './restore.ts';

/** Every row of every table, table by table, in an order that does not depend on how it was stored. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`),
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql.raw(`select row_to_json(t)::text as row from ${name} t`)),
    );
    contents[name] = rows.map(({ row }) => row).sort();
  }
  return contents;
}

/** Every file under `dir`: its path and a hash of its bytes. */
function everyFile(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return files;
}

function freshDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-drill-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/**
 * The drill an operator runs: back up, change and delete rows and files, restore, and find every
 * row of every table and every file as it was at the backup.
 */
async function drill(target: DatabaseTarget, subject: BackupSubject, dataDir: string) {
  const filesDir = path.join(dataDir, 'files');
  const archive = path.join(dataDir, 'backups', 'portal.tar');
  fs.mkdirSync(path.dirname(archive), { recursive: true });

  const before = await openDatabase(target);
  let rowsAtBackup: Record<string, string[]>;
  try {
    const { db } = before;
    const [siti, aminah] = await createUsers(db, 2, (index) => ({ name: ['Siti', 'Aminah'][index] }));
    const campaign = await createCampaign(db, { title: 'Kempen Raya' });
    await createTask(db, { campaignId: campaign.id, userId: siti?.id ?? '', status: 'SELECTED' });
    await createTask(db, { campaignId: campaign.id, userId: aminah?.id ?? '', status: 'PENDING-CHECKING' });
    rowsAtBackup = await everyRow(db);
  } finally {
    await before.close();
  }
  fs.mkdirSync(path.join(filesDir, 'submissions'), { recursive: true });
  fs.writeFileSync(path.join(filesDir, 'submissions', 'post.jpg'), 'the creator’s photo');
  fs.writeFileSync(path.join(filesDir, 'avatar.png'), 'an avatar');
  const filesAtBackup = everyFile(filesDir);

  await backup(subject, archive);
  expect(fs.readdirSync(path.dirname(archive))).toEqual(['portal.tar']);

  const after = await openDatabase(target);
  try {
    const { db } = after;
    await db.update(users).set({ name: 'Renamed' }).where(eq(users.name, 'Siti'));
    await db.delete(tasks).where(eq(tasks.status, 'PENDING-CHECKING'));
    await createUsers(db, 1, () => ({ name: 'Joined after the backup' }));
    expect(await everyRow(db)).not.toEqual(rowsAtBackup);
  } finally {
    await after.close();
  }
  fs.rmSync(path.join(filesDir, 'avatar.png'));
  fs.writeFileSync(path.join(filesDir, 'submissions', 'post.jpg'), 'another photo');
  fs.writeFileSync(path.join(filesDir, 'uploaded-later.jpg'), 'new');

  const options = { workDir: dataDir, replace: false };
  await expect(restore(subject, archive, options)).rejects.toThrow(/run again with --yes to replace it/);
  const manifest = await restore(subject, archive, { ...options, replace: true });
  expect(manifest).toMatchObject({ format: 1, engine: target.kind, files: 'local' });

  expect(everyFile(filesDir)).toEqual(filesAtBackup);
  const restored = await openDatabase(target);
  try {
    expect(await everyRow(restored.db)).toEqual(rowsAtBackup);
  } finally {
    await restored.close();
  }
  // Nothing the backup and the restore worked in is left behind.
  expect(fs.readdirSync(dataDir).sort()).toEqual(
    target.kind === 'pglite' ? ['backups', 'db', 'files'] : ['backups', 'files'],
  );
}

describe('a restore drill', { timeout: 240_000 }, () => {
  it('puts back every row and every file of the embedded database', async () => {
    const dataDir = freshDataDir();
    await seedPgliteDataDir(dataDir);
    const dbDir = path.join(dataDir, 'db');
    await drill(
      { kind: 'pglite', dataDir: dbDir },
      { database: { kind: 'pglite', dataDir: dbDir }, filesDir: path.join(dataDir, 'files') },
      dataDir,
    );
  });

  // Tests read TEST_DATABASE_URL directly: it configures the test run, not the app.
  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)('puts back every row and every file of a PostgreSQL database', async () => {
    const dataDir = freshDataDir();
    const { url, drop } = await createPostgresDatabase(serverUrl ?? '');
    onTestFinished(drop);
    await drill(
      { kind: 'postgres', url },
      { database: { kind: 'postgres', url }, filesDir: path.join(dataDir, 'files') },
      dataDir,
    );
  });
});

describe('backup and restore refuse', () => {
  const pgliteSubject = (dataDir: string): BackupSubject => ({
    database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    filesDir: path.join(dataDir, 'files'),
  });

  async function archiveAt(
    dataDir: string,
    migrationLevel: number,
    file = path.join(dataDir, `level-${migrationLevel}.tar`),
  ) {
    const staged = fs.mkdtempSync(path.join(dataDir, 'staged-'));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      engine: 'pglite',
      migrationLevel,
      createdAt: new Date().toISOString(),
      files: 'local',
    };
    await packArchive(staged, manifest, file);
    return file;
  }

  it('to touch the embedded database while a running server holds it', async () => {
    const dataDir = freshDataDir();
    // The parent process stands for the server: running, and not this process.
    fs.writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));
    const subject = pgliteSubject(dataDir);
    const inUse = `is in use by process ${process.ppid}. Stop the portal first`;
    await expect(backup(subject, path.join(dataDir, 'portal.tar'))).rejects.toThrow(DataDirLockedError);
    await expect(backup(subject, path.join(dataDir, 'portal.tar'))).rejects.toThrow(inUse);
    const archive = await archiveAt(dataDir, codeMigrationLevel());
    await expect(restore(subject, archive, { replace: true, workDir: dataDir })).rejects.toThrow(inUse);
  });

  it('an archive from a newer migration level than the code knows', async () => {
    const dataDir = freshDataDir();
    const archive = await archiveAt(dataDir, codeMigrationLevel() + 1);
    await expect(restore(pgliteSubject(dataDir), archive, { replace: true, workDir: dataDir })).rejects.toThrow(
      `The backup is at migration ${codeMigrationLevel() + 1}, this portal knows ${codeMigrationLevel()}`,
    );
  });

  it('to leave half an archive when the backup fails', async () => {
    const dataDir = freshDataDir();
    const unreachable: BackupSubject = {
      database: { kind: 'postgres', url: 'postgres://portal:secret@127.0.0.1:1/portal' },
      filesDir: null,
    };
    await expect(backup(unreachable, path.join(dataDir, 'portal.tar'))).rejects.toThrow(
      /^Cannot reach the database at 127\.0\.0\.1:1: /,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('to leave half an archive when writing it fails', async () => {
    const dataDir = freshDataDir();
    // A folder where the archive should go: the archive is written, but cannot take its name.
    const target = path.join(dataDir, 'portal.tar');
    fs.mkdirSync(path.join(target, 'in-the-way'), { recursive: true });
    await expect(archiveAt(dataDir, codeMigrationLevel(), target)).rejects.toThrow(`Could not write ${target}: `);
    expect(fs.readdirSync(dataDir).filter((entry) => !entry.startsWith('staged-'))).toEqual(['portal.tar']);
  });
});
