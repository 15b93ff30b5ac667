import type { FastifyInstance } from 'fastify';
import { legalApi } from '@portal/domain/api';
import { addEndpoint } from '../../lib/endpoint.ts';
import type { LegalDocuments } from './legal.service.ts';

/** The operator's terms of use and privacy notice, for anyone, signed in or not. */
export async function legalRoutes(app: FastifyInstance, options: { legal: LegalDocuments }) {
  addEndpoint(app, legalApi.document, {
    handler: (request) => options.legal.text(request.params.document, request.query.locale),
  });
}
