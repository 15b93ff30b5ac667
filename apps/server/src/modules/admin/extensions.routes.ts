import type { FastifyInstance } from 'fastify';
import { adminExtensionsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { decideExtension, extensionQueue } from '../extensions/extensions.service.ts';

/** The back office's deadline extension queue and decisions (admins only). */
export async function adminExtensionRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  addEndpoint(app, adminExtensionsApi.queue, { handler: (request) => extensionQueue(db, request.query) });
  addEndpoint(app, adminExtensionsApi.decide, {
    handler: (request) => decideExtension(db, currentUser(request).id, request.params.extensionId, request.body),
  });
}
