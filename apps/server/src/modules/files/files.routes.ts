import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import type { BlobStore } from '../uploads/blob-store.ts';
import { fileForLink, linkLifetime, readableFile, sendFile, signedFileToken } from './files.service.ts';

/**
 * Downloads through signed, expiring links: a signed-in owner (or an admin) asks for a link,
 * and the link alone then serves the file (`signedFileRoutes`).
 */
export async function filesRoutes(app: FastifyInstance, options: { db: Db; secret: string }) {
  const { db, secret } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/files/link', {
    schema: {
      tags: ['files'],
      security: [{ bearer: [] }],
      summary: 'A signed, expiring download link for one of your files',
      querystring: z.object({ key: z.string().max(400), expiresIn: z.coerce.number().int().default(300) }),
      response: { 200: z.object({ url: z.string(), expiresIn: z.number() }), ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const { key } = request.query;
      // The answer says how long the link really lives, not how long was asked for.
      const expiresIn = linkLifetime(request.query.expiresIn);
      const caller = currentUser(request);
      await readableFile(db, key, caller);
      return { url: `/api/files/${signedFileToken(secret, key, expiresIn, caller.id)}`, expiresIn };
    },
  });
}

/**
 * A file through a signed link, for anyone holding it (the link is the permission): images
 * inline with their sniffed type, anything else as an attachment, never sniffed by the browser.
 */
export async function signedFileRoutes(app: FastifyInstance, options: { db: Db; store: BlobStore; secret: string }) {
  const { db, store, secret } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/files/:token', {
    schema: {
      tags: ['files'],
      summary: 'A file, through a signed link',
      params: z.object({ token: z.string().max(1200) }),
      hide: true,
    },
    config: { rateLimit: { max: 600, timeWindow: 60_000 } },
    handler: async (request, reply) => sendFile(reply, store, await fileForLink(db, secret, request.params.token)),
  });
}
