import { createHash, randomBytes } from 'node:crypto';
import { ListPartsCommand, type S3Client } from '@aws-sdk/client-s3';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoUrlForUpload } from '@portal/domain/admin';
import { files } from '../../db/schema/files.ts';
import { FakeS3 } from '../../testing/fake-s3.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import {
  creatorInCampaign,
  finishedAndStartedUploads,
  keyOf,
  patchHeaders,
  SAMPLE_BYTES,
  sampleFile,
  tusMetadata,
  tusRequests,
  uploadFile,
} from '../../testing/uploads.ts';
import { sweepAbandonedUploads } from './abandoned-uploads.job.ts';
import type { BlobStore } from './blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';
import { usableFiles } from './uploads.service.ts';

const BUCKET = 'portal-test';
/** Short, but long enough for any upload here: the sweep is run "later" by passing its `now`. */
const ABANDONED_AFTER_MS = 60_000;
const MiB = 1024 * 1024;

/** A store on the test bucket, as one instance of the server has it. */
const s3Store = () =>
  s3BlobStore(
    {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: 'http://s3.invalid',
      forcePathStyle: true,
      accessKeyId: 'test',
      secretAccessKey: 'test',
    },
    ABANDONED_AFTER_MS,
  );

let s3: FakeS3;
let store: BlobStore;
let portal: TestApp;
beforeAll(async () => {
  s3 = new FakeS3(BUCKET);
  store = s3Store();
  portal = await startTestApp({ MAX_UPLOAD_MB: '50' }, { blobStore: store });
});
afterAll(async () => {
  await portal?.close();
  s3?.restore();
});

const { create, patch, head } = tusRequests(() => portal.baseUrl);

/** A PATCH whose connection drops after `sent` of its bytes, as a flaky network does. */
async function cutOffPatch(token: string, location: string, offset: number, sent: Buffer) {
  const controller = new AbortController();
  const body = new ReadableStream<Uint8Array>({
    async pull(stream) {
      stream.enqueue(sent);
      // Let the bytes reach the server, then drop the connection before the rest comes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      controller.abort();
    },
  });
  const request = fetch(`${portal.baseUrl}${location}`, {
    method: 'PATCH',
    headers: patchHeaders(token, offset),
    body,
    duplex: 'half',
    signal: controller.signal,
  } as RequestInit);
  await expect(request).rejects.toThrow();
}

/** The keys of the uploads a user began and did not finish. */
async function unfinishedUploadsOf(ownerId: string) {
  const rows = await portal.database.db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), isNull(files.completedAt)));
  return rows.map((row) => row.key);
}
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const stored = (key: string) => s3.contents().objects.get(key);
const pendingParts = (key: string) => s3.contents().multipartUploads.find((upload) => upload.key === key)?.partNumbers;

async function download(owner: TestAccount, key: string) {
  const link = await owner.call(`/api/files/link?key=${encodeURIComponent(key)}`);
  expect(link.status).toBe(200);
  return fetch(`${portal.baseUrl}${link.body?.url as string}`);
}

const PNG = sampleFile('a small screenshot.png');

