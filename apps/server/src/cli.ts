import { APIError } from 'better-auth/api';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, loadEnv, type Env } from './config/env.ts';
import { BackupError, codeMigrationLevel } from './db/backup/archive.ts';
import { backup } from './db/backup/backup.ts';
import type { BackupSubject } from './db/backup/engines.ts';
import { restore } from './db/backup/restore.ts';
import { DatabaseUnreachableError, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { createIdentity } from './plugins/identity-service.ts';
import { seedDemo } from './modules/demo/demo.service.ts';
import { loadLegalDocuments } from './modules/privacy/legal.service.ts';
import { retryGivenUpNotifications } from './modules/notifications/notifications.service.ts';
import { banUser, setRole, unbanUser, UnknownUserError, userExists } from './modules/users/users.service.ts';
import { openRuntime } from './runtime.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-admin --email <email> --password <password> [--name <name>]
                 Create an admin account, or make an existing account an admin.
  ban --email <email> [--reason <text>]
                 Refuse the account's sign-in and API calls from now on.
  unban --email <email>
                 Lift a ban.
  seed-demo      Create the demo accounts (kept if they exist); password demo-password or DEMO_PASSWORD.
  notifications:retry
                 Send once more, now, every notification e-mail given up on (GET /api/admin/jobs
                 counts them as mailsGivenUp); one refused again stays given up, with its new error.
  migrate        Bring the database's schema up to date and exit (run it once before starting
                 the new version's instances; each instance also migrates as it starts).
  backup --to <file>
                 Write one archive (tar) of the database and of DATA_DIR/files (uploads in S3 are
                 kept by the bucket's versioning). PostgreSQL: pg_dump, while the portal runs.
  restore --from <file> [--yes]
                 Replace the database and DATA_DIR/files with the archive's; --yes when they hold
                 data. PostgreSQL: every instance stopped first. Then run migrate.

On the embedded PGlite database, stop the server first; on PostgreSQL it runs at any time
(restore excepted). docs/operations.md has backups, restore drills and migrations.`;

type Runtime = Awaited<ReturnType<typeof openRuntime>>;

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

class UsageError extends Error {}

function identityFor(runtime: Runtime, env: Env) {
  return createIdentity({
    db: runtime.database.db,
    secret: runtime.authSecret,
    publicUrl: env.PUBLIC_URL,
    trustedOrigins: env.TRUSTED_ORIGINS,
    supportEmail: env.SUPPORT_EMAIL,
    mailer: runtime.mailer,
    passwordHashCost: env.PASSWORD_HASH_COST,
  });
}

/** Creates an admin account, or makes an existing account an admin. */
async function createAdmin(runtime: Runtime, env: Env, email: string, password: string, name: string) {
  const db = runtime.database.db;
  if (await userExists(db, email)) {
    await setRole(db, email, 'admin');
    return 'exists';
  }
  await (await identityFor(runtime, env)).api.signUpEmail({ body: { email, password, name } });
  await setRole(db, email, 'admin');
  return 'created';
}

/** Backup and restore work on the data themselves, without opening (and migrating) the database. */
function backupSubject(env: Env): BackupSubject {
  return {
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') },
    filesDir: env.S3_BUCKET ? null : path.join(env.DATA_DIR, 'files'),
  };
}

async function migrate(env: Env) {
  const database = await openDatabase(backupSubject(env).database);
  await database.close();
  console.log(`The database is up to date: migration ${codeMigrationLevel()}`);
}

async function run(argv: string[]) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      reason: { type: 'string' },
      to: { type: 'string' },
      from: { type: 'string' },
      yes: { type: 'boolean' },
    },
  });
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  const known = ['create-admin', 'ban', 'unban', 'seed-demo', 'notifications:retry', 'migrate', 'backup', 'restore'];
  if (!known.includes(command)) throw new UsageError(`Unknown command "${command}"`);

  const env = loadEnv();
  if (command === 'migrate') return migrate(env);
  if (command === 'backup' || command === 'restore') {
    const subject = backupSubject(env);
    if (!subject.filesDir)
      console.log('Uploads are in the S3 bucket: its versioning backs them up (docs/operations.md)');
    if (command === 'backup') {
      const to = required(values.to, 'to');
      const manifest = await backup(subject, to);
      console.log(
        `Backed up the ${manifest.engine} database at migration ${manifest.migrationLevel} to ${path.resolve(to)}`,
      );
    } else {
      const from = required(values.from, 'from');
      const options = { replace: values.yes ?? false, workDir: env.DATA_DIR };
      const manifest = await restore(subject, from, options);
      console.log(
        `Restored the backup of ${manifest.createdAt} (migration ${manifest.migrationLevel}); run migrate next`,
      );
    }
    return;
  }
  const runtime = await openRuntime({ ...env, LOG_LEVEL: 'warn' });
  try {
    const db = runtime.database.db;
    switch (command) {
      case 'create-admin': {
        const email = required(values.email, 'email');
        const password = required(values.password, 'password');
        const result = await createAdmin(runtime, env, email, password, values.name ?? 'Administrator');
        console.log(result === 'created' ? `Created admin ${email}` : `${email} already existed and is now an admin`);
        break;
      }
      case 'ban':
        await banUser(db, required(values.email, 'email'), values.reason ?? null);
        console.log(`Banned ${values.email}`);
        break;
      case 'unban':
        await unbanUser(db, required(values.email, 'email'));
        console.log(`Unbanned ${values.email}`);
        break;
      case 'seed-demo': {
        const legal = loadLegalDocuments(env.LEGAL_DOCUMENTS_DIR, { supportEmail: env.SUPPORT_EMAIL });
        const demo = await seedDemo(db, await identityFor(runtime, env), env.DEMO_PASSWORD, legal);
        for (const account of demo.accounts) {
          console.log(`${account.created ? 'Created' : 'Kept'} ${account.role} ${account.email}`);
        }
        for (const inviteId of demo.inviteIds) console.log(`Demo invite: ${env.PUBLIC_URL}/invite/${inviteId}`);
        break;
      }
      case 'notifications:retry': {
        const { retried, sent, failed } = await retryGivenUpNotifications(db, runtime.mailer, {
          publicUrl: env.PUBLIC_URL,
          secret: runtime.authSecret,
          log: runtime.log,
        });
        console.log(`Notification e-mails given up on: ${retried}; sent now: ${sent}; refused again: ${failed}`);
        break;
      }
    }
  } finally {
    await runtime.mailer.close?.();
    await runtime.database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof BackupError ||
    error instanceof UnknownUserError ||
    error instanceof APIError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
