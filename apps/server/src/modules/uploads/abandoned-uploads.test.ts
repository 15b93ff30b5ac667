import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { logoUrlForUpload } from '@portal/domain/admin';
import { files } from '../../db/schema/files.ts';
import { createCampaign } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  creatorInCampaign,
  finishedAndStartedUploads,
  keyOf,
  sampleFile,
  tusRequests,
  uploadFile,
} from '../../testing/uploads.ts';
import { sweepAbandonedUploads, UNATTACHED_FILE_KEPT_MS } from './abandoned-uploads.job.ts';
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

it('removes a finished file attached to nothing a day after it finished, and keeps the attached ones', async () => {
  const creator = await creatorInCampaign(portal);
  const screenshot = (filename: string) =>
    uploadFile(portal.baseUrl, creator.token, {
      kind: 'submissions',
      purpose: 'screenshot',
      campaignId: creator.campaignId,
      filename,
    });
  const sent = await screenshot('sent.png');
  const submitted = await creator.call('/api/task/submit', {
    method: 'PUT',
    body: {
      newSubmission: {
        taskId: creator.taskId,
        screenshotURL: [sent],
        linkURL: 'https://instagram.com/p/1',
        draftComment: '',
        draftCommentURLArray: '',
      },
    },
  });
  expect(submitted.status).toBe(200);
  const leftOver = await screenshot('left over.png');

  const admin = await portal.account('admin');
  const logo = sampleFile('brand.png');
  const logoUpload = await tusRequests(() => portal.baseUrl).create(
    admin.token,
    logo.length,
    { kind: 'logos', filename: 'brand.png' },
    logo,
  );
  const logoLocation = logoUpload.headers.get('location') as string;
  await createCampaign(portal.database.db, { brandLogoUrl: logoUrlForUpload(logoLocation) });
  const usedLogo = keyOf(logoLocation);

  const keys = [sent, leftOver, usedLogo];
  const kept = async () =>
    (await portal.database.db.select({ key: files.key }).from(files).where(inArray(files.key, keys))).map(
      (row) => row.key,
    );
  const finishedBy = new Date();
  expect(
    await sweepAbandonedUploads(
      portal.database.db,
      store,
      new Date(finishedBy.getTime() + UNATTACHED_FILE_KEPT_MS - 60_000),
    ),
  ).toBe(0);
  expect((await kept()).sort()).toEqual([...keys].sort());

  await sweepAbandonedUploads(
    portal.database.db,
    store,
    new Date(finishedBy.getTime() + UNATTACHED_FILE_KEPT_MS + 60_000),
  );
  expect((await kept()).sort()).toEqual([sent, usedLogo].sort());
  expect(fs.existsSync(path.join(directory, leftOver))).toBe(false);
  expect(fs.readFileSync(path.join(directory, sent))).toEqual(sampleFile('sent.png'));
  expect(fs.readFileSync(path.join(directory, usedLogo))).toEqual(logo);
});
