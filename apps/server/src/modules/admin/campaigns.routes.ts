import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InviteInfluencersSchema, NewCampaignSchema } from '@portal/domain/campaigns';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { createCampaign, createInvite, requireOpenCampaign } from '../campaigns/campaigns.service.ts';
import { inviteInfluencers } from '../tasks/tasks.service.ts';
import { admin } from './admin-schema.ts';

const campaignParams = z.object({ campaignId: z.uuid() });
const created = z.object({ id: z.string() });

/** The back office's campaign calls: create, open-application links, invitations (admins only). */
export async function adminCampaignRoutes(app: FastifyInstance, options: { db: Db }) {
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
}
