import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consentApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { agreeToDocuments, consentStatus, setMarketingEmails } from './consent.service.ts';
import type { LegalDocuments } from './legal.service.ts';

/** The signed-in person's agreements to the terms and the privacy notice, and their marketing e-mails: their own only. */
export async function consentRoutes(app: FastifyInstance, options: { db: Db; legal: LegalDocuments }) {
  const { db, legal } = options;
  const statusOf = (request: FastifyRequest) => {
    const { id, role } = currentUser(request);
    return consentStatus(db, id, legal, { asked: role !== 'admin' });
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  addEndpoint(app, consentApi.status, { handler: statusOf });
  addEndpoint(app, consentApi.agree, {
    handler: async (request) => {
      await agreeToDocuments(db, currentUser(request).id, request.body.agreements, legal);
      return statusOf(request);
    },
  });
  addEndpoint(app, consentApi.marketing, {
    handler: async (request) => {
      await setMarketingEmails(db, currentUser(request).id, request.body.marketingEmails, legal);
      return statusOf(request);
    },
  });
}
