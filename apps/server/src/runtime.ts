import path from 'node:path';
import pino from 'pino';
import type { Env } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { createMailer } from './lib/mailer.ts';

/** The pieces the server and the CLI share, opened from the environment. */
export async function openRuntime(env: Env) {
  const log = pino({ level: env.LOG_LEVEL });
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') },
  );
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    from: env.MAIL_FROM,
    log,
  });
  return { log, database, mailer, authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR) };
}
