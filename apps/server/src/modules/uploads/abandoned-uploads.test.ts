import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadFile } from '../../testing/uploads.ts';
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
  const browser = portal.client();
  await browser.signUp(`sweep-${Date.now()}@example.com`, 'a-good-password');
  const token = await browser.token();
  const userId = (await browser.call('/api/auth', { token })).body?.id as string;
  const campaign = await createCampaign(portal.database.db);
  await createTask(portal.database.db, { campaignId: campaign.id, userId, status: 'ACCEPTED' });

  const finished = await uploadFile(portal.baseUrl, token, {
    kind: 'submissions',
    campaignId: campaign.id,
    filename: 'done.png',
  });
  const started = await fetch(`${portal.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': '1000',
      'upload-metadata': ['kind submissions', `campaignId ${campaign.id}`, 'filename half.png']
        .map((field) => field.replace(/ (.*)$/, (_all, value: string) => ` ${Buffer.from(value).toString('base64')}`))
        .join(','),
      'content-type': 'application/offset+octet-stream',
    },
    body: Buffer.alloc(100, 1),
  });
  expect(started.status).toBe(201);
  const unfinished = Buffer.from(started.headers.get('location')?.split('/').pop() ?? '', 'base64url').toString();
  expect(fs.existsSync(path.join(directory, unfinished))).toBe(true);

  // Nothing is old enough yet.
  expect(await sweepAbandonedUploads(portal.database.db, store)).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, ABANDONED_AFTER_MS + 100));
  expect(await sweepAbandonedUploads(portal.database.db, store)).toBe(1);

  const rows = await portal.database.db.select({ key: files.key }).from(files).where(eq(files.ownerId, userId));
  expect(rows.map((row) => row.key)).toEqual([finished]);
  expect(fs.existsSync(path.join(directory, unfinished))).toBe(false);
  expect(fs.existsSync(path.join(directory, `${unfinished}.json`))).toBe(false);
  expect(fs.readFileSync(path.join(directory, finished), 'utf8')).toBe('contents of done.png');
});
