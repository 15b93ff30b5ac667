import type { FastifyInstance } from 'fastify';
import { adminCampaignsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { checkInviteBudget } from '../campaigns/budget.service.ts';
import { findCampaign, listCampaigns, listCampaignTasks } from '../campaigns/campaign-reads.service.ts';
import {
  closeCampaign,
  createCampaign,
  createInvite,
  duplicateCampaign,
  requireOpenCampaign,
  updateCampaign,
} from '../campaigns/campaigns.service.ts';
import { inviteInfluencers } from '../tasks/invitations.service.ts';

/**
 * The back office's campaign calls (admins only): list, read, create, edit, duplicate and close
 * campaigns; their tasks, open-application links and invitations.
 */
export async function adminCampaignRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  addEndpoint(app, adminCampaignsApi.list, { handler: (request) => listCampaigns(db, request.query) });
  addEndpoint(app, adminCampaignsApi.create, {
    handler: (request) => createCampaign(db, currentUser(request).id, request.body),
  });
  addEndpoint(app, adminCampaignsApi.get, { handler: (request) => findCampaign(db, request.params.campaignId) });
  addEndpoint(app, adminCampaignsApi.update, {
    handler: (request) => updateCampaign(db, currentUser(request).id, request.params.campaignId, request.body),
  });
  addEndpoint(app, adminCampaignsApi.duplicate, {
    handler: (request) => duplicateCampaign(db, request.params.campaignId),
  });
  addEndpoint(app, adminCampaignsApi.close, {
    handler: (request) => closeCampaign(db, request.params.campaignId),
  });
  addEndpoint(app, adminCampaignsApi.createInvite, {
    handler: (request) => createInvite(db, request.params.campaignId),
  });
  addEndpoint(app, adminCampaignsApi.tasks, {
    handler: (request) => listCampaignTasks(db, request.params.campaignId, request.query),
  });
  addEndpoint(app, adminCampaignsApi.invite, {
    handler: (request) => {
      const { campaignId } = request.params;
      return inviteInfluencers(db, currentUser(request).id, campaignId, request.body, {
        check: (tx) => requireOpenCampaign(tx, campaignId, { forOffer: true }),
        checkInvited: (tx, invited) => checkInviteBudget(tx, campaignId, invited, request.body.beyondBudget === true),
      });
    },
  });
}
