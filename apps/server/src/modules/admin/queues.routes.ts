import type { FastifyInstance } from 'fastify';
import { adminQueuesApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { queueCounts, queuePage } from '../review/queues.service.ts';

/** The back office's review queues: what waits for a campaign manager, oldest first (admins only). */
export async function adminQueuesRoutes(app: FastifyInstance, options: { db: Db; secret: string; clock: Clock }) {
  const { db, secret, clock } = options;

  addEndpoint(app, adminQueuesApi.counts, { handler: () => queueCounts(db, clock()) });
  addEndpoint(app, adminQueuesApi.page, {
    handler: (request) => queuePage(db, secret, request.params.kind, request.query, clock()),
  });
}
