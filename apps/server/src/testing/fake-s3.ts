import { createHash, randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  NoSuchBucket,
  NoSuchKey,
  NoSuchUpload,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
// Where this SDK keeps `@smithy/util-stream`: the mixin the real client puts on every response body.
import { sdkStreamMixin } from '@smithy/core/serde';
import { mockClient, type AwsClientStub } from 'aws-sdk-client-mock';

/** S3 refuses every part of a multipart upload but the last that is smaller than this. */
const MIN_PART_BYTES = 5 * 1024 * 1024;
/** ListParts answers at most this many parts per page (S3's default). */
const MAX_PARTS_PER_PAGE = 1000;

interface StoredObject {
  body: Buffer;
  etag: string;
  contentType: string | undefined;
  metadata: Record<string, string>;
  lastModified: Date;
}

interface Part {
  body: Buffer;
  etag: string;
  lastModified: Date;
}

interface MultipartUpload {
  key: string;
  contentType: string | undefined;
  metadata: Record<string, string>;
  initiated: Date;
  parts: Map<number, Part>;
}

/** What the bucket holds, for assertions. */
export interface FakeS3Contents {
  /** Every stored object by key. */
  objects: Map<string, Buffer>;
  /** Multipart uploads begun and neither completed nor aborted. */
  multipartUploads: { key: string; uploadId: string; partNumbers: number[] }[];
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
const NOT_THERE = { httpStatusCode: 404 };

/** Any request body the SDK accepts, read whole. */
async function bytesOf(body: unknown): Promise<Buffer> {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (typeof body === 'object' && Symbol.asyncIterator in body) {
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Uint8Array | string>) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  throw new TypeError(`FakeS3 cannot read a body of type ${typeof body}`);
}

/** An S3 error the SDK has no class for, as it would throw it. */
const s3Error = (name: string, httpStatusCode: number, message: string) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode }, message });

/**
 * The error a connection to a closed port fails with: what the SDK throws when the S3 endpoint is
 * down, its message naming the address (`connect ECONNREFUSED 127.0.0.1:…`).
 */
async function refusedConnection(): Promise<Error> {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return new Promise((resolve) => net.connect(port, '127.0.0.1').once('error', resolve));
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of an object of `size` bytes, as S3 reads it. */
function byteRange(range: string, size: number): { start: number; end: number } {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range);
  if (!match || (match[1] === '' && match[2] === '')) return { start: 0, end: size - 1 };
  const [first, last] = [match[1] as string, match[2] as string];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (first !== '' && last !== '' && Number(last) < start)) {
    throw s3Error('InvalidRange', 416, 'The requested range is not satisfiable');
  }
  return { start, end };
}

/**
 * One in-memory S3 bucket behind every S3Client (and the aggregated `S3` class) in this process,
 * through aws-sdk-client-mock: objects, ranged reads and multipart uploads with S3's rules (parts
 * of at least 5 MiB but the last, assembled in order, matching ETags; errors as the SDK's
 * classes). No HTTP, no signing: the SDK's middleware is skipped. `restore()` puts S3Client back.
 * `goDown()` and `comeBack()` make an outage: meanwhile every command fails as against an endpoint
 * that refuses connections (or, `goSilent()`, never gets an answer), and the bucket keeps what it
 * held.
 */
export class FakeS3 {
  private readonly objects = new Map<string, StoredObject>();
  /**
   * While the storage is down: the error every command fails with, 'silent' when none is answered,
   * or 'frozen' when each waits for `thawed`.
   */
  private outage: Error | 'silent' | 'frozen' | undefined;
  /** While frozen: resolves at `comeBack`, when the commands held meanwhile are served; and which it holds. */
  private thawed: { promise: Promise<void>; resolve: () => void; holds: (command: object) => boolean } | undefined;
  private readonly uploads = new Map<string, MultipartUpload>();
  /** Clients whose process is gone (`cutOff`): none of their commands reaches the bucket any more. */
  private readonly gone = new WeakSet<S3Client>();
  private readonly mock: AwsClientStub<S3Client>;

