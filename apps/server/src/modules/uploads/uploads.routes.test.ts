import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { createCampaign } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { creatorInCampaign, keyOf, SAMPLE_BYTES, sampleFile, tusRequests } from '../../testing/uploads.ts';
import { diskBlobStore } from './blob-store.ts';
import { MAX_UNFINISHED_UPLOADS, usableFiles } from './uploads.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp({ MAX_UPLOAD_MB: '1' });
});
afterAll(() => portal.close());

const { create, patch, head } = tusRequests(() => portal.baseUrl);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('tus uploads', () => {
  it('takes a small file in one request, under a key the server chose', async () => {
    const creator = await creatorInCampaign(portal);
    const content = sampleFile('proof 1.png');
    const fields = {
      kind: 'submissions',
      campaignId: creator.campaignId,
      filename: 'proof 1.png',
      filetype: 'image/png',
    };
    const created = await create(creator.token, content.length, fields, content);
    expect(created.status).toBe(201);
    expect(created.headers.get('upload-offset')).toBe(String(content.length));
    const key = keyOf(created.headers.get('location') as string);
    expect(key).toMatch(new RegExp(`^submissions/${creator.campaignId}/${creator.id}/[0-9a-f-]{36}-proof-1\\.png$`));
    expect(fs.readFileSync(path.join(portal.dataDir, 'files', key))).toEqual(content);
    expect(await usableFiles(portal.database.db, creator.id, creator.campaignId, 'submissions', [key])).toEqual(
      new Map([[key, 'image/png']]),
    );
  });

  it('cancels an unfinished upload, but never deletes a finished file a submission may point to', async () => {
    const creator = await creatorInCampaign(portal);
    const fields = { kind: 'submissions', campaignId: creator.campaignId, filename: 'proof.png' };
    const remove = (location: string) =>
      fetch(`${portal.baseUrl}${location}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${creator.token}`, 'tus-resumable': '1.0.0' },
      });

    const shot = sampleFile('proof.png');
    const finished = await create(creator.token, shot.length, fields, shot);
    const finishedLocation = finished.headers.get('location') as string;
    expect((await remove(finishedLocation)).status).toBe(400);
    expect(fs.readFileSync(path.join(portal.dataDir, 'files', keyOf(finishedLocation)))).toEqual(shot);

    const started = await create(creator.token, 1000, fields, Buffer.alloc(10));
    const startedLocation = started.headers.get('location') as string;
    expect((await remove(startedLocation)).status).toBe(204);
    expect(fs.existsSync(path.join(portal.dataDir, 'files', keyOf(startedLocation)))).toBe(false);
  });

  it('resumes a large upload from the last byte the server has', async () => {
    const creator = await creatorInCampaign(portal);
    const content = Buffer.concat([SAMPLE_BYTES.png, randomBytes(700 * 1024)]);
    const created = await create(creator.token, content.length, {
      kind: 'reports',
      campaignId: creator.campaignId,
      filename: 'report.png',
    });
    const location = created.headers.get('location') as string;

    const firstPart = content.subarray(0, 300 * 1024);
    expect((await patch(creator.token, location, 0, firstPart)).status).toBe(204);
    const key = keyOf(location);
    // Not finished: no submission may use it yet.
    expect(await usableFiles(portal.database.db, creator.id, creator.campaignId, 'reports', [key])).toEqual(new Map());

    const resumeAt = Number((await head(creator.token, location)).headers.get('upload-offset'));
    expect(resumeAt).toBe(firstPart.length);
    expect((await patch(creator.token, location, resumeAt, content.subarray(resumeAt))).status).toBe(204);
    expect(sha256(fs.readFileSync(path.join(portal.dataDir, 'files', key)))).toBe(sha256(content));
    const [row] = await portal.database.db.select().from(files).where(eq(files.key, key));
    expect(row).toMatchObject({ sizeBytes: content.length, ownerId: creator.id, kind: 'reports' });
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('keeps a hostile file name inside the creator folder', async () => {
    const creator = await creatorInCampaign(portal);
    const content = sampleFile('passwd');
    const created = await create(
      creator.token,
      content.length,
      { kind: 'submissions', campaignId: creator.campaignId, filename: '../../../etc/passwd' },
      content,
    );
    const key = keyOf(created.headers.get('location') as string);
    expect(key.startsWith(`submissions/${creator.campaignId}/${creator.id}/`)).toBe(true);
    expect(key.endsWith('-passwd')).toBe(true);
    expect(fs.existsSync(path.join(portal.dataDir, 'etc'))).toBe(false);
  });

  it('refuses uploads that are not for one of the creator tasks, and unknown or forged ids', async () => {
    const creator = await creatorInCampaign(portal);
    const stranger = await createCampaign(portal.database.db);
    expect(
      (await create(creator.token, 10, { kind: 'submissions', campaignId: stranger.id, filename: 'x.png' })).status,
    ).toBe(403);
    expect(
      (await create(creator.token, 10, { kind: 'avatars', campaignId: creator.campaignId, filename: 'x.png' })).status,
    ).toBe(400);
    const forged = `/api/uploads/${Buffer.from('../../outside').toString('base64url')}`;
    expect((await head(creator.token, forged)).status).toBe(404);
    const unauthenticated = await fetch(`${portal.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '1' },
    });
    expect(unauthenticated.status).toBe(401);
  });

  it("refuses another creator's upload and a file over the size limit (413)", async () => {
    const owner = await creatorInCampaign(portal);
    const other = await creatorInCampaign(portal);
    const created = await create(owner.token, 10, {
      kind: 'submissions',
      campaignId: owner.campaignId,
      filename: 'mine.png',
    });
    const location = created.headers.get('location') as string;
    expect((await head(other.token, location)).status).toBe(403);
    expect((await patch(other.token, location, 0, Buffer.alloc(10))).status).toBe(403);

    const tooBig = await create(owner.token, 2 * 1024 * 1024, {
      kind: 'submissions',
      campaignId: owner.campaignId,
      filename: 'huge.mov',
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain('File is too large: the limit is 1 MB per file');
  });

  it('answers 503 while its directory is unusable, reserves nothing, and goes on from the offset it had', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'failing-store-'));
    const flaky = await startTestApp({}, { blobStore: diskBlobStore(directory), database: portal.database });
    const { create: start, patch: send, head: ask } = tusRequests(() => flaky.baseUrl);
    const readiness = async () => (await fetch(`${flaky.baseUrl}/readyz`)).json() as Promise<unknown>;
    const storageUnavailable = async (answer: Response) => {
      const body = await answer.text();
      expect(body).not.toContain(directory);
      return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body };
    };
    const unavailable = {
      status: 503,
      retryAfter: '5',
      body: JSON.stringify({
        message: 'File storage is unavailable right now. Please try again in a moment.',
        code: 'storage-unavailable',
      }),
    };
    try {
      const creator = await creatorInCampaign(flaky);
      const fields = { kind: 'submissions', campaignId: creator.campaignId, filename: 'proof.png' };
      const content = Buffer.concat([SAMPLE_BYTES.png, randomBytes(1000)]);
      const location = (await start(creator.token, content.length, fields)).headers.get('location') as string;
      expect((await send(creator.token, location, 0, content.subarray(0, 500))).status).toBe(204);
      const heldBefore = await portal.database.db.select().from(files).where(eq(files.ownerId, creator.id));

      // The volume goes away, and something else is at its path.
      fs.renameSync(directory, `${directory}.away`);
      fs.writeFileSync(directory, '');
      try {
        for (let attempt = 0; attempt < MAX_UNFINISHED_UPLOADS; attempt += 1) {
          expect(await storageUnavailable(await start(creator.token, 1000, fields))).toEqual(unavailable);
        }
        expect(await storageUnavailable(await send(creator.token, location, 500, content.subarray(500)))).toEqual(
          unavailable,
        );
        expect(await portal.database.db.select().from(files).where(eq(files.ownerId, creator.id))).toEqual(heldBefore);
        expect(await readiness()).toEqual({ status: 'degraded', dependencies: { database: 'ok', storage: 'failing' } });
      } finally {
        fs.rmSync(directory);
        fs.renameSync(`${directory}.away`, directory);
      }

      expect(await readiness()).toEqual({ status: 'ready', dependencies: { database: 'ok', storage: 'ok' } });
      expect((await ask(creator.token, location)).headers.get('upload-offset')).toBe('500');
      expect((await send(creator.token, location, 500, content.subarray(500))).status).toBe(204);
      expect((await start(creator.token, 1000, fields)).status).toBe(201);
      const rows = await portal.database.db.select().from(files).where(eq(files.ownerId, creator.id));
      expect(rows).toHaveLength(2);
    } finally {
      await flaky.close();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
