import type { FastifyInstance } from 'fastify';
import { adminReportsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { campaignReport, campaignReportCsv } from './reports.service.ts';

/** A campaign's report for its managers, on screen and as CSV (admins only). */
export async function adminReportsRoutes(app: FastifyInstance, options: { db: Db; secret: string }) {
  const { db, secret } = options;

  addEndpoint(app, adminReportsApi.campaign, {
    handler: (request) => campaignReport(db, secret, request.params.campaignId, request.query),
  });

  addEndpoint(app, adminReportsApi.csv, {
    produces: ['text/csv'],
    handler: async (request, reply) => {
      const csv = await campaignReportCsv(db, request.params.campaignId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="campaign-report-${request.params.campaignId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
