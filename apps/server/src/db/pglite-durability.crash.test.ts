import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { users } from './schema/identity.ts';
import { freePort, killServer, startServerProcess } from '../testing/server-process.ts';

/**
 * The embedded database must keep every acknowledged write through a hard kill: the server takes
 * a stream of sign-ups, is killed with SIGKILL at a random moment, and the database must open
 * again holding every sign-up that was answered 2xx. `npm run test:crash` runs 20 cycles.
 */
const cycles = Number(process.env.CRASH_CYCLES ?? 20);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function signUpStream(port: number, acknowledged: Set<string>, stop: { now: boolean }, cycle: number) {
  let sequence = 0;
  const worker = async (workerId: number) => {
    while (!stop.now) {
      const email = `crash-${cycle}-${workerId}-${sequence++}@example.com`;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/identity/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
          body: JSON.stringify({ email, password: 'crash-test-password', name: 'Crash Test' }),
        });
        if (response.ok) acknowledged.add(email);
      } catch {
        return; // the server was killed mid-request: that sign-up was never acknowledged
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
}

async function storedEmails(): Promise<Set<string>> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const rows = await database.db.select({ email: users.email }).from(users);
    return new Set(rows.map((row) => row.email));
  } finally {
    await database.close();
  }
}

it(
  `keeps every acknowledged sign-up through ${cycles} SIGKILLs`,
  async () => {
    const acknowledged = new Set<string>();
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const port = await freePort();
      const server = await startServerProcess(dataDir, port);
      const stop = { now: false };
      const before = acknowledged.size;
      const stream = signUpStream(port, acknowledged, stop, cycle);
      // Killed at a random moment once sign-ups flow: on a busy host the first can take seconds
      // (the identity service loads on first use), and a kill before it would test nothing.
      await expect.poll(() => acknowledged.size, { timeout: 50_000, interval: 50 }).toBeGreaterThan(before);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1500));
      await killServer(server);
      stop.now = true;
      await stream;

      const stored = await storedEmails();
      const lost = [...acknowledged].filter((email) => !stored.has(email));
      expect(lost, `cycle ${cycle + 1}: acknowledged sign-ups missing after SIGKILL`).toEqual([]);
    }
  },
  cycles * 60_000,
);

it('closes cleanly on SIGTERM: exit code 0, lock released, data still there', async () => {
  const port = await freePort();
  const server = await startServerProcess(dataDir, port);
  const email = `sigterm-${Date.now()}@example.com`;
  const signUp = await fetch(`http://127.0.0.1:${port}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({ email, password: 'crash-test-password', name: 'Clean Stop' }),
  });
  expect(signUp.status).toBe(200);

  const exitCode = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  expect(await exitCode).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  expect((await storedEmails()).has(email)).toBe(true);
}, 60_000);
