import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDirectory } from './lock.ts';

const scratch: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  scratch.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('refuses a second open of the same PGlite directory while the first holds it, then allows it', async () => {
    const dataDir = path.join(tempDir(), 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/is in use by process \d+/);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.ping();
    await second.close();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const lockPath = path.join(tempDir(), 'db.lock');
    // Pid numbers wrap well below this, so no process has it.
    fs.writeFileSync(lockPath, '999999999');
    const release = lockDataDirectory(lockPath);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });
});
