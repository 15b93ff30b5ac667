import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BanSchema, InfluencerPageSchema, InfluencerQuerySchema } from '@portal/domain/admin';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { listInfluencers } from '../users/influencers.service.ts';
import { banUserById, unbanUserById } from '../users/users.service.ts';
import { admin } from './admin-schema.ts';

const userParams = z.object({ userId: z.string().min(1).max(64) });
const noContent = { 204: z.null(), ...ERROR_RESPONSES };

/** The back office's influencer directory and bans (admins only). */
export async function adminInfluencerRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/influencers', {
    schema: {
      ...admin,
      summary: 'Influencers, newest sign-ups first, by profile, audience and ban',
      querystring: InfluencerQuerySchema,
      response: { 200: InfluencerPageSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => listInfluencers(db, request.query),
  });

  routes.put('/api/admin/influencers/:userId/ban', {
    schema: {
      ...admin,
      summary: 'Ban an influencer: sign-in and every call are refused, sessions end',
      params: userParams,
      body: BanSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await banUserById(db, request.params.userId, request.body.reason);
      await app.forgetTokenOwner(request.params.userId);
      return reply.status(204).send(null);
    },
  });

  routes.delete('/api/admin/influencers/:userId/ban', {
    schema: {
      ...admin,
      summary: "Lift an influencer's ban",
      params: userParams,
      response: noContent,
    },
    handler: async (request, reply) => {
      await unbanUserById(db, request.params.userId);
      await app.forgetTokenOwner(request.params.userId);
      return reply.status(204).send(null);
    },
  });
}
