import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { freePort, killServer, startServerProcess, stopServer } from '../../testing/server-process.ts';
import { keyOf, patchHeaders, SAMPLE_BYTES, slowPatch, tusMetadata } from '../../testing/uploads.ts';

/** Issue 5: SIGKILL in the middle of a 20 MB upload; after a restart it resumes and the file is whole. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upload-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A creator with an accepted VIDEO task on a server in its own process on `directory`, and a video
 * upload of `size` bytes they have started there (nothing sent yet). The account is made through
 * the server, the campaign and task while it is stopped.
 */
async function startedVideoUpload(directory: string, size: number) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const signingUp = await startServerProcess(directory, port);
  const signUp = await fetch(`${base}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `upload-${Date.now()}@example.com`,
      password: 'crash-test-password',
      name: 'Uploader',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { user } = (await signUp.json()) as { user: { id: string } };
  await killServer(signingUp);

  const setup = await openDatabase({ kind: 'pglite', dataDir: path.join(directory, 'db') });
  const campaign = await createCampaign(setup.db, { taskType: 'VIDEO' });
  await createTask(setup.db, { campaignId: campaign.id, userId: user.id, status: 'ACCEPTED' });
  await setup.close();

  const server = await startServerProcess(directory, port);
  const { token } = (await (await fetch(`${base}/api/identity/token`, { headers: { cookie } })).json()) as {
    token: string;
  };
  // A video by its first bytes (a draft file), random after them.
  const content = Buffer.concat([SAMPLE_BYTES.mp4, randomBytes(size - SAMPLE_BYTES.mp4.length)]);
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(content.length),
      'upload-metadata': tusMetadata({ kind: 'submissions', campaignId: campaign.id, filename: 'draft.mp4' }),
    },
  });
  const location = created.headers.get('location') as string;
  return { port, base, server, token, tus, content, location, stored: path.join(directory, 'files', keyOf(location)) };
}

it('resumes a 20 MB upload cut by SIGKILL, and the stored file matches the original', async () => {
  const started = await startedVideoUpload(dataDir, 20 * 1024 * 1024);
  const { port, base, tus, content, location, stored } = started;
  let { server } = started;

  // Stream the file slowly so the kill lands in the middle of the PATCH.
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let offset = 0; offset < content.length; offset += 256 * 1024) {
        controller.enqueue(content.subarray(offset, offset + 256 * 1024));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      controller.close();
    },
  });
  const cut = fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body,
    duplex: 'half',
  } as RequestInit).catch(() => null);
  await new Promise((resolve) => setTimeout(resolve, 250));
  await killServer(server);
  await cut;

  server = await startServerProcess(dataDir, port);
  try {
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(content.length);
    const rest = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: content.subarray(offset),
    });
    expect(rest.status).toBe(204);
    expect(sha256(fs.readFileSync(stored))).toBe(sha256(content));
  } finally {
    await killServer(server);
  }
}, 240_000);

it('keeps every byte of a chunk a stop cut short, and answers it with that offset before the instance exits', async () => {
  const stopDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upload-stop-'));
  onTestFinished(() => fs.rmSync(stopDir, { recursive: true, force: true }));
  const started = await startedVideoUpload(stopDir, 8 * 1024 * 1024);
  const { port, base, token, tus, content, location, stored } = started;
  let { server } = started;
  onTestFinished(() => killServer(server));

  // A chunk of the whole rest, 2 MB of it at once and the rest slowly: the stop comes mid-chunk.
  const chunk = slowPatch(base, location, token, 0, content, 2 * 1024 * 1024);
  try {
    await expect
      .poll(() => (fs.existsSync(stored) ? fs.statSync(stored).size : 0), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2 * 1024 * 1024);
    const exitCode = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exitCode).toBe(0);
    const answer = chunk.answer();
    expect(answer?.status).toBe(204);
    expect(answer?.offset).toBeGreaterThanOrEqual(2 * 1024 * 1024);
    expect(answer?.offset).toBeLessThan(content.length);

    server = await startServerProcess(stopDir, port);
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus });
    expect(Number(head.headers.get('upload-offset'))).toBe(answer?.offset);
    const rest = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: patchHeaders(token, answer?.offset ?? 0),
      body: content.subarray(answer?.offset),
    });
    expect(rest.status).toBe(204);
    expect(sha256(fs.readFileSync(stored))).toBe(sha256(content));
  } finally {
    chunk.cancel();
    await stopServer(server);
  }
}, 240_000);
