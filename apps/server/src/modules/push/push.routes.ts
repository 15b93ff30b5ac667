import type { FastifyInstance } from 'fastify';
import { pushApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { removeSubscription, saveSubscription } from './push.service.ts';

/** The caller's own devices for Web Push: the key to subscribe with, saving and removing a subscription. */
export async function pushRoutes(app: FastifyInstance, options: { db: Db; publicKey: string }) {
  const { db, publicKey } = options;

  addEndpoint(app, pushApi.publicKey, { handler: () => ({ publicKey }) });
  addEndpoint(app, pushApi.subscribe, {
    handler: (request) => saveSubscription(db, currentUser(request).id, request.body),
  });
  addEndpoint(app, pushApi.unsubscribe, {
    handler: (request) => removeSubscription(db, currentUser(request).id, request.body.endpoint),
  });
}
