import type { FastifyInstance } from 'fastify';
import { adminCampaignsApi, adminReviewApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { assignCaptions, setTaskCaption } from '../captions/captions.service.ts';

/** The back office's unique captions (admins only): one task's, or a campaign's in bulk by e-mail. */
export async function adminCaptionRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  // A caption shows in its creator's task list: each change drops the creators' cached lists.
  addEndpoint(app, adminReviewApi.setCaption, {
    handler: async (request) => {
      await setTaskCaption(db, request.params.taskId, request.body);
      await app.taskLists.touchOwnersOf([request.params.taskId]);
    },
  });
  addEndpoint(app, adminCampaignsApi.assignCaptions, {
    handler: async (request) => {
      const { rows, preview } = request.body;
      const result = await assignCaptions(db, request.params.campaignId, rows, { preview });
      if (preview) return result;
      const assigned = result.rows.flatMap((row) => (row.outcome === 'assigned' && row.taskId ? [row.taskId] : []));
      await app.taskLists.touchOwnersOf(assigned);
      return result;
    },
  });
}
