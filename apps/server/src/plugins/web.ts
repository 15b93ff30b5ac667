import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES } from '@portal/domain/api';

/**
 * Serves the built web app: hashed assets cached for a year, every other page path answered
 * with index.html so the client-side router takes over.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    if (!fs.existsSync(path.join(options.root, 'index.html'))) {
      app.log.warn({ root: options.root }, 'web app not built: run `npm run build`; serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ message: `No route GET ${request.url.split('?')[0]}`, code: API_ERROR_CODES.notFound });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
