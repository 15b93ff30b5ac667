import fs from 'node:fs';

export class DataDirLockedError extends Error {}

/** Locks this process holds: a file naming our own pid is only stale if we do not hold it. */
const heldLocks = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a data directory: PGlite has no lock of its own, and two processes
 * writing one directory corrupt it. The lock file holds the owner's pid, so a lock left by a
 * killed process is recognised and taken over at once instead of waiting for it to go stale.
 * Returns the release function.
 */
export function lockDataDirectory(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      const heldByUs = heldLocks.has(lockPath);
      if (heldByUs || (Number.isInteger(holder) && holder !== process.pid && isRunning(holder))) {
        throw new DataDirLockedError(
          `The database in ${lockPath.replace(/\.lock$/, '')} is in use by process ${holder}. ` +
            'Stop the portal first (the CLI works on PGlite only while the server is stopped), or use DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}`);
}
