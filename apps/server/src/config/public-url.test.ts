import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killServer, startServerProcess } from '../testing/server-process.ts';

describe('a server started on another port without PUBLIC_URL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-port-'));
  let port: number;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    port = await freePort();
    // TEST (set by Vitest) would make better-auth skip its origin check, the check under test here.
    server = await startServerProcess(dataDir, port, { PUBLIC_URL: '', TEST: '' });
  }, 180_000);
  afterAll(async () => {
    // A server that never started has nothing to stop.
    if (server) await killServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // better-auth checks the origin of a request that carries cookies, as a returning browser's does.
  const signUp = (origin: string) =>
    fetch(`http://127.0.0.1:${port}/api/identity/sign-up/email`, {
      method: 'POST',
      headers: { origin, cookie: 'returning=1', 'content-type': 'application/json' },
      body: JSON.stringify({ email: `port-${Date.now()}@example.com`, password: 'a-good-password', name: 'Port' }),
    });

  it('takes sign-ups from the address it is really at, and still refuses another origin', async () => {
    expect((await signUp(`http://localhost:${port}`)).status).toBe(200);
    expect((await signUp('http://evil.example')).status).toBe(403);
  });
});
