import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, onTestFinished } from 'vitest';
import { codeMigrationLevel } from './db/backup/archive.ts';
import { openDatabase } from './db/client.ts';
import { taskEvents } from './db/schema/campaigns.ts';
import { users } from './db/schema/identity.ts';
import { mailDeadLetters } from './db/schema/notifications.ts';
import { createMailer } from './lib/mailer.ts';
import { deliverNotifications } from './modules/notifications/notifications.service.ts';
import { createCampaign, createTask, createUsers } from './testing/factories.ts';
import { startSmtpServer } from './testing/smtp-server.ts';
import { seedPgliteDataDir } from './testing/test-database.ts';

const run = promisify(execFile);
const cliEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');

/**
 * A data directory of the test's own, removed when it ends: no test sees another's accounts, or a
 * lock left by another's process still running after a timeout. It holds a migrated, empty
 * database, as a portal's first start leaves it, unless the test is about a directory without one.
 */
async function freshDataDir({ withDatabase = true } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (withDatabase) await seedPgliteDataDir(dataDir);

  const cliWith = (env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', cliEntry, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    });
  const cli = (...args: string[]) => cliWith({}, ...args);
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

  return { dataDir, cli, cliWith, openDataDir, accountOf };
}

// Each call starts a process that opens the database and checks its migrations: slow on a busy machine.
describe('the admin CLI on PGlite', { timeout: 180_000 }, () => {
  it('creates an admin, bans and unbans an account', async () => {
    const { cli, accountOf } = await freshDataDir();
    const created = await cli('create-admin', '--email', 'boss@example.com', '--password', 'corner-office-secret');
    expect(created.stdout).toContain('Created admin boss@example.com');
    expect(await accountOf('boss@example.com')).toMatchObject({ role: 'admin', banned: false });

    await cli('ban', '--email', 'boss@example.com', '--reason', 'testing');
    expect(await accountOf('boss@example.com')).toMatchObject({ banned: true, banReason: 'testing' });

    await cli('unban', '--email', 'boss@example.com');
    expect(await accountOf('boss@example.com')).toMatchObject({ banned: false, banReason: null });
  });

  it('refuses to touch the database while another process holds it', async () => {
    const { cli, openDataDir } = await freshDataDir();
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
    const { cli, accountOf } = await freshDataDir();
    await expect(
      cli('create-admin', '--email', 'chief@example.com', '--password', 'chief@example.com-1'),
    ).rejects.toMatchObject({ code: 1, stderr: 'Your password must not contain your e-mail address.\n' });
    expect(await accountOf('chief@example.com')).toBeUndefined();
  });

  it('names an unreachable database in one line', async () => {
    const { dataDir } = await freshDataDir({ withDatabase: false });
    const unreachable = run(process.execPath, ['--import', 'tsx', cliEntry, 'ban', '--email', 'boss@example.com'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://portal:secret@127.0.0.1:1/portal' },
    });
    await expect(unreachable).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Cannot reach the database at 127\.0\.0\.1:1: [^\n]+\n$/),
    });
  });

  it('migrates a new database, then backs it up into one archive', async () => {
    const { dataDir, cli } = await freshDataDir({ withDatabase: false });
    const migrated = await cli('migrate');
    expect(migrated.stdout).toBe(`The database is up to date: migration ${codeMigrationLevel()}\n`);

    const archive = path.join(dataDir, 'portal.tar');
    const backedUp = await cli('backup', '--to', archive);
    expect(backedUp.stdout).toBe(`Backed up the pglite database at migration ${codeMigrationLevel()} to ${archive}\n`);
    const { stdout: entries } = await run('tar', ['-tf', archive]);
    expect(entries.split('\n')).toEqual(
      expect.arrayContaining(['./manifest.json', './database.pglite.tar', './files/']),
    );
  });

  it('names an unknown account and an unknown command', async () => {
    const { cli } = await freshDataDir();
    await expect(cli('ban', '--email', 'nobody@example.com')).rejects.toMatchObject({
      stderr: expect.stringContaining('No user with the e-mail nobody@example.com'),
    });
    await expect(cli('promote')).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown command "promote"'),
    });
  });

  it('sends again, once the mail server takes mail, the notification e-mails it refused until they were given up on', async () => {
    const { cliWith, openDataDir } = await freshDataDir();
    const smtp = await startSmtpServer('refuse');
    onTestFinished(() => smtp.close());
    const publicUrl = 'https://portal.example.my';
    const database = await openDataDir();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: '',
      from: 'Portal <no-reply@portal.example.my>',
      log: pino({ level: 'silent' }),
    });
    let creator: string;
    try {
      const { db } = database;
      const [user] = await createUsers(db, 1, () => ({ name: 'Siti' }));
      const campaign = await createCampaign(db, { title: 'Kempen Raya' });
      const task = await createTask(db, { campaignId: campaign.id, userId: user?.id ?? '', status: 'SELECTED' });
      await db.insert(taskEvents).values({ taskId: task.id, toStatus: 'SELECTED', actor: 'admin', action: 'invite' });
      creator = user?.email ?? '';
      // Refused for good (550): given up on at its first try.
      await deliverNotifications(db, mailer, { publicUrl });
      expect(await db.select({ reason: mailDeadLetters.reason }).from(mailDeadLetters)).toEqual([
        { reason: expect.stringContaining('550') as string },
      ]);
    } finally {
      await mailer.close?.();
      await database.close();
    }
    expect(smtp.received).toEqual([]);

    smtp.setMood('accept');
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl };
    const retried = await cliWith(env, 'notifications:retry');
    expect(retried.stdout).toBe('Notification e-mails given up on: 1; sent now: 1; refused again: 0\n');
    expect(smtp.received.map((mail) => [mail.header('To'), mail.header('Subject')])).toEqual([
      [creator, "You're invited to Kempen Raya"],
    ]);
    // Nothing is given up on any more, and nothing is sent twice.
    const again = await cliWith(env, 'notifications:retry');
    expect(again.stdout).toBe('Notification e-mails given up on: 0; sent now: 0; refused again: 0\n');
    expect(smtp.received).toHaveLength(1);
  });
});
