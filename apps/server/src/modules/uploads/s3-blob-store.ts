// The AWS SDK takes a fifth of a second to load: only a server configured for S3 loads this file.
import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
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

/**
 * @tus/s3-store, but removing an upload also removes its incomplete part (`{key}.part`: the
 * bytes of a last chunk under S3's 5 MiB part minimum), which its own `remove` leaves behind, and
 * removes a finished upload too (one refused for its type): its own `remove` stops at the
 * multipart upload that finishing it closed.
 */
class S3UploadStore extends S3Store {
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
    async check() {
      // One request that reads nothing: the bucket is there, and these credentials may use it.
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
  };
}
