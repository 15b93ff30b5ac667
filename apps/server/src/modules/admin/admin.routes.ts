import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApplicationDecisionSchema, InviteInfluencersSchema, NewCampaignSchema } from '@portal/domain/campaigns';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { createCampaign, createInvite, requireOpenCampaign } from '../campaigns/campaigns.service.ts';
import { reviewAndPay } from '../payments/payments.service.ts';
import { settleReferral } from '../referrals/referrals.service.ts';
import {
  ACTIONS_NEEDING_A_REMARK,
  ADMIN_REVIEW_ACTIONS,
  decideApplication,
  inviteInfluencers,
} from '../tasks/tasks.service.ts';

const admin = { tags: ['admin'], security: [{ bearer: [] }] };
const campaignParams = z.object({ campaignId: z.uuid() });
const created = z.object({ id: z.string() });

/** The back office's calls (admins only; everyone else gets 403). */
export async function adminRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/admin/campaigns', {
    schema: {
      ...admin,
      summary: 'Create a campaign',
      body: NewCampaignSchema,
      response: { 200: created, ...ERROR_RESPONSES },
    },
    onRequest: app.requireAdmin,
    handler: (request) => createCampaign(db, request.body),
  });

  routes.post('/api/admin/campaigns/:campaignId/invites', {
    schema: {
      ...admin,
      summary: 'Create an open-application link',
      params: campaignParams,
      response: { 200: created, ...ERROR_RESPONSES },
    },
    onRequest: app.requireAdmin,
    handler: (request) => createInvite(db, request.params.campaignId),
  });

  routes.post('/api/admin/campaigns/:campaignId/tasks', {
    schema: {
      ...admin,
      summary: 'Invite influencers by e-mail (each gets a SELECTED task)',
      params: campaignParams,
      body: InviteInfluencersSchema,
      response: {
        200: z.object({
          invited: z.array(z.string()),
          alreadyInCampaign: z.array(z.string()),
          unknown: z.array(z.string()),
          taskIds: z.array(z.string()),
        }),
        ...ERROR_RESPONSES,
      },
    },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await requireOpenCampaign(db, request.params.campaignId);
      return inviteInfluencers(db, currentUser(request).id, request.params.campaignId, request.body.emails);
    },
  });

  routes.put('/api/admin/tasks/:taskId/review', {
    schema: {
      ...admin,
      summary: 'Review a draft or a submission, start the payout, mark it paid',
      params: z.object({ taskId: z.string().max(64) }),
      body: z
        .object({
          action: z.enum(ADMIN_REVIEW_ACTIONS),
          remark: z.string().trim().max(2000).optional(),
          reference: z.string().trim().max(200).optional(),
        })
        .refine((step) => !ACTIONS_NEEDING_A_REMARK.includes(step.action) || Boolean(step.remark), {
          message: 'Please give the creator a reason',
          path: ['remark'],
        }),
      response: { 204: z.null(), ...ERROR_RESPONSES },
    },
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      await reviewAndPay(db, currentUser(request).id, request.params.taskId, request.body);
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
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      await settleReferral(db, request.params.referralId, request.body);
      return reply.status(204).send(null);
    },
  });

  routes.put('/api/admin/tasks/:taskId/application', {
    schema: {
      ...admin,
      summary: 'Approve or reject an application',
      params: z.object({ taskId: z.string().max(64) }),
      body: ApplicationDecisionSchema,
      response: { 204: z.null(), ...ERROR_RESPONSES },
    },
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      await decideApplication(db, currentUser(request).id, request.params.taskId, request.body);
      return reply.status(204).send(null);
    },
  });
}
