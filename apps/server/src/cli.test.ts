import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/identity.ts';

const run = promisify(execFile);
const cliEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');

/**
 * A data directory of the test's own, removed when it ends: no test sees another's accounts, or a
 * lock left by another's process still running after a timeout.
 */
function freshDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', cliEntry, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
  const openDataDir = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });

  async function accountOf(email: string) {
    const database = await openDataDir();
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, email));
      return row;
    } finally {
      await database.close();
    }
  }

  return { dataDir, cli, openDataDir, accountOf };
}

// Each call starts a process that opens and migrates the database: slow on a busy machine.
describe('the admin CLI on PGlite', { timeout: 180_000 }, () => {
  it('creates an admin, bans and unbans an account', async () => {
    const { cli, accountOf } = freshDataDir();
    const created = await cli('create-admin', '--email', 'boss@example.com', '--password', 'corner-office-secret');
    expect(created.stdout).toContain('Created admin boss@example.com');
    expect(await accountOf('boss@example.com')).toMatchObject({ role: 'admin', banned: false });

    await cli('ban', '--email', 'boss@example.com', '--reason', 'testing');
    expect(await accountOf('boss@example.com')).toMatchObject({ banned: true, banReason: 'testing' });

    await cli('unban', '--email', 'boss@example.com');
    expect(await accountOf('boss@example.com')).toMatchObject({ banned: false, banReason: null });
  });

  it('refuses to touch the database while another process holds it', async () => {
    const { cli, openDataDir } = freshDataDir();
    const database = await openDataDir();
    try {
      await expect(cli('ban', '--email', 'boss@example.com')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`is in use by process ${process.pid}`),
      });
    } finally {
      await database.close();
    }
  });

  it('refuses a password the portal would refuse anyone, in one line', async () => {
    const { cli, accountOf } = freshDataDir();
    await expect(
      cli('create-admin', '--email', 'chief@example.com', '--password', 'chief@example.com-1'),
    ).rejects.toMatchObject({ code: 1, stderr: 'Your password must not contain your e-mail address.\n' });
    expect(await accountOf('chief@example.com')).toBeUndefined();
  });

  it('names an unreachable database in one line', async () => {
    const { dataDir } = freshDataDir();
    const unreachable = run(process.execPath, ['--import', 'tsx', cliEntry, 'ban', '--email', 'boss@example.com'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://portal:secret@127.0.0.1:1/portal' },
    });
    await expect(unreachable).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Cannot reach the database at 127\.0\.0\.1:1: [^\n]+\n$/),
    });
  });

  it('names an unknown account and an unknown command', async () => {
    const { cli } = freshDataDir();
    await expect(cli('ban', '--email', 'nobody@example.com')).rejects.toMatchObject({
      stderr: expect.stringContaining('No user with the e-mail nobody@example.com'),
    });
    await expect(cli('promote')).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown command "promote"'),
    });
  });
});
