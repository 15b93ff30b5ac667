import type { FastifyInstance } from 'fastify';
import { userApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { unauthenticated } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { recordSignUpConsents } from '../privacy/consent.service.ts';
import type { LegalDocuments } from '../privacy/legal.service.ts';
import {
  createProfile,
  findUser,
  updateBankDetails,
  updateLocale,
  updateProfile,
  updateProfileSection,
} from './auth.service.ts';

/**
 * The product's own user calls (SPEC §7 `/auth`), as opposed to the identity service. Every one
 * reads or writes the caller's own user only: the id comes from the verified token, never the body.
 */
export async function authRoutes(app: FastifyInstance, options: { db: Db; legal: LegalDocuments }) {
  // Every answer here is the caller's whole record (bank account, NRIC, passport): kept by no cache.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  const answerUser = async (userId: string) => {
    const user = await findUser(options.db, userId);
    if (!user) throw unauthenticated();
    return user;
  };

  addEndpoint(app, userApi.get, { handler: (request) => answerUser(currentUser(request).id) });

  addEndpoint(app, userApi.create, {
    handler: async (request) => {
      const { id } = currentUser(request);
      await createProfile(options.db, id, request.body);
      await recordSignUpConsents(options.db, id, request.body, options.legal);
      return answerUser(id);
    },
  });

  addEndpoint(app, userApi.updateProfile, {
    handler: async (request) => {
      const { id } = currentUser(request);
      const { body } = request;
      if ('locale' in body) await updateLocale(options.db, id, body.locale);
      else await updateProfile(options.db, id, body);
      return answerUser(id);
    },
  });

  addEndpoint(app, userApi.updateProfileSection, {
    handler: async (request) => {
      const { id } = currentUser(request);
      await updateProfileSection(options.db, id, request.body);
      return answerUser(id);
    },
  });

  addEndpoint(app, userApi.updateBankDetails, {
    handler: async (request) => {
      const { id } = currentUser(request);
      await updateBankDetails(options.db, id, request.body);
      return answerUser(id);
    },
  });
}
