import type { FastifyInstance } from 'fastify';
import { filesApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/http-error.ts';
import { finishedLogo } from '../uploads/uploads.service.ts';
import type { BlobStore } from '../uploads/blob-store.ts';
import { storedImageType } from './files.service.ts';

/**
 * Brand logos, public: a finished `logos/...` upload that is an image, served inline with its
 * sniffed type and cached for a day (a logo's key never changes content). Anything else is
 * "not found", so the address serves no other upload.
 */
export async function logosRoutes(app: FastifyInstance, options: { db: Db; store: BlobStore }) {
  const { db, store } = options;

  addEndpoint(app, filesApi.logo, {
    hide: true,
    config: { rateLimit: { max: 600, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const key = Buffer.from(request.params.encodedKey, 'base64url').toString('utf8');
      const logo = await finishedLogo(db, key);
      const imageType = logo ? await storedImageType(store, logo.key) : null;
      const content = logo && imageType ? await store.read(logo.key) : null;
      if (!imageType || !content) throw notFound('file-not-found');
      return reply
        .type(imageType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(content);
    },
  });
}
