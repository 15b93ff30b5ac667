import type { FastifyInstance } from 'fastify';
import { extensionsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { requestExtension, taskExtensions } from './extensions.service.ts';

/** A creator's deadline extension requests, for their own tasks only. */
export async function extensionsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  addEndpoint(app, extensionsApi.list, {
    handler: (request) => taskExtensions(db, currentUser(request).id, request.query.taskId),
  });
  addEndpoint(app, extensionsApi.request, {
    handler: (request) => requestExtension(db, currentUser(request).id, request.body),
  });
}
