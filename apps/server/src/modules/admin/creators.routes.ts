import type { FastifyInstance } from 'fastify';
import { adminCreatorsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { rateTask, taskRating } from '../review/ratings.service.ts';
import { creatorProfile } from '../users/creator-profile.service.ts';

/** The back office's view of one creator: their profile and history, and the ratings of their work (admins only). */
export async function adminCreatorRoutes(app: FastifyInstance, options: { db: Db; clock: Clock }) {
  const { db, clock } = options;

  addEndpoint(app, adminCreatorsApi.profile, { handler: (request) => creatorProfile(db, request.params.userId) });

  addEndpoint(app, adminCreatorsApi.rating, { handler: (request) => taskRating(db, request.params.taskId) });

  addEndpoint(app, adminCreatorsApi.rate, {
    handler: (request) => rateTask(db, currentUser(request).id, request.params.taskId, request.body, clock()),
  });
}
