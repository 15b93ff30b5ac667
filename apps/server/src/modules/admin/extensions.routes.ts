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
    handler: async (request) => {
      const creatorId = await decideExtension(db, currentUser(request).id, request.params.extensionId, request.body);
      // An approval moves the task's deadline (and perhaps its status) in the creator's lists.
      await app.taskLists.touch([creatorId]);
    },
  });
}
