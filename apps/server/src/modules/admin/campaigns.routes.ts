import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CampaignPageSchema,
  CampaignQuerySchema,
  CampaignSchema,
  CampaignTaskPageSchema,
  CampaignTasksQuerySchema,
  InviteResultSchema,
  InviteToCampaignSchema,
  UpdateCampaignSchema,
} from '@portal/domain/admin';
import { NewCampaignSchema } from '@portal/domain/campaigns';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import {
  closeCampaign,
  createCampaign,
  createInvite,
  duplicateCampaign,
  findCampaign,
  listCampaigns,
  listCampaignTasks,
  requireOpenCampaign,
  updateCampaign,
} from '../campaigns/campaigns.service.ts';
import { inviteInfluencers } from '../tasks/invitations.service.ts';
import { admin } from './admin-schema.ts';

const campaignParams = z.object({ campaignId: z.uuid() });
const created = z.object({ id: z.string() });
const noContent = { 204: z.null(), ...ERROR_RESPONSES };

/**
 * The back office's campaign calls (admins only): list, read, create, edit, duplicate and close
 * campaigns; their tasks, open-application links and invitations.
 */
export async function adminCampaignRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/campaigns', {
    schema: {
      ...admin,
      summary: 'Campaigns, newest first, by title and open or closed',
      querystring: CampaignQuerySchema,
      response: { 200: CampaignPageSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => listCampaigns(db, request.query),
  });

  routes.post('/api/admin/campaigns', {
    schema: {
      ...admin,
      summary: 'Create a campaign',
      body: NewCampaignSchema,
      response: { 200: created, ...ERROR_RESPONSES },
    },
    handler: (request) => createCampaign(db, request.body),
  });

  routes.get('/api/admin/campaigns/:campaignId', {
    schema: {
      ...admin,
      summary: 'One campaign, with its questions and open-application links',
      params: campaignParams,
      response: { 200: CampaignSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => findCampaign(db, request.params.campaignId),
  });

  routes.put('/api/admin/campaigns/:campaignId', {
    schema: {
      ...admin,
      summary: 'Edit an open campaign (the whole campaign again)',
      params: campaignParams,
      body: UpdateCampaignSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await updateCampaign(db, request.params.campaignId, request.body);
      return reply.status(204).send(null);
    },
  });

  routes.post('/api/admin/campaigns/:campaignId/duplicate', {
    schema: {
      ...admin,
      summary: 'An open copy of a campaign, with its questions and no tasks or links',
      params: campaignParams,
      response: { 200: created, ...ERROR_RESPONSES },
    },
    handler: (request) => duplicateCampaign(db, request.params.campaignId),
  });

  routes.post('/api/admin/campaigns/:campaignId/close', {
    schema: {
      ...admin,
      summary: 'Close a campaign: no new applications, invites or links',
      params: campaignParams,
      response: noContent,
    },
    handler: async (request, reply) => {
      await closeCampaign(db, request.params.campaignId);
      return reply.status(204).send(null);
    },
  });

  routes.post('/api/admin/campaigns/:campaignId/invites', {
    schema: {
      ...admin,
      summary: 'Create an open-application link',
      params: campaignParams,
      response: { 200: created, ...ERROR_RESPONSES },
    },
    handler: (request) => createInvite(db, request.params.campaignId),
  });

  routes.get('/api/admin/campaigns/:campaignId/tasks', {
    schema: {
      ...admin,
      summary: "A campaign's tasks, most recently changed first",
      params: campaignParams,
      querystring: CampaignTasksQuerySchema,
      response: { 200: CampaignTaskPageSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => listCampaignTasks(db, request.params.campaignId, request.query),
  });

  routes.post('/api/admin/campaigns/:campaignId/tasks', {
    schema: {
      ...admin,
      summary: 'Invite influencers by e-mail or id, up to 1 000 at once (each gets a SELECTED task)',
      params: campaignParams,
      body: InviteToCampaignSchema,
      response: { 200: InviteResultSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => {
      const { campaignId } = request.params;
      return inviteInfluencers(db, currentUser(request).id, campaignId, request.body, {
        check: (tx) => requireOpenCampaign(tx, campaignId),
      });
    },
  });
}
