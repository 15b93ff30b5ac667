import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeS3 } from '../../testing/fake-s3.ts';
import { diskBlobStore, type BlobStore } from './blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

const BUCKET = 'portal-files';
let directory: string;
let s3: FakeS3;
beforeAll(async () => {
  directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'blob-store-'));
  s3 = new FakeS3(BUCKET);
});
afterAll(async () => {
  s3?.restore();
  await fsp.rm(directory, { recursive: true, force: true });
});

const stores = {
  disk: () => diskBlobStore(path.join(directory, 'files')),
  S3: () =>
    s3BlobStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: 'http://s3.invalid',
      forcePathStyle: true,
      accessKeyId: 'test',
      secretAccessKey: 'test',
    }),
} satisfies Record<string, () => BlobStore>;

describe.each(['disk', 'S3'] as const)('files the server stores itself, on %s', (kind) => {
  it('keeps a file saved under a key, reads it back, and deletes it for good', async () => {
    const store = stores[kind]();
    const local = path.join(directory, `made-${kind}.zip`);
    await fsp.writeFile(local, 'the bytes of an export');

    await store.saveFile(`exports/${kind}/data.zip`, local, 'application/zip');
    const saved = await store.read(`exports/${kind}/data.zip`);
    expect(saved && (await text(saved))).toBe('the bytes of an export');

    await store.remove(`exports/${kind}/data.zip`);
    expect(await store.read(`exports/${kind}/data.zip`)).toBeNull();
    // Removing again (a retried sweep) is no error.
    await store.remove(`exports/${kind}/data.zip`);
  });
});
