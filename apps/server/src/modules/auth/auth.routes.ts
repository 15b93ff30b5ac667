import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NewUserSchema } from '@portal/domain/auth';
import { BankDetailsSchema, EditProfileSchema, UserSchema } from '@portal/domain/profile';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { unauthenticated } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { createProfile, findUser, updateBankDetails, updateProfile } from './auth.service.ts';

const signedIn = { tags: ['auth'], security: [{ bearer: [] }] };

/**
 * The product's own user calls (SPEC §7 `/auth`), as opposed to the identity service. Every one
 * reads or writes the caller's own user only: the id comes from the verified token, never the body.
 */
export async function authRoutes(app: FastifyInstance, options: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answerUser = async (userId: string) => {
    const user = await findUser(options.db, userId);
    if (!user) throw unauthenticated();
    return user;
  };

  routes.get('/api/auth', {
    schema: { ...signedIn, summary: 'The signed-in user', response: { 200: UserSchema, ...ERROR_RESPONSES } },
    handler: (request) => answerUser(currentUser(request).id),
  });

  routes.post('/api/auth', {
    schema: {
      ...signedIn,
      summary: 'Create the profile right after the identity sign-up',
      body: NewUserSchema,
      response: { 200: UserSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const { id } = currentUser(request);
      await createProfile(options.db, id, request.body);
      return answerUser(id);
    },
  });

  routes.put('/api/auth', {
    schema: {
      ...signedIn,
      summary: 'Save the profile',
      body: EditProfileSchema,
      response: { 200: UserSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const { id } = currentUser(request);
      await updateProfile(options.db, id, request.body);
      return answerUser(id);
    },
  });

  routes.put('/api/auth/bank', {
    schema: {
      ...signedIn,
      summary: 'Save the payment details',
      body: BankDetailsSchema,
      response: { 200: UserSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const { id } = currentUser(request);
      await updateBankDetails(options.db, id, request.body);
      return answerUser(id);
    },
  });
}
