import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startS3Server, s3ServerUnavailable, type S3Server } from '../../testing/s3-server.ts';
import {
  freePort,
  killServer,
  sharedInstanceSettings,
  startServerProcess,
  stopServer,
} from '../../testing/server-process.ts';
import { browserClient, TEST_PUBLIC_URL } from '../../testing/test-app.ts';
import { createPostgresDatabase } from '../../testing/test-database.ts';
import { keyOf, patchHeaders, SAMPLE_BYTES, slowPatch, tusMetadata } from '../../testing/uploads.ts';

// Server processes on one PostgreSQL database and one Redis (CI provides both), storing uploads in
// one bucket of a real S3 server (Ceph's radosgw, started here).
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const unavailable = !serverUrl || !redisUrl ? 'needs TEST_DATABASE_URL and REDIS_URL' : s3ServerUnavailable();

const MiB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.skipIf(unavailable)(
  `uploads into a real S3 server, two instances on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let s3: S3Server;
    let bucket: string;
    let database: Database;
    let dropDatabase: () => Promise<void>;
    let dataDir: string;
    let settings: Record<string, string>;
    const servers = new Set<ChildProcess>();

    /** A server instance on the shared database, Redis and bucket. */
    const startInstance = async (env: Record<string, string> = {}) => {
      const port = await freePort();
      const server = await startServerProcess(dataDir, port, { ...settings, ...env });
      servers.add(server);
      return { baseUrl: `http://127.0.0.1:${port}`, server };
    };
    /** Killed in the middle of a chunk (SIGKILL). */
    let dying: Awaited<ReturnType<typeof startInstance>>;
    /** Stopped in the middle of a chunk (SIGTERM) that outlasts its one-second drain. */
    let stopping: Awaited<ReturnType<typeof startInstance>>;
    /** Where uploads go on after the others are gone. */
    let surviving: Awaited<ReturnType<typeof startInstance>>;

    beforeAll(async () => {
      const [started, created] = await Promise.all([startS3Server(), createPostgresDatabase(serverUrl ?? '')]);
      s3 = started;
      dropDatabase = created.drop;
      bucket = await s3.createBucket();
      // Migrated here, before any instance starts.
      database = await openDatabase({ kind: 'postgres', url: created.url });
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-real-'));
      settings = {
        ...sharedInstanceSettings(created.url, redisUrl ?? '', TEST_PUBLIC_URL),
        S3_BUCKET: bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        // Room for four files of the largest size.
        MAX_UPLOAD_MB: '50',
        UPLOAD_QUOTA_MB: '200',
        // The killed instance's lock frees after 2 s, not 10: the upload resumes sooner elsewhere.
        UPLOAD_LOCK_SECONDS: '2',
      };
      // One after another: side by side on a busy two-core machine, a start's first query to the
      // database timed out behind its own module loading.
      dying = await startInstance();
      stopping = await startInstance({ DRAIN_SECONDS: '1' });
      surviving = await startInstance();
    }, 300_000);

    afterAll(async () => {
      await Promise.all([...servers].map(killServer));
      await database?.close();
      await dropDatabase?.();
      await s3?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    /** A creator signed up on `baseUrl` with an accepted task, so they may upload its files. */
    const creatorOn = async (baseUrl: string) => {
      const browser = browserClient(baseUrl);
      const signedUp = await browser.signUp(`creator-${randomBytes(6).toString('hex')}@example.com`, 'a-good-password');
      if (signedUp.status !== 200) throw new Error(`sign-up refused: ${signedUp.status}`);
      const id = (signedUp.body?.user as { id: string }).id;
      const campaign = await createCampaign(database.db);
      await createTask(database.db, { campaignId: campaign.id, userId: id, status: 'ACCEPTED' });
      return { id, token: await browser.token(), campaignId: campaign.id };
    };

    /** Begins a report's upload of `content` on `baseUrl` and sends its first 3 MiB, acknowledged. */
    const uploadFirstChunk = async (
      baseUrl: string,
      creator: { token: string; campaignId: string },
      content: Buffer,
    ) => {
      const created = await fetch(`${baseUrl}/api/uploads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${creator.token}`,
          'tus-resumable': '1.0.0',
          'upload-length': String(content.length),
          'upload-metadata': tusMetadata({ kind: 'reports', campaignId: creator.campaignId, filename: 'report.png' }),
        },
      });
      expect(created.status).toBe(201);
      const location = new URL(created.headers.get('location') ?? '', baseUrl).pathname;
      const acknowledged = await fetch(`${baseUrl}${location}`, {
        method: 'PATCH',
        headers: patchHeaders(creator.token, 0),
        body: content.subarray(0, 3 * MiB),
      });
      expect([acknowledged.status, acknowledged.headers.get('upload-offset')]).toEqual([204, String(3 * MiB)]);
      return location;
    };

    /**
     * What the surviving instance reports after the other died mid-chunk: at least the acknowledged
     * offset; and from there the upload finishes into an object equal to the original.
     */
    const expectResumedWhole = async (
      baseUrl: string,
      token: string,
      location: string,
      content: Buffer,
      acknowledged = 3 * MiB,
    ) => {
      // Its HEAD waits for the dead instance's lock on the upload to expire.
      const reported = await fetch(`${baseUrl}${location}`, {
        method: 'HEAD',
        headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
      });
      expect(reported.status).toBe(200);
      const offset = Number(reported.headers.get('upload-offset'));
      expect(offset).toBeGreaterThanOrEqual(acknowledged);
      const rest = await fetch(`${baseUrl}${location}`, {
        method: 'PATCH',
        headers: patchHeaders(token, offset),
        body: content.subarray(offset),
      });
      expect([rest.status, rest.headers.get('upload-offset')]).toEqual([204, String(content.length)]);
      const stored = await s3.read(bucket, keyOf(location));
      expect(stored && sha256(stored)).toBe(sha256(content));
      expect(await s3.multipartUploads(bucket)).not.toContainEqual(expect.objectContaining({ key: keyOf(location) }));
      // The finished file and its upload's info, and no incomplete part (`.part`) left by the dead instance.
      expect(await s3.objects(bucket, keyOf(location))).toEqual([keyOf(location), `${keyOf(location)}.info`]);
    };

    it('keeps the acknowledged offset when the instance taking a chunk is killed (SIGKILL) after one of its parts is stored', async () => {
      const creator = await creatorOn(dying.baseUrl);
      const content = Buffer.concat([SAMPLE_BYTES.png, randomBytes(14 * MiB - SAMPLE_BYTES.png.length)]);
      const location = await uploadFirstChunk(dying.baseUrl, creator, content);

      // 6 MiB at once: with the 3 MiB kept as the incomplete part, an 8 MiB part goes up while
      // the rest still arrives.
      const chunk = slowPatch(dying.baseUrl, location, creator.token, 3 * MiB, content, 6 * MiB);
      try {
        await expect
          .poll(() => s3.multipartUploads(bucket), { timeout: 30_000, interval: 100 })
          .toContainEqual({ key: keyOf(location), parts: [1] });
        await killServer(dying.server);
        expect(chunk.answer()).toBeUndefined();
      } finally {
        chunk.cancel();
      }

      await expectResumedWhole(surviving.baseUrl, creator.token, location, content);
    }, 180_000);

    it('keeps the acknowledged offset when the instance taking a chunk is stopped (SIGTERM) and the chunk outlasts the drain', async () => {
      const creator = await creatorOn(stopping.baseUrl);
      const content = Buffer.concat([SAMPLE_BYTES.png, randomBytes(12 * MiB - SAMPLE_BYTES.png.length)]);
      const location = await uploadFirstChunk(stopping.baseUrl, creator, content);

      // Slow to the end: past its drain, the instance stores what it received and answers with that.
      const chunk = slowPatch(stopping.baseUrl, location, creator.token, 3 * MiB, content, MiB);
      try {
        await stopServer(stopping.server);
        // Its answer may reach this process after its exit does.
        await expect.poll(() => chunk.answer()?.status, { timeout: 5000, interval: 20 }).toBe(204);
        expect(chunk.answer()?.offset).toBeGreaterThan(3 * MiB);
      } finally {
        chunk.cancel();
      }

      await expectResumedWhole(surviving.baseUrl, creator.token, location, content, chunk.answer()?.offset);
    }, 180_000);

    /** A start of a 50 MB upload by `creator` on the surviving instance, given up on when `signal` aborts. */
    const startUpload = (creator: { token: string; campaignId: string }, signal?: AbortSignal) =>
      fetch(`${surviving.baseUrl}/api/uploads`, {
        signal,
        method: 'POST',
        headers: {
          authorization: `Bearer ${creator.token}`,
          'tus-resumable': '1.0.0',
          'upload-length': String(50 * MiB),
          'upload-metadata': tusMetadata({
            kind: 'submissions',
            campaignId: creator.campaignId,
            filename: 'draft.mp4',
          }),
        },
      });
    /** The keys of the uploads `ownerId` began and did not finish. */
    const unfinishedUploadsOf = (ownerId: string) =>
      database.db
        .select({ key: files.key })
        .from(files)
        .where(and(eq(files.ownerId, ownerId), isNull(files.completedAt)));
    const readiness = async () => (await fetch(`${surviving.baseUrl}/readyz`)).json();

    it('refuses starts with 503 while the storage refuses connections, reserving nothing, and takes uploads once it is back', async () => {
      const creator = await creatorOn(surviving.baseUrl);
      await s3.goDown();
      try {
        // Four starts that each kept a place would fill the creator's room.
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const answer = await startUpload(creator);
          expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '5']);
          const body = await answer.text();
          expect(JSON.parse(body)).toMatchObject({ code: 'storage-unavailable' });
          expect(body).not.toContain('127.0.0.1');
          expect(body).not.toContain('ECONNREFUSED');
        }
        expect(await unfinishedUploadsOf(creator.id)).toEqual([]);
        expect(await readiness()).toEqual({
          status: 'degraded',
          dependencies: { database: 'ok', redis: 'ok', storage: 'failing' },
        });
      } finally {
        await s3.comeBack();
      }

      expect(await readiness()).toEqual({
        status: 'ready',
        dependencies: { database: 'ok', redis: 'ok', storage: 'ok' },
      });
      const started = await startUpload(creator);
      expect(started.status).toBe(201);
      expect(await unfinishedUploadsOf(creator.id)).toEqual([{ key: keyOf(started.headers.get('location') ?? '') }]);
    }, 180_000);

    it('lets go of starts the uploader gave up on while the storage was frozen, once it answers them after all', async () => {
      const creator = await creatorOn(surviving.baseUrl);
      /** The keys of the multipart uploads of the creator in the bucket. */
      const uploadsInBucket = async () =>
        (await s3.multipartUploads(bucket))
          .map((upload) => upload.key)
          .filter((key) => key.includes(`/${creator.id}/`));
      s3.goSilent();
      try {
        // Four starts that each kept a place would fill the creator's room.
        for (let attempt = 0; attempt < 4; attempt += 1) {
          await expect(startUpload(creator, AbortSignal.timeout(1000))).rejects.toThrow();
        }
      } finally {
        // It now answers the requests it took meanwhile: the four uploads are made after all.
        await s3.comeBack();
      }

      // As a creator would, once the portal reports the storage back.
      await expect
        .poll(async () => ((await readiness()) as { status: string }).status, { timeout: 30_000, interval: 100 })
        .toBe('ready');
      const started = await startUpload(creator);
      expect(started.status).toBe(201);
      const key = keyOf(started.headers.get('location') ?? '');
      expect(await unfinishedUploadsOf(creator.id)).toEqual([{ key }]);
      // The uploads nobody heard of are gone from the bucket too.
      await expect.poll(uploadsInBucket, { timeout: 30_000, interval: 200 }).toEqual([key]);
      expect(await unfinishedUploadsOf(creator.id)).toEqual([{ key }]);
    }, 180_000);
  },
);
