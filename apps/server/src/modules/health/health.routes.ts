import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

/** The probes' paths: they answer while the database is still opening. */
export const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Liveness (the process answers) and readiness (the database answers too): probes for the
 * platform, not calls of the product API, so they have no contracts.
 */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  const quiet = { logLevel: 'warn' as const, config: { rateLimit: false as const }, schema: { hide: true } };
  let opened = false;
  options.database.ready.then(
    () => (opened = true),
    () => {},
  );
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (request, reply) => {
    try {
      if (!opened) throw new Error('still opening');
      await options.database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
