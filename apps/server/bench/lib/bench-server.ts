import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { DatabaseTarget } from '../../src/db/client.ts';

/** How many times the server is started to time its start. */
export const STARTS = 3;
const PORT = 4390;
export const BASE = `http://127.0.0.1:${PORT}`;
export const SECRET = 'bench-secret-that-is-long-enough-to-use-0123456789';
export const serverRoot = path.resolve(import.meta.dirname, '../..');
const builtServer = path.join(serverRoot, 'dist/server.js');

/** A database the bench runs against, with the server's environment for it. */
export interface Target {
  name: string;
  database: DatabaseTarget;
  env: Record<string, string>;
  /** PostgreSQL's autovacuum vacuums and analyzes a bulk load soon after; PGlite runs none. */
  vacuum: boolean;
  /** A Redis to run GET /api/task again with, as instances that share one do. */
  redisUrl?: string;
  drop: () => Promise<void>;
}

export function startServer(target: Target, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', builtServer], {
    env: {
      ...process.env,
      ...target.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      AUTH_SECRET: SECRET,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      // One load generator is one client address: lift the per-address limits for the run.
      RATE_LIMIT_PER_MINUTE: '100000000',
      IDENTITY_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Seconds from spawning the server to its first 200 on /healthz. */
export async function timeToHealthy(child: ChildProcess, started: number): Promise<number> {
  while (child.exitCode === null) {
    const healthy = await fetch(`${BASE}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`server exited with ${child.exitCode}`);
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server STARTS times on the seeded database: the median time to /healthz, and the last server, running. */
export async function startMeasured(target: Target): Promise<{ seconds: number; server: ChildProcess }> {
  const times: number[] = [];
  let server: ChildProcess | null = null;
  for (let run = 0; run < STARTS; run += 1) {
    if (server) await stopServer(server);
    const started = performance.now();
    server = startServer(target);
    times.push(await timeToHealthy(server, started));
  }
  times.sort((first, second) => first - second);
  return { seconds: times[Math.floor(times.length / 2)] as number, server: server as ChildProcess };
}

export async function bearerToken(account: { email: string; password: string }): Promise<string> {
  const signIn = await fetch(`${BASE}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in of ${account.email}: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const answer = (await (await fetch(`${BASE}/api/identity/token`, { headers: { cookie } })).json()) as {
    token: string;
  };
  return answer.token;
}
