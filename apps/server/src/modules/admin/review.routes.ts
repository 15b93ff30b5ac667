import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminTaskSchema, REVIEW_ACTIONS } from '@portal/domain/admin';
import { ApplicationDecisionSchema } from '@portal/domain/campaigns';
import type { Db } from '../../db/client.ts';
import { IdSchema } from '../../db/ids.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { decideTask } from '../payments/payments.service.ts';
import { settleReferral } from '../referrals/referrals.service.ts';
import { adminTask } from '../review/review.service.ts';
import { ACTIONS_NEEDING_A_REMARK, decideApplication } from '../review/decisions.service.ts';
import { admin } from './admin-schema.ts';

/** The back office's review and payout calls, and one task with its timeline (admins only). */
export async function adminReviewRoutes(app: FastifyInstance, options: { db: Db; secret: string }) {
  const { db, secret } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/tasks/:taskId', {
    schema: {
      ...admin,
      summary: 'One task: everything the creator sent, their answers, payout details and the timeline',
      params: z.object({ taskId: IdSchema }),
      response: { 200: AdminTaskSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => adminTask(db, secret, request.params.taskId),
  });

  routes.put('/api/admin/tasks/:taskId/review', {
    schema: {
      ...admin,
      summary: 'Review a draft, a submission or a report, start the payout, mark it paid',
      params: z.object({ taskId: IdSchema }),
      body: z
        .object({
          action: z.enum(REVIEW_ACTIONS),
          remark: z.string().trim().max(2000).optional(),
          reference: z.string().trim().max(200).optional(),
        })
        .refine((step) => !ACTIONS_NEEDING_A_REMARK.includes(step.action) || Boolean(step.remark), {
          message: 'Please give the creator a reason',
          path: ['remark'],
        }),
      response: { 204: z.null(), ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      await decideTask(db, currentUser(request).id, request.params.taskId, request.body);
      return reply.status(204).send(null);
    },
  });

  routes.put('/api/admin/referrals/:referralId', {
    schema: {
      ...admin,
      summary: 'Pay or reject a referral fee that fell due',
      params: z.object({ referralId: z.uuid() }),
      body: z.discriminatedUnion('decision', [
        z.object({ decision: z.literal('pay'), reference: z.string().trim().max(200).optional() }),
        z.object({ decision: z.literal('reject') }),
      ]),
      response: { 204: z.null(), ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      await settleReferral(db, request.params.referralId, request.body);
      return reply.status(204).send(null);
    },
  });

  routes.put('/api/admin/tasks/:taskId/application', {
    schema: {
      ...admin,
      summary: 'Approve or reject an application',
      params: z.object({ taskId: IdSchema }),
      body: ApplicationDecisionSchema,
      response: { 204: z.null(), ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      await decideApplication(db, currentUser(request).id, request.params.taskId, request.body);
      return reply.status(204).send(null);
    },
  });
}
