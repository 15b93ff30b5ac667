import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

/** An upload that has not finished after this long is abandoned: the sweep removes it. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Where uploaded files live: the tus datastore that writes them, and reads for downloads. */
export interface BlobStore {
  readonly datastore: DataStore;
  /** How long an unfinished upload is kept. */
  readonly abandonedAfterMs: number;
  /** Readies the place a new upload is written to. */
  prepare(key: string): Promise<void>;
  /** Up to `bytes` first bytes of a stored file (to sniff its type), or null when there is none. */
  head(key: string, bytes: number): Promise<Buffer | null>;
  /** A stored file as a stream, or null when there is none. */
  read(key: string): Promise<Readable | null>;
  /** Stores a file the server made itself (not an upload), from a local file, under `key`. */
  saveFile(key: string, localPath: string, contentType: string): Promise<void>;
  /** Deletes a stored file and whatever the upload left beside it; a file already gone is no error. */
  remove(key: string): Promise<void>;
  /** Resolves when the storage can be reached, cheaply (no file is read or written). */
  check(): Promise<void>;
}

/** Local disk (the default): `DATA_DIR/files/{key}`. */
export function diskBlobStore(directory: string, abandonedAfterMs = ABANDONED_AFTER_MS): BlobStore {
  const located = (key: string) => path.join(directory, key);
  fs.mkdirSync(directory, { recursive: true });
  return {
    datastore: new FileStore({ directory, expirationPeriodInMilliseconds: abandonedAfterMs }),
    abandonedAfterMs,
    async prepare(key) {
      await fsp.mkdir(path.dirname(located(key)), { recursive: true });
    },
    async head(key, bytes) {
      const handle = await fsp.open(located(key), 'r').catch(() => null);
      if (!handle) return null;
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async read(key) {
      return fs.existsSync(located(key)) ? fs.createReadStream(located(key)) : null;
    },
    async saveFile(key, localPath) {
      await fsp.mkdir(path.dirname(located(key)), { recursive: true });
      await fsp.copyFile(localPath, located(key));
    },
    async remove(key) {
      // The upload's own file, and the tus metadata the file store keeps beside it.
      await Promise.all([fsp.rm(located(key), { force: true }), fsp.rm(`${located(key)}.json`, { force: true })]);
    },
    async check() {
      // A volume gone (unmounted, or another file in its place) or made read-only.
      if (!(await fsp.stat(directory)).isDirectory()) throw new Error(`${directory} is not a directory`);
      await fsp.access(directory, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}
