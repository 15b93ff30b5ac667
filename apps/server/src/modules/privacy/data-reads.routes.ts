import type { FastifyInstance } from 'fastify';
import { adminPersonalDataApi, personalDataReadsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { listPersonalDataReads, revealPersonalData } from './data-reads.service.ts';

/** The signed-in creator's log of who saw their identity or bank account number: only ever their own. */
export async function personalDataReadsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  addEndpoint(app, personalDataReadsApi.list, {
    handler: (request) => listPersonalDataReads(db, currentUser(request).id, request.query),
  });
}

/** The back office's reveal of one creator's number in full, with a reason, recorded (admins only). */
export async function adminPersonalDataRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  addEndpoint(app, adminPersonalDataApi.reveal, {
    handler: (request) => {
      const { id, name } = currentUser(request);
      return revealPersonalData(db, { id, name }, request.params.userId, request.body);
    },
  });
}
