import { EVENTS, Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorBody, HttpError, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { readableFile, sendFile } from '../files/files.service.ts';
import type { BlobStore } from './blob-store.ts';
import { RedisLocker } from './redis-locker.ts';
import {
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

const refusal = (error: unknown) => (error instanceof HttpError ? tusError(error) : null);

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
  /** The upload a creation request recorded, until it is answered: one that fails is let go. */
  const startedBy = new WeakMap<Request, string>();

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store.datastore,
    maxSize: maxUploadBytes,
    respectForwardedHeaders: false,
    // With several instances, the one an upload resumes on may not be the one holding its lock.
    ...(app.redis ? { locker: new RedisLocker(app.redis) } : {}),
    // Cancel stops an upload in flight; a finished file may already be part of a submission.
    disableTerminationForFinishedUploads: true,
    generateUrl: (_request, { path: base, id }) => `${base}/${Buffer.from(id).toString('base64url')}`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath ? keyFromSegment(lastPath) : undefined),
    namingFunction: async (request, metadata) => {
      const caller = await callerOf(request);
      return newUploadKey(db, caller, metadata ?? {});
    },
    onUploadCreate: async (request, upload) => {
      // Only what the server reads is kept: no type or header of the uploader's reaches the store.
      const metadata = Object.fromEntries(
        Object.entries(upload.metadata ?? {}).filter(([name]) => KEPT_METADATA.includes(name)),
      );
      await recordUploadStarted(
        db,
        upload.id,
        { fileName: metadata.filename ?? 'file', sizeBytes: upload.size },
        options,
      );
      startedBy.set(request, upload.id);
      await store.prepare(upload.id);
      return { metadata };
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
      // A start that failed (the store down, or failing to take the first bytes) gave the uploader
      // no address to resume at: nothing of it is kept, so it holds no place in their quota.
      const failedStart = startedBy.get(request);
      if (failedStart) {
        startedBy.delete(request);
        await store.datastore.remove(failedStart).catch(() => undefined);
        await forgetUpload(db, failedStart);
      }
      const known = refusal(error);
      if (known) return known;
      if ('status_code' in error && error.status_code === 413) {
        return tusError(HttpError.of(413, 'file-too-large', { megabytes: Math.floor(maxUploadBytes / (1024 * 1024)) }));
      }
      return undefined;
    },
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
      await tus.handle(request.raw, reply.raw);
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
