import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NewUserSchema, UserSchema } from '@portal/domain/auth';
import { ApiErrorSchema } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { unauthenticated } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { createProfile, findUser } from './auth.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The product's own user calls (SPEC §7 `/auth`), as opposed to the identity service. */
export async function authRoutes(app: FastifyInstance, options: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/auth', {
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user',
      security: [{ bearer: [] }],
      response: { 200: UserSchema, ...errors },
    },
    preHandler: app.authenticate,
    handler: async (request) => {
      const user = await findUser(options.db, currentUser(request).id);
      if (!user) throw unauthenticated();
      return user;
    },
  });

  routes.post('/api/auth', {
    schema: {
      tags: ['auth'],
      summary: 'Create the profile right after the identity sign-up',
      security: [{ bearer: [] }],
      body: NewUserSchema,
      response: { 200: UserSchema, ...errors },
    },
    preHandler: app.authenticate,
    handler: async (request) => {
      const { id } = currentUser(request);
      await createProfile(options.db, id, request.body);
      const user = await findUser(options.db, id);
      if (!user) throw unauthenticated();
      return user;
    },
  });
}