describe('uploads into an S3 bucket', () => {
  it('takes a small file in one request, as an object under the key the server chose', async () => {
    const creator = await creatorInCampaign(portal);
    const content = sampleFile('proof 1.png');
    const created = await create(
      creator.token,
      content.length,
      { kind: 'submissions', campaignId: creator.campaignId, filename: 'proof 1.png', filetype: 'image/png' },
      content,
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('upload-offset')).toBe(String(content.length));
    const key = keyOf(created.headers.get('location') as string);
    expect(key).toMatch(new RegExp(`^submissions/${creator.campaignId}/${creator.id}/[0-9a-f-]{36}-proof-1\\.png$`));

    expect(stored(key)).toEqual(content);
    expect(stored(`${key}.info`)).toBeDefined();
    expect(stored(`${key}.part`)).toBeUndefined();
    expect(pendingParts(key)).toBeUndefined();
    expect(await usableFiles(portal.database.db, creator.id, creator.campaignId, 'submissions', [key])).toEqual(
      new Map([[key, 'image/png']]),
    );
  });

  it('assembles a 12 MB upload sent in chunks, cut off and resumed, into one object', async () => {
    const creator = await creatorInCampaign(portal);
    const content = Buffer.concat([SAMPLE_BYTES.png, randomBytes(12 * MiB - SAMPLE_BYTES.png.length)]);
    const created = await create(creator.token, content.length, {
      kind: 'reports',
      campaignId: creator.campaignId,
      filename: 'report.png',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    const key = keyOf(location);
    const offsetAfter = async (response: Response | Promise<Response>) => {
      const answer = await response;
      expect(answer.status).toBe(204);
      return Number(answer.headers.get('upload-offset'));
    };

    // Chunks under S3's 5 MiB part minimum wait in the bucket as one incomplete part.
    expect(await offsetAfter(patch(creator.token, location, 0, content.subarray(0, 3 * MiB)))).toBe(3 * MiB);
    expect(await offsetAfter(patch(creator.token, location, 3 * MiB, content.subarray(3 * MiB, 4 * MiB)))).toBe(
      4 * MiB,
    );
    expect(stored(`${key}.part`)?.length).toBe(4 * MiB);
    expect(pendingParts(key)).toEqual([]);

    // The connection drops mid-chunk; HEAD tells the client what the bucket really holds.
    await cutOffPatch(creator.token, location, 4 * MiB, content.subarray(4 * MiB, 4 * MiB + 512 * 1024));
    const reported = await head(creator.token, location);
    expect(reported.status).toBe(200);
    const resumeAt = Number(reported.headers.get('upload-offset'));
    expect(resumeAt).toBeLessThanOrEqual(4 * MiB + 512 * 1024);
    expect(pendingParts(key)).toEqual([]);
    expect(stored(`${key}.part`)?.length ?? 0).toBe(resumeAt);

    // Resumed from there: an 8 MiB part goes up, the rest waits as the incomplete part.
    expect(await offsetAfter(patch(creator.token, location, resumeAt, content.subarray(resumeAt, 10 * MiB)))).toBe(
      10 * MiB,
    );
    expect(Number((await head(creator.token, location)).headers.get('upload-offset'))).toBe(10 * MiB);
    expect(pendingParts(key)).toEqual([1]);
    expect(stored(`${key}.part`)?.length).toBe(2 * MiB);
    // Not finished: no submission may use it yet.
    expect(await usableFiles(portal.database.db, creator.id, creator.campaignId, 'reports', [key])).toEqual(new Map());

    expect(await offsetAfter(patch(creator.token, location, 10 * MiB, content.subarray(10 * MiB)))).toBe(
      content.length,
    );
    expect(sha256(stored(key) as Buffer)).toBe(sha256(content));
    expect(stored(`${key}.part`)).toBeUndefined();
    expect(pendingParts(key)).toBeUndefined();
    const [row] = await portal.database.db.select().from(files).where(eq(files.key, key));
    expect(row).toMatchObject({ sizeBytes: content.length, ownerId: creator.id, kind: 'reports' });
    expect(row?.completedAt).toBeInstanceOf(Date);

    // A HEAD after the multipart upload is completed still reports the whole file.
    expect(Number((await head(creator.token, location)).headers.get('upload-offset'))).toBe(content.length);
    const served = await download(creator, key);
    expect(served.status).toBe(200);
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(content));
  });

  it('serves files back through signed links: images inline and sniffed, anything else as an attachment', async () => {
    const creator = await creatorInCampaign(portal);
    const upload = (filename: string, content: Buffer) =>
      uploadFile(portal.baseUrl, creator.token, {
        kind: 'submissions',
        campaignId: creator.campaignId,
        filename,
        content,
      });

    const image = await download(creator, await upload('shot.png', PNG));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    // A draft's video: not an image, so an attachment.
    const video = sampleFile('cut.mp4');
    const clip = await download(creator, await upload('cut.mp4', video));
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('application/octet-stream');
    expect(clip.headers.get('x-content-type-options')).toBe('nosniff');
    expect(clip.headers.get('content-disposition')).toBe('attachment; filename="cut.mp4"');
    expect(Buffer.from(await clip.arrayBuffer())).toEqual(video);

    // Shorter than the bytes sniffed.
    const short = await download(creator, await upload('short.gif', Buffer.from('GIF89a')));
    expect(short.headers.get('content-type')).toBe('image/gif');
    expect(await short.text()).toBe('GIF89a');
  });

  it('serves a brand logo at its public address, and refuses a logo that is not an image', async () => {
    const admin = await portal.account('admin');
    const created = await create(admin.token, PNG.length, { kind: 'logos', filename: 'Kopi Kita logo.png' }, PNG);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    expect(stored(keyOf(location))).toEqual(PNG);
    const served = await fetch(`${portal.baseUrl}${logoUrlForUpload(location)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const svg = Buffer.from('<svg onload="alert(1)"></svg>');
    const refused = await create(admin.token, svg.length, { kind: 'logos', filename: 'logo.svg' }, svg);
    expect(refused.status).toBe(415);
    expect(await refused.text()).toContain('A brand logo must be an image (PNG, JPEG, GIF or WebP)');
    // Nothing of it is kept: no row, and no object, info or part in the bucket.
    expect(await unfinishedUploadsOf(admin.id)).toEqual([]);
    const { objects, multipartUploads } = s3.contents();
    expect([...objects.keys()].filter((key) => key.includes('-logo.svg'))).toEqual([]);
    expect(multipartUploads.filter((upload) => upload.key.includes('-logo.svg'))).toEqual([]);
  });

  it('sweeps abandoned uploads out of the bucket and the database, and leaves finished files', async () => {
    const { creator, finished, started } = await finishedAndStartedUploads(portal, PNG);
    expect(started.status).toBe(201);
    const unfinished = keyOf(started.headers.get('location') as string);
    expect(pendingParts(unfinished)).toEqual([]);
    expect(stored(`${unfinished}.info`)).toBeDefined();
    expect(stored(`${unfinished}.part`)?.length).toBe(100);
    // Nothing is old enough yet.
    expect(await sweepAbandonedUploads(portal.database.db, store)).toBe(0);
    const later = new Date(Date.now() + ABANDONED_AFTER_MS + 1000);
    expect(await sweepAbandonedUploads(portal.database.db, store, later)).toBeGreaterThanOrEqual(1);

    const rows = await portal.database.db.select({ key: files.key }).from(files).where(eq(files.ownerId, creator.id));
    expect(rows.map((row) => row.key)).toEqual([finished]);
    expect(pendingParts(unfinished)).toBeUndefined();
    for (const object of [unfinished, `${unfinished}.info`, `${unfinished}.part`]) {
      expect(stored(object)).toBeUndefined();
    }
    expect(stored(finished)).toEqual(PNG);
    expect(stored(`${finished}.info`)).toBeDefined();
    // No upload is left half-way in the bucket.
    const { objects, multipartUploads } = s3.contents();
    expect(multipartUploads).toEqual([]);
    expect([...objects.keys()].filter((key) => key.endsWith('.part'))).toEqual([]);
  });
});

describe('an instance that dies in the middle of a chunk', () => {
  /**
   * A report's upload of `content` whose first 3 MiB are acknowledged (kept as the incomplete part),
   * then a chunk of `sent` more bytes begun on an instance that dies once `begun(key)` holds: no request
   * of it changes the bucket any more, as after a SIGKILL. Another instance, with no cache of its
   * own, reads the offset from the bucket alone and finishes the upload from there; answers its key
   * and the offset that instance reported.
   */
  async function finishedAfterDeathMidChunk(content: Buffer, sent: number, begun: (key: string) => Promise<unknown>) {
    const dyingStore = s3Store();
    const dying = await startTestApp({ MAX_UPLOAD_MB: '50' }, { blobStore: dyingStore, database: portal.database });
    const creator = await creatorInCampaign(portal);
    const dyingRequests = tusRequests(() => dying.baseUrl);
    const created = await dyingRequests.create(creator.token, content.length, {
      kind: 'reports',
      campaignId: creator.campaignId,
      filename: 'report.png',
    });
    const location = created.headers.get('location') as string;
    const acknowledged = await dyingRequests.patch(creator.token, location, 0, content.subarray(0, 3 * MiB));
    expect([acknowledged.status, acknowledged.headers.get('upload-offset')]).toEqual([204, String(3 * MiB)]);

    const controller = new AbortController();
    const chunk = fetch(`${dying.baseUrl}${location}`, {
      method: 'PATCH',
      headers: patchHeaders(creator.token, 3 * MiB),
      body: new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(content.subarray(3 * MiB, 3 * MiB + sent));
        },
      }),
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit).catch(() => null);
    await begun(keyOf(location));
    // The tus store's own client (the library keeps it to itself): whatever the instance was doing
    // never reaches the bucket, however long it takes to notice the chunk is cut off.
    s3.cutOff((dyingStore.datastore as unknown as { client: S3Client }).client);
    controller.abort();
    await chunk;
    await dying.close();

    const other = await startTestApp({ MAX_UPLOAD_MB: '50' }, { blobStore: s3Store(), database: portal.database });
    try {
      const otherRequests = tusRequests(() => other.baseUrl);
      const reported = await otherRequests.head(creator.token, location);
      const offset = Number(reported.headers.get('upload-offset'));
      expect((await otherRequests.patch(creator.token, location, offset, content.subarray(offset))).status).toBe(204);
      expect(sha256(stored(keyOf(location)) as Buffer)).toBe(sha256(content));
      return { key: keyOf(location), offset };
    } finally {
      await other.close();
    }
  }

  it('leaves the acknowledged offset to every other instance, and the upload finishes whole from there', async () => {
    const content = Buffer.concat([SAMPLE_BYTES.png, randomBytes(7 * MiB)]);
    // Time for the instance to have read the incomplete part back and begun the chunk.
    const { offset } = await finishedAfterDeathMidChunk(
      content,
      512 * 1024,
      () => new Promise((resolve) => setTimeout(resolve, 1000)),
    );
    expect(offset).toBeGreaterThanOrEqual(3 * MiB);
  });

  it('leaves no incomplete part behind once the upload finishes, though the dead instance had stored a part of its bytes', async () => {
    const content = Buffer.concat([SAMPLE_BYTES.png, randomBytes(14 * MiB)]);
    const { key, offset } = await finishedAfterDeathMidChunk(content, 6 * MiB, (uploadKey) =>
      // The incomplete part's 3 MiB and 5 MiB of the chunk went up as part 1; the rest is under way.
      expect.poll(() => pendingParts(uploadKey), { timeout: 10_000, interval: 20 }).toEqual([1]),
    );
    expect(offset).toBe(8 * MiB);
    // The finished file and its upload's info: no incomplete part naming a part long stored.
    expect([...s3.contents().objects.keys()].filter((object) => object.startsWith(key)).sort()).toEqual([
      key,
      `${key}.info`,
    ]);
  });
});

describe('an S3 outage', () => {
  /** An answer the storage being down gave: 503 with its code and when to try again, and nothing of the store's error. */
  async function expectStorageUnavailable(answer: Response, storeError: string) {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    const body = await answer.text();
    expect(JSON.parse(body)).toEqual({
      code: 'storage-unavailable',
      message: 'File storage is unavailable right now. Please try again in a moment.',
    });
    expect(body).not.toContain('127.0.0.1');
    expect(body).not.toContain(storeError);
  }
  const readiness = async () => {
    const answer = await fetch(`${portal.baseUrl}/readyz`);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  it('refuses starts with 503 and reserves nothing, so the creator can upload as soon as it is back', async () => {
    // Room for four files of the largest size: four starts that each kept a place would fill it.
    const small = await startTestApp(
      { MAX_UPLOAD_MB: '50', UPLOAD_QUOTA_MB: '200' },
      { blobStore: store, database: portal.database },
    );
    try {
      const creator = await creatorInCampaign(small);
      const start = () =>
        tusRequests(() => small.baseUrl).create(creator.token, 50 * MiB, {
          kind: 'submissions',
          campaignId: creator.campaignId,
          filename: 'draft.mp4',
        });
      expect((await readiness()).body).toEqual({ status: 'ready', dependencies: { database: 'ok', storage: 'ok' } });

      const storeError = await s3.goDown();
      try {
        for (let attempt = 0; attempt < 4; attempt += 1) await expectStorageUnavailable(await start(), storeError);
        expect(await unfinishedUploadsOf(creator.id)).toEqual([]);
        // Degraded, still serving: every instance has the same storage, none would do better.
        expect(await readiness()).toEqual({
          status: 200,
          body: { status: 'degraded', dependencies: { database: 'ok', storage: 'failing' } },
        });
      } finally {
        s3.comeBack();
      }

      expect((await readiness()).body).toEqual({ status: 'ready', dependencies: { database: 'ok', storage: 'ok' } });
      const started = await start();
      expect(started.status).toBe(201);
      expect(await unfinishedUploadsOf(creator.id)).toEqual([keyOf(started.headers.get('location') as string)]);
    } finally {
      await small.close();
    }
  });

  /** A start of a 50 MB draft by `creator` on `baseUrl`, given up by the uploader after a moment. */
  async function giveUpOnStart(baseUrl: string, creator: { token: string }, fields: Record<string, string>) {
    const gaveUp = fetch(`${baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${creator.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(50 * MiB),
        'upload-metadata': tusMetadata(fields),
      },
      signal: AbortSignal.timeout(300),
    });
    await expect(gaveUp).rejects.toThrow();
  }

  /** Four such starts, one after another. */
  async function giveUpOnFourStarts(baseUrl: string, creator: { token: string }, fields: Record<string, string>) {
    for (let attempt = 0; attempt < 4; attempt += 1) await giveUpOnStart(baseUrl, creator, fields);
  }

  it('keeps no place for starts stuck on a storage that stopped answering, as if their instance had crashed', async () => {
    const small = await startTestApp(
      { MAX_UPLOAD_MB: '50', UPLOAD_QUOTA_MB: '200' },
      { blobStore: store, database: portal.database },
    );
    try {
      const creator = await creatorInCampaign(small);
      const fields = { kind: 'submissions', campaignId: creator.campaignId, filename: 'draft.mp4' };
      s3.goSilent();
      try {
        // The uploader gives up on each; the server never hears back from the storage.
        await giveUpOnFourStarts(small.baseUrl, creator, fields);
      } finally {
        s3.comeBack();
      }
      expect((await tusRequests(() => small.baseUrl).create(creator.token, 50 * MiB, fields)).status).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('lets go of starts the uploader gave up on while the storage was frozen, when it answers them after all', async () => {
    const small = await startTestApp(
      { MAX_UPLOAD_MB: '50', UPLOAD_QUOTA_MB: '200' },
      { blobStore: store, database: portal.database },
    );
    try {
      const creator = await creatorInCampaign(small);
      const fields = { kind: 'submissions', campaignId: creator.campaignId, filename: 'draft.mp4' };
      const uploadsOfCreator = () =>
        s3
          .contents()
          .multipartUploads.map((upload) => upload.key)
          .filter((key) => key.includes(`/${creator.id}/`));
      s3.freeze();
      try {
        await giveUpOnFourStarts(small.baseUrl, creator, fields);
      } finally {
        // The storage makes the four uploads now, long after their uploaders left.
        s3.comeBack();
      }
      const started = await tusRequests(() => small.baseUrl).create(creator.token, 50 * MiB, fields);
      expect(started.status).toBe(201);
      const key = keyOf(started.headers.get('location') as string);
      // Nothing of the four is kept: one made while its uploader was leaving goes once seen unanswered.
      await expect.poll(() => unfinishedUploadsOf(creator.id), { timeout: 5000, interval: 20 }).toEqual([key]);
      await expect.poll(uploadsOfCreator, { timeout: 5000, interval: 20 }).toEqual([key]);
      expect([...s3.contents().objects.keys()].filter((object) => object.includes(`/${creator.id}/`))).toEqual([
        `${key}.info`,
      ]);
    } finally {
      await small.close();
    }
  });

  it('lets go of a start recorded just before the storage froze, when its uploader gives up waiting for the answer', async () => {
    const creator = await creatorInCampaign(portal);
    const fields = { kind: 'submissions', campaignId: creator.campaignId, filename: 'draft.mp4' };
    // The upload is made and recorded; reading it back for the answer's expiry is what hangs.
    s3.freeze(ListPartsCommand);
    try {
      await giveUpOnStart(portal.baseUrl, creator, fields);
      await expect.poll(() => unfinishedUploadsOf(creator.id), { timeout: 5000, interval: 20 }).toEqual([]);
    } finally {
      s3.comeBack();
    }
    expect(s3.contents().multipartUploads.filter((upload) => upload.key.includes(`/${creator.id}/`))).toEqual([]);
    expect([...s3.contents().objects.keys()].filter((key) => key.includes(`/${creator.id}/`))).toEqual([]);
  });

  it('answers a chunk sent while it is down with 503, and the upload goes on from the offset it had', async () => {
    const creator = await creatorInCampaign(portal);
    const content = Buffer.concat([SAMPLE_BYTES.png, randomBytes(2 * MiB)]);
    const created = await create(creator.token, content.length, {
      kind: 'reports',
      campaignId: creator.campaignId,
      filename: 'report.png',
    });
    const location = created.headers.get('location') as string;
    expect((await patch(creator.token, location, 0, content.subarray(0, MiB))).status).toBe(204);

    const storeError = await s3.goDown();
    try {
      await expectStorageUnavailable(await patch(creator.token, location, MiB, content.subarray(MiB)), storeError);
      // A HEAD's answer has no body: its status and when to ask again.
      const asked = await head(creator.token, location);
      expect([asked.status, asked.headers.get('retry-after')]).toEqual([503, '5']);
    } finally {
      s3.comeBack();
    }

    const reported = await head(creator.token, location);
    expect(reported.status).toBe(200);
    expect(reported.headers.get('upload-offset')).toBe(String(MiB));
    expect((await patch(creator.token, location, MiB, content.subarray(MiB))).status).toBe(204);
    expect(sha256(stored(keyOf(location)) as Buffer)).toBe(sha256(content));
  });
});
