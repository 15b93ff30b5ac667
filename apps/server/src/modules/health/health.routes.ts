import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { Readiness } from './readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What /readyz reports: the app's parts add the dependencies they need (readiness.ts). */
    readiness: Readiness;
  }
}

/** The probes' paths: they answer while the database is still opening. */
export const PROBES = new Set(['/healthz', '/readyz']);

/** The readiness registry, with the database every request needs (still opening reads as failing). */
export function appReadiness(database: Database): Readiness {
  const readiness = new Readiness();
  let opened = false;
  database.ready.then(
    () => (opened = true),
    () => {},
  );
  readiness.add({
    name: 'database',
    required: true,
    check: async () => {
      if (!opened) throw new Error('still opening');
      await database.ping();
    },
  });
  return readiness;
}

/**
 * Liveness (the process answers) and readiness (what it depends on answers too, and it is not
 * stopping): probes for the platform, not calls of the product API, so they have no contracts.
 * /readyz names each dependency's state, never why it failed (that goes to the log).
 */
export async function healthRoutes(app: FastifyInstance) {
  const quiet = { logLevel: 'warn' as const, config: { rateLimit: false as const }, schema: { hide: true } };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (request, reply) => {
    const { status, dependencies, failures } = await app.readiness.report();
    for (const [name, err] of Object.entries(failures)) request.log.warn({ err }, `${name} not ready`);
    const serving = status === 'ready' || status === 'degraded';
    return reply.status(serving ? 200 : 503).send({ status, dependencies });
  });
}
