import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newVapidKeys } from '../modules/push/vapid-keys.ts';
import { seedPgliteDataDir } from './test-database.ts';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * What production asks of an instance on a shared PostgreSQL database besides `DATABASE_URL`
 * (config/env.ts): Redis, one VAPID key pair and an https address; `startServerProcess` gives the
 * secret and keeps mail in the outbox. Browser-like clients send `origin`, trusted here.
 */
export function sharedInstanceSettings(databaseUrl: string, redisUrl: string, origin: string) {
  const { publicKey, privateKey } = newVapidKeys();
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: 'https://portal.test',
    TRUSTED_ORIGINS: origin,
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
  };
}

/**
 * The real server in its own process on PGlite in `dataDir` (or the database `env` names),
 * answering once it is ready. A data directory without a database gets a migrated one first.
 */
export async function startServerProcess(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  if (!env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'db'))) await seedPgliteDataDir(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      IDENTITY_LIMIT_PER_IP: '100000',
      AUTH_SECRET: 'crash-test-secret-that-is-long-enough-0123456789',
      // Stopped at once: a test that follows the drain sets its own.
      DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Compiling the server and opening its database took over a minute on a busy two-core machine.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

/** A process killed by a signal has no exit code, only its signal. */
const hasExited = (server: ChildProcess) => server.exitCode !== null || server.signalCode !== null;

/** Kills the server at once, as a crash would, and waits until it is gone. */
export async function killServer(server: ChildProcess): Promise<void> {
  if (hasExited(server)) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

/** Stops the server as an orchestrator does (SIGTERM) and waits until it is gone. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (hasExited(server)) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Signs `email` up on a server of its own, as a browser does: the session cookie it is given. */
export async function signedUpCookie(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'crash-test-password', name: email }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The bearer token of the session `cookie` holds. */
export async function tokenOf(base: string, cookie: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/identity/token`, { headers: { cookie } })).json()) as {
    token: string;
  };
  return answer.token;
}
