import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUEUE_KINDS, QueueCountsSchema, QueuePageSchema, QueueQuerySchema } from '@portal/domain/admin';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { queueCounts, queuePage } from '../review/review.service.ts';
import { admin } from './admin-schema.ts';

/** The back office's review queues: what waits for a campaign manager, oldest first (admins only). */
export async function adminQueuesRoutes(app: FastifyInstance, options: { db: Db; secret: string }) {
  const { db, secret } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/queues', {
    schema: {
      ...admin,
      summary: 'How many items wait in each review queue',
      response: { 200: QueueCountsSchema, ...ERROR_RESPONSES },
    },
    handler: () => queueCounts(db),
  });

  routes.get('/api/admin/queues/:kind', {
    schema: {
      ...admin,
      summary: 'One page of a review queue, oldest first, with files behind hour-long signed links',
      params: z.object({ kind: z.enum(QUEUE_KINDS) }),
      querystring: QueueQuerySchema,
      response: { 200: QueuePageSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => queuePage(db, secret, request.params.kind, request.query),
  });
}
