import type { FastifyInstance } from 'fastify';
import { adminCampaignsApi, adminReviewApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { assignCaptions, setTaskCaption } from '../captions/captions.service.ts';

/** The back office's unique captions (admins only): one task's, or a campaign's in bulk by e-mail. */
export async function adminCaptionRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  addEndpoint(app, adminReviewApi.setCaption, {
    handler: (request) => setTaskCaption(db, request.params.taskId, request.body),
  });
  addEndpoint(app, adminCampaignsApi.assignCaptions, {
    handler: (request) => {
      const { rows, preview } = request.body;
      return assignCaptions(db, request.params.campaignId, rows, { preview });
    },
  });
}
