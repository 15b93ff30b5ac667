import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Env } from './config/env.ts';
import { startDatabase } from './db/client.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { loggableError } from './lib/loggable-error.ts';
import { countingErrors } from './lib/metrics.ts';
import { createMailer } from './lib/mailer.ts';
import { diskBlobStore, type BlobStore } from './modules/uploads/blob-store.ts';

/** Where uploads live: the S3-compatible bucket when S3_BUCKET is set, else `DATA_DIR/files`. */
export async function openBlobStore(env: Env): Promise<BlobStore> {
  if (!env.S3_BUCKET) return diskBlobStore(path.join(env.DATA_DIR, 'files'));
  const { s3BlobStore } = await import('./modules/uploads/s3-blob-store.ts');
  return countingS3Errors(
    s3BlobStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    }),
  );
}

/** The store, counting each failed call of the portal's own (the tus server's writes are its own). */
function countingS3Errors(store: BlobStore): BlobStore {
  return {
    ...store,
    prepare: (key) => countingErrors('s3', () => store.prepare(key)),
    head: (key, bytes) => countingErrors('s3', () => store.head(key, bytes)),
    read: (key) => countingErrors('s3', () => store.read(key)),
    check: () => countingErrors('s3', () => store.check()),
  };
}

/** Parts of a URL that open something on their own, masked wherever a URL is logged. */
const SECRETS_IN_URLS: RegExp[] = [
  // Password reset links (`/reset-password?token=`), and any other token in a query string.
  /(?<=[?&]token=)[^&#]+/gi,
  // better-auth's reset callback carries the token in its path.
  /(?<=\/reset-password\/)[^/?#]+/gi,
  // A signed file link works for anyone until it expires: keep the payload, mask the signature.
  /(?<=\/api\/files\/[^/?#.]+\.)[^/?#]+/gi,
  // An e-mail's unsubscribe link never expires and needs no sign-in: keep the payload, mask the signature.
  /(?<=\/unsubscribe\/[^/?#.]+\.)[^/?#]+/gi,
];

function maskSecretsInUrl(url: string): string {
  return SECRETS_IN_URLS.reduce((masked, secret) => masked.replace(secret, '[redacted]'), url);
}

/**
 * What every logger of the server and the CLI masks, whoever logs: secrets in request URLs
 * (Fastify logs each as `req.url`), and every error as `loggableError` keeps it (a failed query's
 * SQL and reason, never its parameters).
 */
const REDACTION: Pick<pino.LoggerOptions, 'redact' | 'serializers'> = {
  redact: { paths: ['req.url'], censor: (url) => (typeof url === 'string' ? maskSecretsInUrl(url) : url) },
  serializers: { err: (error: unknown) => (error instanceof Error ? loggableError(error) : error) },
};

/** The server's and the CLI's log, on stdout unless told otherwise. */
export function createLogger(level: Env['LOG_LEVEL'], destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = { level, ...REDACTION };
  return destination ? pino(options, destination) : pino(options);
}

/** The pieces the server and the CLI share, from the environment; the database still opening (`ready`). */
export function startRuntime(env: Env) {
  const log = createLogger(env.LOG_LEVEL);
  const database = startDatabase(
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

/** As `startRuntime`, once the database is ready. */
export async function openRuntime(env: Env) {
  const runtime = startRuntime(env);
  await runtime.database.ready;
  return runtime;
}
