import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { finishedAndStartedUploads, keyOf, sampleFile } from '../../testing/uploads.ts';
import { sweepAbandonedUploads } from './abandoned-uploads.job.ts';
import { diskBlobStore } from './blob-store.ts';

const ABANDONED_AFTER_MS = 500;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
const store = diskBlobStore(directory, ABANDONED_AFTER_MS);
let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp({}, { blobStore: store });
});
afterAll(() => portal.close());

it('removes uploads left unfinished past their time, bytes and row, and keeps finished ones', async () => {
  const beforeTheUploads = new Date();
  const { creator, finished, started } = await finishedAndStartedUploads(portal);
  expect(started.status).toBe(201);
  const unfinished = keyOf(started.headers.get('location') as string);
  expect(fs.existsSync(path.join(directory, unfinished))).toBe(true);

  // Swept as if at given times, not after a sleep: the uploads themselves can take longer than
  // the time limit on a busy machine. As the uploads started, nothing was old enough yet...
  expect(await sweepAbandonedUploads(portal.database.db, store, beforeTheUploads)).toBe(0);
  // ...and once the time limit has passed since the last of them, the unfinished one goes.
  const pastTheLimit = new Date(Date.now() + ABANDONED_AFTER_MS + 100);
  expect(await sweepAbandonedUploads(portal.database.db, store, pastTheLimit)).toBe(1);

  const rows = await portal.database.db.select({ key: files.key }).from(files).where(eq(files.ownerId, creator.id));
  expect(rows.map((row) => row.key)).toEqual([finished]);
  expect(fs.existsSync(path.join(directory, unfinished))).toBe(false);
  expect(fs.existsSync(path.join(directory, `${unfinished}.json`))).toBe(false);
  expect(fs.readFileSync(path.join(directory, finished))).toEqual(sampleFile('done.png'));
});
