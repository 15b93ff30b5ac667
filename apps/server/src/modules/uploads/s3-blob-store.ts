// The AWS SDK takes a fifth of a second to load: only a server configured for S3 loads this file.
import { Readable } from 'node:stream';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { ERRORS } from '@tus/server';
import { ABANDONED_AFTER_MS, type BlobStore } from './blob-store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** The S3 client settings shared by the tus store and the reads. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig & { bucket: string } {
  return {
    bucket: settings.bucket,
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The user metadata naming the part an incomplete part's bytes will open: later parts make it stale. */
const NEXT_PART = 'next-part';

/** The number the next part of a multipart upload takes (parts go up one at a time, so the last one's plus one). */
const nextPartNumber = (parts: ReadonlyArray<{ PartNumber?: number | undefined }>) =>
  (parts.at(-1)?.PartNumber ?? 0) + 1;

/**
 * @tus/s3-store, with three differences.
 *
 * An acknowledged offset never goes back. The library deletes the incomplete part (`{key}.part`:
 * the bytes of a last chunk under S3's 5 MiB part minimum) as soon as a PATCH has read it, before
 * the part that takes its bytes is stored, so a process killed in between loses them. Here it stays
 * until a new incomplete part replaces it (one PUT) or a part holding its bytes is stored: it names
 * the part it will open, and once that part exists it no longer counts, whether or not deleting it
 * got done, and the next write on the upload deletes it. Parts go up one at a time, so a stored
 * part always follows every part before it.
 *
 * Removing an upload also removes its incomplete part, which the library's `remove` leaves behind,
 * and removes a finished upload too (one refused for its type): its own `remove` stops at the
 * multipart upload that finishing it closed.
 */
class S3UploadStore extends S3Store {
  override async write(src: Readable, id: string, offset: number): Promise<number> {
    const metadata = await this.getMetadata(id);
    const parts = await this.retrieveParts(id);
    const incompletePart = await this.downloadIncompletePart(id);
    const previousBytes = incompletePart?.size ?? 0;
    const incompleteReader = incompletePart?.createReader({ cleanUpOnEnd: true });
    const body = incompleteReader ? Readable.from(concatenate(incompleteReader, src)) : src;
    const bytesUploaded = await this.uploadParts(metadata, body, nextPartNumber(parts), offset - previousBytes);
    const newOffset = offset + bytesUploaded - previousBytes;
    if (metadata.file.size === newOffset) {
      await this.finishMultipartUpload(metadata, await this.retrieveParts(id));
      await this.completeMetadata(metadata.file);
      await this.clearCache(id);
      // Whatever incomplete part is left is stale now, whether read here or not: a finished upload keeps none.
      await this.deleteIncompletePart(id);
    } else if (incompletePart && (await this.getIncompletePartSize(id)) === undefined) {
      // Its bytes are in a part now: tidy up what no longer counts.
      await this.deleteIncompletePart(id);
    }
    return newOffset;
  }

  protected override async uploadIncompletePart(id: string, readStream: Readable): Promise<string> {
    const data = await this.client.putObject({
      Bucket: this.bucket,
      Key: this.partKey(id, true),
      Body: readStream,
      Metadata: { [NEXT_PART]: String(nextPartNumber(await this.retrieveParts(id))) },
      Tagging: this.useCompleteTag('false'),
    });
    return data.ETag ?? '';
  }

  protected override async getIncompletePart(id: string): Promise<Readable | undefined> {
    try {
      const data = await this.client.getObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
      const body = data.Body instanceof Readable ? data.Body : undefined;
      if (await this.isCurrent(id, data.Metadata)) return body;
      body?.destroy();
      // Left by a write cut off after its part was stored. Only `write` reads the incomplete part,
      // under the upload's lock, so no other write can be replacing it meanwhile.
      await this.deleteIncompletePart(id);
      return undefined;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  protected override async getIncompletePartSize(id: string): Promise<number | undefined> {
    try {
      const data = await this.client.headObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
      return (await this.isCurrent(id, data.Metadata)) ? data.ContentLength : undefined;
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NotFound') return undefined;
      throw error;
    }
  }

  /** Whether an incomplete part still holds bytes no part has: none opening the part it names is stored. */
  private async isCurrent(id: string, objectMetadata: Record<string, string> | undefined): Promise<boolean> {
    const named = objectMetadata?.[NEXT_PART];
    // One stored before parts were named (by the library itself) counts, as it did then.
    if (named === undefined) return true;
    return Number(named) === nextPartNumber(await this.retrieveParts(id));
  }

  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch (error) {
      if (error !== ERRORS.FILE_NOT_FOUND) throw error;
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }] },
      });
    } finally {
      await this.client.deleteObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
    }
  }
}

/** The bytes of `first`, then those of `second`. */
async function* concatenate(first: Readable, second: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of first) yield Buffer.from(chunk as Uint8Array);
  for await (const chunk of second) yield Buffer.from(chunk as Uint8Array);
}

/** Any S3-compatible bucket (S3, R2, MinIO, GCS interop): the same keys as on disk. */
export function s3BlobStore(settings: S3Settings, abandonedAfterMs = ABANDONED_AFTER_MS): BlobStore {
  const config = s3ClientConfig(settings);
  const client = new S3Client(config);
  const getObject = async (key: string, range?: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key, Range: range }));
      return object.Body instanceof Readable ? object.Body : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      // S3 refuses a range that starts past the end (any range of an empty object): no bytes there.
      if (range && error instanceof S3ServiceException && error.name === 'InvalidRange') return Readable.from([]);
      throw error;
    }
  };
  return {
    datastore: new S3UploadStore({
      partSize: 8 * 1024 * 1024,
      // One part at a time: a part is stored only after every part before it (see S3UploadStore).
      maxConcurrentPartUploads: 1,
      expirationPeriodInMilliseconds: abandonedAfterMs,
      s3ClientConfig: config,
    }),
    abandonedAfterMs,
    async prepare() {},
    async head(key, bytes) {
      const body = await getObject(key, `bytes=0-${bytes - 1}`);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks).subarray(0, bytes);
    },
    read: (key) => getObject(key),
    async saveFile(key, localPath, contentType) {
      const { size } = await fsp.stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: fs.createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async remove(key) {
      // The object, and the tus store's metadata and incomplete part of an upload (S3 ignores keys not there).
      await client.send(
        new DeleteObjectsCommand({
          Bucket: settings.bucket,
          Delete: { Objects: [{ Key: key }, { Key: `${key}.info` }, { Key: `${key}.part` }], Quiet: true },
        }),
      );
    },
    async check() {
      // One request that reads nothing: the bucket is there, and these credentials may use it.
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
  };
}
