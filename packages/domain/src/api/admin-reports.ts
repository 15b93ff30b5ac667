import { z } from 'zod';
import { CampaignReportQuerySchema, CampaignReportSchema } from '../admin/reports.ts';
import { admin } from './admin-endpoint.ts';
import { defineEndpoint } from './endpoint.ts';

const campaignParams = z.object({ campaignId: z.uuid() });

/** A campaign's report for its managers, on screen and as a CSV file, with the same filters. */
export const adminReportsApi = {
  campaign: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/campaigns/:campaignId/report',
    summary:
      "A campaign's report: its funnel with conversions, on-time delivery, review time against the promise, " +
      'spend against the budget, the posts and the approved content, for tasks that joined in a date range and in a status',
    params: campaignParams,
    query: CampaignReportQuerySchema,
    response: { status: 200, schema: CampaignReportSchema },
  }),
  csv: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/campaigns/:campaignId/report.csv',
    summary: "The campaign's report as CSV, one row per task (REPORT_CSV_COLUMNS), with the same filters",
    params: campaignParams,
    query: CampaignReportQuerySchema,
    // Sent as text/csv, never serialized as JSON: a string with a non-JSON type goes out as is.
    response: { status: 200, schema: z.string().describe('CSV: one row per task of the campaign report') },
  }),
};
