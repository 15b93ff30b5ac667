import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase, rowsOf, type Database } from '../db/client.ts';
import { diskBlobStore } from '../modules/uploads/blob-store.ts';
import { createLogger } from '../runtime.ts';
import { freePort } from '../testing/server-process.ts';
import { createPostgresDatabase } from '../testing/test-database.ts';

// Tests read TEST_DATABASE_URL directly: it configures the test run, not the app.
const serverUrl = process.env.TEST_DATABASE_URL;
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');

/**
 * A TCP proxy in front of PostgreSQL that can stall like a broken network: `hang` stops forwarding
 * on open connections and accepts new ones without ever connecting them; `restore` drops every
 * stalled connection and forwards again. `refuse` stops it as a stopped server is: every
 * connection closed and new ones refused, until `reopen`.
 */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const links = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let hanging = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (hanging) return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    const link = { client, upstream };
    links.add(link);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => {
      upstream.destroy();
      links.delete(link);
    });
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    hang() {
      hanging = true;
      for (const { client, upstream } of links) {
        client.unpipe(upstream);
        upstream.unpipe(client);
      }
    },
    restore() {
      hanging = false;
      for (const socket of sockets) socket.destroy();
    },
    refuse: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
    reopen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createLogger('info', stream), lines };
}

describe.skipIf(!serverUrl)('a lost or hanging PostgreSQL connection', () => {
  const name = `portal_outage_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outage-'));
  const { log, lines } = captureLog();
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl: string;

  const withAdmin = async <T>(work: (admin: pg.Client) => Promise<T>): Promise<T> => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  };
  /** Ends every connection the portal holds, as a DBA or a failover would. */
  const terminatePortalConnections = () =>
    withAdmin((admin) =>
      admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]),
    );
  const status = (route: string) => fetch(`${baseUrl}${route}`).then((response) => response.status);

  beforeAll(async () => {
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    const upstream = new URL(serverUrl ?? '');
    proxy = await startProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    const viaProxy = new URL(upstream);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: viaProxy.toString() }, log);
    app = await buildApp({
      env: loadEnv({ SERVE_WEB: 'false', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000' }),
      database,
      mailer: { send: async () => {} },
      authSecret: 'outage-test-secret-that-is-long-enough-0123456789',
      blobStore: diskBlobStore(path.join(dataDir, 'files')),
      logger: log,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  });

  afterAll(async () => {
    try {
      await app?.close();
      // Closing the proxy first frees any connection a failed test left hanging.
      await proxy?.close();
      await database?.close();
    } finally {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps serving when the database ends its idle connections, and logs the loss', async () => {
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => status('/api/public/options/countries')));
    const { rowCount } = await terminatePortalConnections();
    expect(rowCount).toBeGreaterThan(0);

    await expect.poll(() => status('/api/public/options/countries'), { timeout: 15_000 }).toBe(200);
    expect(await status('/readyz')).toBe(200);
    expect(lines.some((line) => line.includes('database connection lost'))).toBe(true);
  });

  it('fails only the transaction whose connection is lost, not the process', async () => {
    let inTransaction!: (pid: number) => void;
    const backend = new Promise<number>((resolve) => (inTransaction = resolve));
    let carryOn!: () => void;
    const terminated = new Promise<void>((resolve) => (carryOn = resolve));
    const transaction = database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
      inTransaction(row?.pid ?? 0);
      await terminated;
      await tx.execute(sql`SELECT 1`);
    });
    const pid = await backend;
    await terminatePortalConnections();
    const alive = () =>
      withAdmin(async (admin) => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount);
    await expect.poll(alive, { timeout: 15_000 }).toBe(0);
    carryOn();

    await expect(transaction).rejects.toThrow();
    await expect.poll(() => status('/api/public/options/countries'), { timeout: 15_000 }).toBe(200);
  });

  it('answers 503 with Retry-After while the database refuses connections, and serves once it is back', async () => {
    expect(await status('/api/public/options/countries')).toBe(200);
    await proxy.refuse();
    try {
      const refused = await fetch(`${baseUrl}/api/public/options/countries`);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        message: 'Something went wrong. Please try again.',
        code: 'unavailable',
      });
    } finally {
      await proxy.reopen();
    }
    await expect.poll(() => status('/api/public/options/countries'), { timeout: 15_000 }).toBe(200);
  });

  it('answers /readyz with 503 within 2 s while the database hangs, and 200 once it is back', async () => {
    expect(await status('/readyz')).toBe(200);
    proxy.hang();

    for (let probe = 0; probe < 3; probe += 1) {
      const started = performance.now();
      expect(await status('/readyz')).toBe(503);
      expect(performance.now() - started).toBeLessThan(2_000);
    }

    proxy.restore();
    await expect.poll(() => status('/readyz'), { timeout: 15_000 }).toBe(200);
    expect(await status('/api/public/options/countries')).toBe(200);
  });
});

describe('a start against a database it cannot reach', () => {
  const children = new Set<ChildProcess>();
  afterEach(() => {
    for (const child of children) child.kill('SIGKILL');
    children.clear();
  });

  /** Runs the real server until it exits, with what it wrote to stderr. */
  const startServer = async (databaseUrl: string) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-unreachable-'));
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        AUTH_SECRET: 'unreachable-test-secret-that-is-long-enough-0123',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.add(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { code, lines: stderr.split('\n').filter(Boolean) };
  };

  it('stops with one line naming the address and the cause, and no password', async () => {
    const port = await freePort();
    const { code, lines } = await startServer(`postgres://portal:hunter2-secret@127.0.0.1:${port}/portal`);
    expect(code).toBe(1);
    expect(lines).toEqual([`Cannot reach the database at 127.0.0.1:${port}: connection refused`]);
  });

  it('stops with one line when the database accepts the connection but never answers', async () => {
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => void held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const { code, lines } = await startServer(`postgres://portal:hunter2-secret@127.0.0.1:${port}/portal`);
      expect(code).toBe(1);
      expect(lines).toEqual([`Cannot reach the database at 127.0.0.1:${port}: no answer within 5 s`]);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe.skipIf(!serverUrl)('a start busy while it connects', () => {
  /** Keeps the process busy, as a start loading its modules on a loaded machine does. */
  const busyFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('opens a database that answered while the process was busy past the connection timeout', async () => {
    const { url, drop } = await createPostgresDatabase(serverUrl ?? '');
    try {
      const opening = openDatabase({ kind: 'postgres', url });
      busyFor(6_000);
      const database = await opening;
      try {
        await expect(database.ping()).resolves.toBeUndefined();
      } finally {
        await database.close();
      }
    } finally {
      await drop();
    }
  });
});
