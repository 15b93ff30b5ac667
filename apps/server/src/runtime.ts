import path from 'node:path';
import pino from 'pino';
import type { Env } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { createMailer } from './lib/mailer.ts';
import { diskBlobStore, s3BlobStore, type BlobStore } from './modules/uploads/blob-store.ts';

/** Where uploads live: the S3-compatible bucket when S3_BUCKET is set, else `DATA_DIR/files`. */
export function openBlobStore(env: Env): BlobStore {
  if (!env.S3_BUCKET) return diskBlobStore(path.join(env.DATA_DIR, 'files'));
  return s3BlobStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/** The pieces the server and the CLI share, opened from the environment. */
export async function openRuntime(env: Env) {
  const log = pino({ level: env.LOG_LEVEL });
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') },
    log,
  );
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    from: env.MAIL_FROM,
    log,
  });
  return { log, database, mailer, authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR) };
}
