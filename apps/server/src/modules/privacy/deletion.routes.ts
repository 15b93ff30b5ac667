import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountDeletionApi, adminAccountErasureApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import type { BlobStore } from '../uploads/blob-store.ts';
import { cancelDeletion, pendingDeletion, requestDeletion } from './deletion.service.ts';
import { eraseAccountNow } from './erase.service.ts';

/** Password guesses with a stolen session are few: five tries per account every 15 minutes. */
const REQUEST_LIMIT = {
  rateLimit: { max: 5, timeWindow: 15 * 60_000, keyGenerator: (request: FastifyRequest) => currentUser(request).id },
};

/**
 * "Delete my account": asked for, seen and cancelled by the signed-in creator. Registered in the
 * scope that lets in an account waiting for its deletion, whose owner may make these calls only.
 */
export async function accountDeletionRoutes(
  app: FastifyInstance,
  options: { db: Db; graceDays: number; clock: Clock },
) {
  const { db, graceDays, clock } = options;
  addEndpoint(app, accountDeletionApi.request, {
    config: REQUEST_LIMIT,
    handler: (request) => requestDeletion(db, currentUser(request), request.body, { graceDays, clock }),
  });
  addEndpoint(app, accountDeletionApi.status, { handler: (request) => pendingDeletion(db, currentUser(request).id) });
  addEndpoint(app, accountDeletionApi.cancel, { handler: (request) => cancelDeletion(db, currentUser(request).id) });
}

/** The back office erases a creator's account at once, at their request (admins only). */
export async function adminAccountErasureRoutes(
  app: FastifyInstance,
  options: { db: Db; store: BlobStore; clock: Clock },
) {
  const { db, store, clock } = options;
  addEndpoint(app, adminAccountErasureApi.erase, {
    handler: (request) =>
      eraseAccountNow(db, store, {
        adminId: currentUser(request).id,
        userId: request.params.userId,
        reason: request.body.reason,
        now: clock(),
        log: request.log,
      }),
  });
}
