import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGO_UPLOAD_KIND } from '@portal/domain/uploads';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { storedImageType } from '../files/files.service.ts';
import type { BlobStore } from './blob-store.ts';
import { newUploadKey, parseKey, recordUploadFinished, recordUploadStarted, UploadRefused } from './uploads.service.ts';

export const UPLOADS_PATH = '/api/uploads';

export interface UploadsOptions {
  db: Db;
  store: BlobStore;
  maxUploadBytes: number;
}

/** tus answers errors as `{ status_code, body }`. */
const tusError = (statusCode: number, message: string) => ({ status_code: statusCode, body: `${message}\n` });

function refusal(error: unknown) {
  if (error instanceof UploadRefused || error instanceof HttpError) return tusError(error.statusCode, error.message);
  return null;
}

/**
 * Resumable uploads (the tus protocol) at /api/uploads. The server chooses every object key
 * (`{kind}/{campaignId}/{userId}/{uuid}-{safe name}`), after checking the caller has a task in
 * the campaign, or `logos/{userId}/{uuid}-{safe name}` for an admin's brand logo; every later
 * request on an upload is checked against its owner. Keys travel in URLs base64url-encoded, so
 * no client-sent path is ever used as one.
 */
export async function uploadsRoutes(app: FastifyInstance, options: UploadsOptions) {
  const { db, store, maxUploadBytes } = options;
  const callerOf = (request: Request) => app.verifyBearer(request.headers.get('authorization'));

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store.datastore,
    maxSize: maxUploadBytes,
    respectForwardedHeaders: false,
    // Cancel stops an upload in flight; a finished file may already be part of a submission.
    disableTerminationForFinishedUploads: true,
    generateUrl: (_request, { path: base, id }) => `${base}/${Buffer.from(id).toString('base64url')}`,
    getFileIdFromRequest: (_request, lastPath) => {
      if (!lastPath) return undefined;
      const key = Buffer.from(lastPath, 'base64url').toString('utf8');
      return parseKey(key) ? key : undefined;
    },
    namingFunction: async (request, metadata) => {
      const caller = await callerOf(request);
      return newUploadKey(db, caller, metadata ?? {});
    },
    onUploadCreate: async (_request, upload) => {
      await store.prepare(upload.id);
      await recordUploadStarted(db, upload.id, {
        fileName: upload.metadata?.filename ?? 'file',
        contentType: upload.metadata?.filetype ?? null,
      });
      return {};
    },
    onIncomingRequest: async (request, uploadId) => {
      const caller = await callerOf(request);
      if (parseKey(uploadId)?.ownerId !== caller.id) throw tusError(403, 'This upload is not yours');
    },
    onUploadFinish: async (_request, upload) => {
      // A brand logo is shown to everyone: only a real image (by its bytes) is ever finished.
      if (parseKey(upload.id)?.kind === LOGO_UPLOAD_KIND && !(await storedImageType(store, upload.id))) {
        throw tusError(415, 'A brand logo must be a PNG, JPEG, GIF or WebP image');
      }
      await recordUploadFinished(db, upload.id, upload.size ?? upload.offset);
      return {};
    },
    onResponseError: (_request, error) => {
      const known = refusal(error);
      if (known) return known;
      if ('status_code' in error && error.status_code === 413) {
        return tusError(
          413,
          `File is too large: the limit is ${Math.floor(maxUploadBytes / (1024 * 1024))} MB per file`,
        );
      }
      return undefined;
    },
  });

  // tus reads the raw request body itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handOver = {
    schema: { hide: true },
    onRequest: app.authenticate,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    },
  };
  app.route({ method: ['POST', 'OPTIONS'], url: UPLOADS_PATH, ...handOver });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE', 'GET'], url: `${UPLOADS_PATH}/:id`, ...handOver });
}
