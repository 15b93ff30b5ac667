import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

/**
 * Liveness (the process answers) and readiness (the database answers too): probes for the
 * platform, not calls of the product API, so they have no contracts.
 */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  const quiet = { logLevel: 'warn' as const, config: { rateLimit: false as const }, schema: { hide: true } };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (request, reply) => {
    try {
      await options.database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
