import type { FastifyInstance } from 'fastify';
import { filesApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import type { BlobStore } from '../uploads/blob-store.ts';
import { fileForLink, linkLifetime, readableFile, sendFile, signedFileUrl } from './files.service.ts';

/**
 * Downloads through signed, expiring links: a signed-in owner (or an admin) asks for a link,
 * and the link alone then serves the file (`signedFileRoutes`).
 */
export async function filesRoutes(app: FastifyInstance, options: { db: Db; secret: string }) {
  const { db, secret } = options;

  addEndpoint(app, filesApi.link, {
    handler: async (request) => {
      const { key } = request.query;
      // The answer says how long the link really lives, not how long was asked for.
      const expiresIn = linkLifetime(request.query.expiresIn);
      const caller = currentUser(request);
      await readableFile(db, key, caller);
      return { url: signedFileUrl(secret, key, expiresIn, caller.id), expiresIn };
    },
  });
}

/**
 * A file through a signed link, for anyone holding it (the link is the permission): images
 * inline with their sniffed type, anything else as an attachment, never sniffed by the browser.
 */
export async function signedFileRoutes(app: FastifyInstance, options: { db: Db; store: BlobStore; secret: string }) {
  const { db, store, secret } = options;

  addEndpoint(app, filesApi.signedFile, {
    hide: true,
    config: { rateLimit: { max: 600, timeWindow: 60_000 } },
    handler: async (request, reply) => sendFile(reply, store, await fileForLink(db, secret, request.params.token)),
  });
}