  constructor(readonly bucket: string) {
    this.mock = mockClient(S3Client);
    // In front of the stub (whose `restore` puts the real `send` back): an outage takes every command.
    const serve = S3Client.prototype.send;
    const reach = (command: object): Promise<unknown> | null => {
      if (this.outage === 'silent') return new Promise<never>(() => {});
      if (this.outage === 'frozen') return this.thawed?.holds(command) ? this.thawed.promise : null;
      return this.outage ? Promise.reject(this.outage) : null;
    };
    const gone = this.gone;
    S3Client.prototype.send = function (this: S3Client, ...args: Parameters<typeof serve>) {
      if (gone.has(this)) return new Promise<never>(() => {});
      const held = reach(args[0]);
      return held ? held.then(() => serve.apply(this, args)) : serve.apply(this, args);
    } as typeof serve;
    this.mock.onAnyCommand().callsFake((input: unknown) => {
      throw new Error(`FakeS3 does not implement this command: ${JSON.stringify(input)}`);
    });
    this.mock
      .on(PutObjectCommand)
      .callsFake(async (input) => {
        this.checkBucket(input.Bucket);
        const object = this.store(input.Key, await bytesOf(input.Body), input.ContentType, input.Metadata);
        return { ETag: object.etag };
      })
      .on(HeadBucketCommand)
      .callsFake((input) => {
        this.checkBucket(input.Bucket);
        return {};
      })
      .on(GetObjectCommand)
      .callsFake((input) => {
        const object = this.objectAt(
          input.Bucket,
          input.Key,
          () => new NoSuchKey({ message: 'The specified key does not exist.', $metadata: NOT_THERE }),
        );
        const range = input.Range ? byteRange(input.Range, object.body.length) : null;
        const body = range ? object.body.subarray(range.start, range.end + 1) : object.body;
        return {
          Body: sdkStreamMixin(Readable.from([body])),
          ContentLength: body.length,
          ...(range ? { ContentRange: `bytes ${range.start}-${range.end}/${object.body.length}` } : {}),
          ContentType: object.contentType,
          ETag: object.etag,
          Metadata: object.metadata,
          LastModified: object.lastModified,
        };
      })
      .on(HeadObjectCommand)
      .callsFake((input) => {
        const object = this.objectAt(
          input.Bucket,
          input.Key,
          () => new NotFound({ message: 'Not Found', $metadata: NOT_THERE }),
        );
        return {
          ContentLength: object.body.length,
          ContentType: object.contentType,
          ETag: object.etag,
          Metadata: object.metadata,
          LastModified: object.lastModified,
        };
      })
      .on(DeleteObjectCommand)
      .callsFake((input) => {
        this.checkBucket(input.Bucket);
        this.objects.delete(input.Key);
        return {};
      })
      .on(DeleteObjectsCommand)
      .callsFake((input) => {
        this.checkBucket(input.Bucket);
        const keys: string[] = (input.Delete?.Objects ?? []).map((object: { Key: string }) => object.Key);
        for (const key of keys) this.objects.delete(key);
        // S3 reports a key that was not there as deleted too.
        return { Deleted: keys.map((Key) => ({ Key })) };
      })
      .on(CreateMultipartUploadCommand)
      .callsFake((input) => {
        this.checkBucket(input.Bucket);
        const uploadId = randomUUID();
        this.uploads.set(uploadId, {
          key: input.Key,
          contentType: input.ContentType,
          metadata: { ...input.Metadata },
          initiated: new Date(),
          parts: new Map(),
        });
        return { Bucket: input.Bucket, Key: input.Key, UploadId: uploadId };
      })
      .on(UploadPartCommand)
      .callsFake(async (input) => {
        const upload = this.uploadOf(input.Bucket, input.Key, input.UploadId);
        if (!Number.isInteger(input.PartNumber) || input.PartNumber < 1 || input.PartNumber > 10_000) {
          throw s3Error('InvalidArgument', 400, 'Part number must be an integer between 1 and 10000');
        }
        const body = await bytesOf(input.Body);
        const part = { body, etag: etagOf(body), lastModified: new Date() };
        upload.parts.set(input.PartNumber, part);
        return { ETag: part.etag };
      })
      .on(ListPartsCommand)
      .callsFake((input) => {
        const upload = this.uploadOf(input.Bucket, input.Key, input.UploadId);
        const marker = Number(input.PartNumberMarker ?? 0);
        const maxParts = Math.min(Number(input.MaxParts ?? MAX_PARTS_PER_PAGE), MAX_PARTS_PER_PAGE);
        const after = [...upload.parts.entries()]
          .filter(([partNumber]) => partNumber > marker)
          .sort(([a], [b]) => a - b);
        const page = after.slice(0, maxParts);
        const isTruncated = after.length > page.length;
        return {
          Bucket: input.Bucket,
          Key: input.Key,
          UploadId: input.UploadId,
          PartNumberMarker: input.PartNumberMarker,
          MaxParts: maxParts,
          IsTruncated: isTruncated,
          ...(isTruncated ? { NextPartNumberMarker: String(page.at(-1)?.[0]) } : {}),
          Parts: page.map(([PartNumber, part]) => ({
            PartNumber,
            ETag: part.etag,
            Size: part.body.length,
            LastModified: part.lastModified,
          })),
        };
      })
      .on(CompleteMultipartUploadCommand)
      .callsFake((input) => {
        const upload = this.uploadOf(input.Bucket, input.Key, input.UploadId);
        const named: { PartNumber: number; ETag: string }[] = input.MultipartUpload?.Parts ?? [];
        if (named.length === 0) throw s3Error('MalformedXML', 400, 'A multipart upload needs at least one part');
        const parts = named.map(({ PartNumber, ETag }, index) => {
          const part = upload.parts.get(PartNumber);
          if (!part || part.etag !== ETag) throw s3Error('InvalidPart', 400, `Part ${PartNumber} was not uploaded`);
          if (index > 0 && PartNumber <= (named[index - 1] as { PartNumber: number }).PartNumber) {
            throw s3Error('InvalidPartOrder', 400, 'The parts must be in ascending order');
          }
          if (index < named.length - 1 && part.body.length < MIN_PART_BYTES) {
            throw s3Error('EntityTooSmall', 400, `Part ${PartNumber} is smaller than the 5 MiB minimum`);
          }
          return part;
        });
        const object = this.store(
          upload.key,
          Buffer.concat(parts.map((part) => part.body)),
          upload.contentType,
          upload.metadata,
        );
        this.uploads.delete(input.UploadId);
        const etag = `"${createHash('md5')
          .update(Buffer.concat(parts.map((part) => Buffer.from(part.etag.slice(1, -1), 'hex'))))
          .digest('hex')}-${parts.length}"`;
        object.etag = etag;
        return {
          Bucket: input.Bucket,
          Key: upload.key,
          ETag: etag,
          Location: `https://${this.bucket}.s3.fake/${upload.key}`,
        };
      })
      .on(AbortMultipartUploadCommand)
      .callsFake((input) => {
        this.uploadOf(input.Bucket, input.Key, input.UploadId);
        this.uploads.delete(input.UploadId);
        return {};
      })
      .on(ListMultipartUploadsCommand)
      .callsFake((input) => {
        this.checkBucket(input.Bucket);
        return {
          Bucket: input.Bucket,
          IsTruncated: false,
          Uploads: [...this.uploads.entries()].map(([UploadId, upload]) => ({
            Key: upload.key,
            UploadId,
            Initiated: upload.initiated,
          })),
        };
      });
  }

