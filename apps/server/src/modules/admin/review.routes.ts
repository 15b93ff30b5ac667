import type { FastifyInstance } from 'fastify';
import { adminQueuesApi, adminReviewApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { decideTask } from '../payments/payments.service.ts';
import { settleReferral } from '../referrals/referrals.service.ts';
import { adminTask } from '../review/admin-task.service.ts';
import { approveMany } from '../review/bulk-approval.service.ts';
import { decideApplication, undoDecision } from '../review/decisions.service.ts';

/** The back office's review and payout calls, and one task with its timeline (admins only). */
export async function adminReviewRoutes(
  app: FastifyInstance,
  options: { db: Db; secret: string; clock: Clock; undoWindowSeconds: number },
) {
  const { db, secret, clock, undoWindowSeconds } = options;

  addEndpoint(app, adminReviewApi.task, { handler: (request) => adminTask(db, secret, request.params.taskId) });

  addEndpoint(app, adminReviewApi.review, {
    handler: (request) =>
      decideTask(db, currentUser(request).id, request.params.taskId, request.body, clock(), undoWindowSeconds),
  });

  addEndpoint(app, adminReviewApi.undo, {
    handler: (request) => undoDecision(db, currentUser(request).id, request.params.taskId),
  });

  addEndpoint(app, adminReviewApi.decideReferral, {
    handler: (request) => settleReferral(db, request.params.referralId, request.body, currentUser(request).id),
  });

  addEndpoint(app, adminQueuesApi.approve, {
    handler: (request) =>
      approveMany(db, currentUser(request).id, request.params.kind, request.body.taskIds, clock(), undoWindowSeconds),
  });

  addEndpoint(app, adminReviewApi.decideApplication, {
    handler: (request) =>
      decideApplication(db, currentUser(request).id, request.params.taskId, request.body, undoWindowSeconds),
  });
}
