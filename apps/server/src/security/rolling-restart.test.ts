import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, sharedInstanceSettings, startServerProcess } from '../testing/server-process.ts';
import { TEST_PUBLIC_URL } from '../testing/test-app.ts';
import { createPostgresDatabase } from '../testing/test-database.ts';

// A rolling restart behind a load balancer, and a start refused for its settings, in real server
// processes: on PostgreSQL and Redis when the run has them (CI does), else on PGlite.
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const onPostgres = Boolean(serverUrl && redisUrl);

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A data directory and, on PostgreSQL, a database of the test's own, both removed after it. */
async function storage(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rolling-restart-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!serverUrl) return { dataDir };
  const { url, drop } = await createPostgresDatabase(serverUrl);
  cleanups.push(drop);
  return { dataDir, databaseUrl: url };
}

/** A production instance, ready, as one of several behind a load balancer. */
async function startInstance(drainSeconds: number) {
  const { dataDir, databaseUrl } = await storage();
  const port = await freePort();
  const shared = onPostgres && databaseUrl ? sharedInstanceSettings(databaseUrl, redisUrl ?? '', TEST_PUBLIC_URL) : {};
  const server = await startServerProcess(dataDir, port, { ...shared, DRAIN_SECONDS: String(drainSeconds) });
  cleanups.push(() => void server.kill('SIGKILL'));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  return { server, exited, baseUrl: `http://127.0.0.1:${port}` };
}

const statusOf = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => null,
  );

/**
 * The server entry with `env` over an environment that sets none of the settings under test,
 * whatever the test run's own: its exit code, and what it printed on stderr and logged on stdout.
 */
async function runServer(env: Record<string, string>, until?: (log: string) => boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-settings-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const unset = ['AUTH_SECRET', 'REDIS_URL', 'SMTP_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'TRUST_PROXY'];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...Object.fromEntries(unset.map((setting) => [setting, ''])),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: '',
      MAIL_OUTBOX_IN_PRODUCTION: '',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  let stopping = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!stopping && until?.(stdout)) {
      stopping = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderrLines: stderr.trimEnd().split('\n') };
}

describe(`a rolling restart (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('on SIGTERM answers /readyz with 503 at once, serves requests through the drain, then exits', async () => {
    const drainSeconds = 6;
    const { server, exited, baseUrl } = await startInstance(drainSeconds);
    expect(await statusOf(`${baseUrl}/readyz`)).toBe(200);

    const signalled = Date.now();
    server.kill('SIGTERM');
    await expect.poll(() => statusOf(`${baseUrl}/readyz`), { timeout: 2_000, interval: 50 }).toBe(503);
    expect(await (await fetch(`${baseUrl}/readyz`)).json()).toMatchObject({ status: 'draining' });

    const countries = await fetch(`${baseUrl}/api/public/options/countries`);
    expect(countries.status).toBe(200);
    expect(await countries.json()).toContainEqual({ value: 'Malaysia', text: 'Malaysia' });
    // Its connection is not kept for another request, which would reach this instance as it closes.
    expect(countries.headers.get('connection')).toBe('close');
    expect(Date.now() - signalled).toBeLessThan(drainSeconds * 1000);

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(drainSeconds * 1000);
  });

  it('ends the drain at a second signal and exits cleanly', async () => {
    const { server, exited, baseUrl } = await startInstance(600);
    server.kill('SIGTERM');
    await expect.poll(() => statusOf(`${baseUrl}/readyz`), { timeout: 2_000, interval: 50 }).toBe(503);
    expect(await statusOf(`${baseUrl}/api/public/options/countries`)).toBe(200);

    const secondSignal = Date.now();
    server.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(Date.now() - secondSignal).toBeLessThan(30_000);
  });
});

describe('a start refused for its settings', () => {
  it('names a TRUST_PROXY it cannot read, and what it accepts, on one line without a stack trace', async () => {
    const { code, stderrLines } = await runServer({ TRUST_PROXY: '10.0.0.0/8, proxy.internal' });
    expect(code).not.toBe(0);
    expect(stderrLines).toEqual([
      "TRUST_PROXY: 'proxy.internal': not a proxy address; accepted: false, true, a hop count (such as 1), or a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) and the names loopback, linklocal, uniquelocal",
    ]);
  });

  it('in production on a shared database, names every setting the instances must share, one line each', async () => {
    const { code, stderrLines } = await runServer({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal',
      PUBLIC_URL: 'http://portal.example',
      TRUST_PROXY: 'nonsense',
    });
    expect(code).not.toBe(0);
    expect(stderrLines.map((line) => line.slice(0, line.indexOf(':'))).sort()).toEqual(
      [
        'AUTH_SECRET',
        'PUBLIC_URL',
        'REDIS_URL',
        'SMTP_URL',
        'TRUST_PROXY',
        'VAPID_PRIVATE_KEY',
        'VAPID_PUBLIC_KEY',
      ].sort(),
    );
    expect(stderrLines).toContain(
      "AUTH_SECRET: required in production with DATABASE_URL: each instance would generate its own and refuse the others' sessions",
    );
    expect(stderrLines).toContain(
      'PUBLIC_URL: must be the https:// address users reach in production with DATABASE_URL: sessions and reset links must not cross the network in clear',
    );
  });

  it.runIf(onPostgres)('outside production, starts on a shared database and warns of each of them', async () => {
    const { databaseUrl } = await storage();
    const warned = ['AUTH_SECRET', 'REDIS_URL', 'SMTP_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'PUBLIC_URL'];
    const { code, stdout } = await runServer(
      { NODE_ENV: 'development', DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'info' },
      (log) => log.includes('creator portal ready'),
    );
    expect(code).toBe(0);
    const warnings = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; setting?: string; msg: string })
      .filter((entry) => entry.level === 40 && entry.setting);
    expect(warnings.map((entry) => entry.setting)).toEqual(warned);
    expect(warnings.map((entry) => entry.msg)).toContain(
      'REDIS_URL: required in production with DATABASE_URL: each instance would count rate limits and sign-in failures, and lock uploads, alone',
    );
  });
});