  /** The bucket's objects and unfinished multipart uploads, copied. */
  contents(): FakeS3Contents {
    return {
      objects: new Map([...this.objects.entries()].map(([key, object]) => [key, Buffer.from(object.body)])),
      multipartUploads: [...this.uploads.entries()].map(([uploadId, upload]) => ({
        key: upload.key,
        uploadId,
        partNumbers: [...upload.parts.keys()].sort((a, b) => a - b),
      })),
    };
  }

  /** Puts the real S3Client back. */
  /** From now on every command fails as when the S3 endpoint refuses connections; answers the error's message. */
  async goDown(): Promise<string> {
    const refused = await refusedConnection();
    this.outage = refused;
    return refused.message;
  }

  /** From now on no command gets an answer, as when the endpoint's packets are dropped; those sent meanwhile never do. */
  goSilent(): void {
    this.outage = 'silent';
  }

  /**
   * From now on commands are held, as by a storage that takes connections and is frozen: at
   * `comeBack` it answers them all, in the order they came. With `only`, just the commands of that
   * class are held (the storage freezing at that moment of a request), the others served.
   */
  freeze(only?: abstract new (...args: never[]) => object): void {
    let resolve = () => {};
    const promise = new Promise<void>((thaw) => {
      resolve = thaw;
    });
    this.thawed = { promise, resolve, holds: (command) => !only || command instanceof only };
    this.outage = 'frozen';
  }

  /** From now on no command of `client` gets an answer, as when the process holding it was killed. */
  cutOff(client: S3Client): void {
    this.gone.add(client);
  }

  comeBack(): void {
    this.outage = undefined;
    this.thawed?.resolve();
    this.thawed = undefined;
  }

  restore(): void {
    this.mock.restore();
  }

  private checkBucket(bucket: string | undefined) {
    if (bucket !== this.bucket) {
      throw new NoSuchBucket({ message: 'The specified bucket does not exist', $metadata: NOT_THERE });
    }
  }

  private store(key: string, body: Buffer, contentType: string | undefined, metadata: Record<string, string> = {}) {
    const object = { body, etag: etagOf(body), contentType, metadata: { ...metadata }, lastModified: new Date() };
    this.objects.set(key, object);
    return object;
  }

  private objectAt(bucket: string | undefined, key: string, missing: () => Error): StoredObject {
    this.checkBucket(bucket);
    const object = this.objects.get(key);
    if (!object) throw missing();
    return object;
  }

  private uploadOf(bucket: string | undefined, key: string, uploadId: string): MultipartUpload {
    this.checkBucket(bucket);
    const upload = this.uploads.get(uploadId);
    if (!upload || upload.key !== key) {
      throw new NoSuchUpload({ message: 'The specified upload does not exist', $metadata: NOT_THERE });
    }
    return upload;
  }
}
