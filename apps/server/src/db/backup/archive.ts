import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { migrationsFolder } from '../client.ts';

const run = promisify(execFile);

/** Raised for every refusal and failure the CLI reports in one line. */
export class BackupError extends Error {}

/** Bumped when the archive's layout changes, so an older portal refuses what it cannot read. */
export const ARCHIVE_FORMAT = 1;

const ManifestSchema = z.object({
  format: z.number().int(),
  engine: z.enum(['pglite', 'postgres']),
  /** How many migrations the database had applied: the code restoring it must know at least as many. */
  migrationLevel: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** `local`: the archive holds `files/`; `s3`: the bucket keeps its own versions. */
  files: z.enum(['local', 's3']),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** Inside an archive: the manifest, the database (PGlite's data directory as a tar, or pg_dump's custom format), the files. */
export const ENTRIES = {
  manifest: 'manifest.json',
  pgliteDatabase: 'database.pglite.tar',
  postgresDatabase: 'database.pgdump',
  files: 'files',
} as const;

/** The migrations this code knows: the database's level after `migrate`. */
export function codeMigrationLevel(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** A folder beside `near` (same file system, so renames are atomic), removed by the returned function. */
export function workFolder(near: string, purpose: string): { dir: string; remove: () => void } {
  fs.mkdirSync(near, { recursive: true });
  const dir = fs.mkdtempSync(path.join(near, `.${purpose}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Copies a directory's tree (a missing one as an empty one). */
export function copyTree(from: string, to: string) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
  else fs.mkdirSync(to, { recursive: true });
}

/**
 * Packs the staged folder into `toFile`: written under a temporary name beside it and renamed, so a
 * backup that fails leaves no half archive where the last good one may be expected.
 */
export async function packArchive(staged: string, manifest: Manifest, toFile: string) {
  fs.writeFileSync(path.join(staged, ENTRIES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  const target = path.resolve(toFile);
  const partial = `${target}.partial-${process.pid}`;
  try {
    await run('tar', ['-cf', partial, '-C', staged, '.']);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw new BackupError(`Could not write ${target}: ${oneLine(error)}`);
  }
}

/** Unpacks an archive into `into` and reads its manifest, refusing one this code cannot restore. */
export async function unpackArchive(fromFile: string, into: string): Promise<Manifest> {
  if (!fs.existsSync(fromFile)) throw new BackupError(`No backup at ${path.resolve(fromFile)}`);
  try {
    await run('tar', ['-xf', path.resolve(fromFile), '-C', into]);
  } catch (error) {
    throw new BackupError(`${path.resolve(fromFile)} is not a backup archive: ${oneLine(error)}`);
  }
  const manifestFile = path.join(into, ENTRIES.manifest);
  const parsed = fs.existsSync(manifestFile)
    ? ManifestSchema.safeParse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')))
    : undefined;
  if (!parsed?.success) throw new BackupError(`${path.resolve(fromFile)} has no readable manifest.json`);
  const manifest = parsed.data;
  if (manifest.format > ARCHIVE_FORMAT) {
    throw new BackupError(`The backup's format ${manifest.format} is newer than this portal reads (${ARCHIVE_FORMAT})`);
  }
  const known = codeMigrationLevel();
  if (manifest.migrationLevel > known) {
    throw new BackupError(
      `The backup is at migration ${manifest.migrationLevel}, this portal knows ${known}: restore it with the newer portal that made it`,
    );
  }
  return manifest;
}

/** A child process's or file system's complaint in one line, without a stack. */
export function oneLine(error: unknown): string {
  const { stderr, message } = error as { stderr?: string; message?: string };
  const text = (stderr?.trim() || message || String(error)).split('\n').find((line) => line.trim()) ?? '';
  return text.trim();
}
