import { EVENTS, MemoryLocker, Server, type ServerOptions, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable, type Db } from '../../db/client.ts';
import { errorBody, HttpError, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { readableFile, sendFile } from '../files/files.service.ts';
import type { BlobStore } from './blob-store.ts';
import { RedisLocker } from './redis-locker.ts';
import { ReleasingLocker } from './releasing-locker.ts';
import { isStorageFailure, ReservingStore } from './reserving-store.ts';
import {
  checkUploadAllowed,
  forgetUnansweredStart,
  forgetUpload,
  newUploadKey,
  parseKey,
  recordUploadFinished,
  recordUploadStarted,
  type UploadLimits,
} from './uploads.service.ts';

export const UPLOADS_PATH = '/api/uploads';

export interface UploadsOptions extends UploadLimits {
  db: Db;
  store: BlobStore;
  /** Across instances (Redis), how long an upload's lock outlives its holder's last renewal. */
  lockTtlMs?: number;
}

/** The metadata an upload keeps: what the server itself reads back. */
const KEPT_METADATA = ['kind', 'campaignId', 'purpose', 'filename'];

/** An upload's key from the last segment of its URL (base64url); undefined for anything the server would not have made. */
const keyFromSegment = (segment: string) => {
  const key = Buffer.from(segment, 'base64url').toString('utf8');
  return parseKey(key) ? key : undefined;
};

/** tus answers errors as `{ status_code, body }`: the body is the API's error body, as JSON. */
const tusError = (error: HttpError) => ({ status_code: error.statusCode, body: JSON.stringify(errorBody(error)) });

/** How long a client waits before trying again while the storage or the database cannot be reached. */
const RETRY_AFTER_SECONDS = 5;

/** A request as tus hands it to its hooks (srvx's, which carries Node's request and response). */
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** The response a tus request is answered on. */
const responseOf = (request: TusRequest) => request.runtime?.node?.res;
type NodeResponse = NonNullable<ReturnType<typeof responseOf>>;

/** Whether the client that sent `request` went away before it was answered. */
const clientLeft = (request: TusRequest) => {
  const response = responseOf(request);
  return response !== undefined && response.closed && !response.writableEnded;
};

/** A start whose client went away before the store had made its upload: nobody will ever use it. */
class StartUnanswered extends Error {
  constructor(readonly key: string) {
    super('the client left before the upload was made');
  }
}

/**
 * Resumable uploads (the tus protocol) at /api/uploads. The server chooses every object key
 * (`{kind}/{campaignId}/{userId}/{uuid}-{safe name}`), after checking the caller has a task in
 * the campaign, or `logos/{userId}/{uuid}-{safe name}` for an admin's brand logo; every later
 * request on an upload is checked against its owner. Keys travel in URLs base64url-encoded, so
 * no client-sent path is ever used as one. A finished upload is kept only when its bytes are a
 * format its purpose takes, and each person has a quota for all the files they hold.
 */
export async function uploadsRoutes(app: FastifyInstance, options: UploadsOptions) {
  const { db, store, maxUploadBytes } = options;
  const callerOf = (request: Request) => app.verifyBearer(request.headers.get('authorization'));
  /**
   * The upload a creation request made in the store, by the response it is answered on, until it is
   * answered: one that fails, or whose client leaves first, is let go.
   */
  const createdBy = new WeakMap<NodeResponse, string>();
  /** The request starting each upload, by the upload tus hands to its hooks and then to the store. */
  const startedBy = new WeakMap<Upload, TusRequest>();
  /** An upload's metadata without what the server does not read (KEPT_METADATA). */
  const keptMetadata = (upload: Upload) =>
    Object.fromEntries(Object.entries(upload.metadata ?? {}).filter(([name]) => KEPT_METADATA.includes(name)));

  // Readiness only reports the storage, it never takes the instance out: every instance shares the
  // same storage, so all would go out together and nobody could use the rest of the portal either.
  app.readiness.add({ name: 'storage', required: false, check: () => store.check() });

  const datastore = new ReservingStore(store, async (upload) => {
    // A storage slow to answer (frozen, overloaded) may make the upload long after its uploader
    // gave up: they never learnt its address, and a client trying again starts another. Nothing
    // they got no answer for may count against them.
    const request = startedBy.get(upload);
    if (request && clientLeft(request)) throw new StartUnanswered(upload.id);
    await recordUploadStarted(
      db,
      upload.id,
      { fileName: keptMetadata(upload).filename ?? 'file', sizeBytes: upload.size },
      options,
    );
  });
  // With several instances, the one an upload resumes on may not be the one holding its lock.
  const locker = new ReleasingLocker(
    app.redis ? new RedisLocker(app.redis, { ttlMs: options.lockTtlMs }) : new MemoryLocker(),
  );
  // A stopping instance asks each chunk in flight to store what it received and answer, before it
  // waits for its requests to end: a chunk on a slow connection outlasts any drain window.
  app.addHook('preClose', (done) => {
    locker.releaseAll();
    done();
  });
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    maxSize: maxUploadBytes,
    respectForwardedHeaders: false,
    locker,
    // Cancel stops an upload in flight; a finished file may already be part of a submission.
    disableTerminationForFinishedUploads: true,
    generateUrl: (_request, { path: base, id }) => `${base}/${Buffer.from(id).toString('base64url')}`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath ? keyFromSegment(lastPath) : undefined),
    namingFunction: async (request, metadata) => {
      const caller = await callerOf(request);
      return newUploadKey(db, caller, metadata ?? {});
    },
    onUploadCreate: async (request, upload) => {
      // Refused before the store is asked for anything; the store's datastore reserves the upload
      // once it has made it.
      await checkUploadAllowed(db, upload.id, upload.size, options);
      startedBy.set(upload, request);
      // Only what the server reads is kept: no type or header of the uploader's reaches the store.
      return { metadata: keptMetadata(upload) };
    },
    onIncomingRequest: async (request, uploadId) => {
      const caller = await callerOf(request);
      if (parseKey(uploadId)?.ownerId !== caller.id) throw tusError(HttpError.of(403, 'upload-not-yours'));
    },
    onUploadFinish: async (_request, upload) => {
      await recordUploadFinished(db, store, {
        id: upload.id,
        sizeBytes: upload.size ?? upload.offset,
        metadata: upload.metadata,
      });
      return {};
    },
    onResponseError: async (request, error) => {
      // A start whose upload the store made but whose first bytes it failed to take gave the
      // uploader no address to resume at: nothing of it is kept, so it holds no place in their quota.
      const response = responseOf(request);
      const failedStart = response && createdBy.get(response);
      if (response && failedStart) {
        createdBy.delete(response);
        await datastore.remove(failedStart).catch(() => undefined);
        await forgetUpload(db, failedStart);
      }
      if (error instanceof StartUnanswered) {
        app.log.info({ key: error.key }, 'upload start let go: its client left before the storage answered');
        // Nobody reads it: the connection is closed.
        return tusError(HttpError.of(503, 'unavailable'));
      }
      if (error instanceof HttpError) return tusError(error);
      if ('status_code' in error) {
        if (error.status_code !== 413) return undefined;
        return tusError(HttpError.of(413, 'file-too-large', { megabytes: Math.floor(maxUploadBytes / (1024 * 1024)) }));
      }
      // Anything else says nothing of why to the client: its message may name an internal address.
      const unavailable = isStorageFailure(error)
        ? 'storage-unavailable'
        : isDatabaseUnavailable(error) && 'unavailable';
      if (unavailable) {
        app.log.warn({ err: error }, `upload request failed: ${unavailable}`);
        request.runtime?.node?.res?.setHeader('retry-after', RETRY_AFTER_SECONDS);
        return tusError(HttpError.of(503, unavailable));
      }
      app.log.error({ err: error }, 'upload request failed');
      return tusError(HttpError.of(500, 'internal'));
    },
  });
  /** Removes a start that was made, and maybe recorded, while its client was leaving: nobody heard of it. */
  const letGoUnanswered = async (key: string) => {
    app.log.info({ key }, 'upload start let go: its client left before it was answered');
    await datastore.remove(key).catch(() => undefined);
    await forgetUnansweredStart(db, key).catch((error: unknown) =>
      app.log.error({ err: error, key }, 'unanswered upload start not forgotten'),
    );
  };
  tus.on(EVENTS.POST_CREATE, (request: TusRequest, upload: Upload) => {
    const response = responseOf(request);
    if (!response) return;
    // Left while it was being recorded; one that leaves later is let go when its connection closes.
    if (clientLeft(request)) void letGoUnanswered(upload.id);
    else createdBy.set(response, upload.id);
  });

  // A canceled upload no longer counts against its owner's quota.
  tus.on(EVENTS.POST_TERMINATE, (_request: unknown, _response: unknown, key: string) => {
    forgetUpload(db, key).catch((error: unknown) =>
      app.log.error({ err: error, key }, 'canceled upload not forgotten'),
    );
  });

  // No contracts here: /api/uploads* speaks the tus protocol (headers, raw bytes), not JSON.
  // tus reads the raw request body itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handOver = {
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const response = reply.raw;
      // Closed before its answer was written (tus never finishes writing to a closed connection).
      response.once('close', () => {
        const unansweredStart = !response.writableEnded && createdBy.get(response);
        if (!unansweredStart) return;
        createdBy.delete(response);
        void letGoUnanswered(unansweredStart);
      });
      await tus.handle(request.raw, response);
    },
  };
  app.route({ method: ['POST', 'OPTIONS'], url: UPLOADS_PATH, ...handOver });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${UPLOADS_PATH}/:id`, ...handOver });

  // A finished upload read back as every download is (never tus's own GET, which echoes the
  // uploader's declared type): images with their sniffed type, anything else an attachment.
  app.withTypeProvider<ZodTypeProvider>().get(`${UPLOADS_PATH}/:id`, {
    schema: { hide: true, params: z.object({ id: z.string().max(800) }) },
    handler: async (request, reply) => {
      const key = keyFromSegment(request.params.id);
      if (!key) throw notFound('file-not-found');
      const file = await readableFile(db, key, currentUser(request));
      return sendFile(reply, store, file);
    },
  });
}
