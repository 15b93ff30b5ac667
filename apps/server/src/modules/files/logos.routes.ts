import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { finishedLogo } from '../uploads/uploads.service.ts';
import { FILE_NOT_FOUND, sniffImageType } from './files.service.ts';

/**
 * Brand logos, public: a finished `logos/...` upload that is an image, served inline with its
 * sniffed type and cached for a day (a logo's key never changes content). Anything else is
 * "not found", so the address serves no other upload.
 */
export async function logosRoutes(app: FastifyInstance, options: { db: Db; directory: string }) {
  const { db, directory } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/public/logos/:encodedKey', {
    schema: {
      tags: ['files'],
      summary: 'A brand logo uploaded through the back office',
      params: z.object({ encodedKey: z.string().max(800) }),
      hide: true,
    },
    config: { rateLimit: { max: 600, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const key = Buffer.from(request.params.encodedKey, 'base64url').toString('utf8');
      const logo = await finishedLogo(db, key);
      const filePath = logo ? path.join(directory, logo.key) : null;
      const imageType = filePath && fs.existsSync(filePath) ? sniffImageType(filePath) : null;
      if (!filePath || !imageType) throw notFound(FILE_NOT_FOUND);
      return reply
        .type(imageType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(fs.createReadStream(filePath));
    },
  });
}
