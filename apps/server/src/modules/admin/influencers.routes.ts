import type { FastifyInstance } from 'fastify';
import { adminInfluencersApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { listInfluencers } from '../users/influencers.service.ts';
import { banUserById, unbanUserById } from '../users/users.service.ts';

/** The back office's influencer directory and bans (admins only). */
export async function adminInfluencerRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  addEndpoint(app, adminInfluencersApi.list, { handler: (request) => listInfluencers(db, request.query) });

  addEndpoint(app, adminInfluencersApi.ban, {
    handler: (request) => banUserById(db, request.params.userId, request.body.reason, currentUser(request).id),
  });

  addEndpoint(app, adminInfluencersApi.unban, {
    handler: (request) => unbanUserById(db, request.params.userId, currentUser(request).id),
  });
}
