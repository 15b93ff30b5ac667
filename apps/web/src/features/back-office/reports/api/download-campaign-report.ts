import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { CampaignReportQuery } from '@portal/domain/admin';
import { adminReportsApi } from '@portal/domain/admin-routes';
import { callApiUnparsed } from '@/lib/api-client';
import { downloadText } from '@/lib/download-text';
import { notifyMutationFailure } from '@/lib/mutation-failure';

/**
 * `GET /api/admin/campaigns/:campaignId/report.csv` with the report's filters: the api client
 * answers a body that is not JSON as its text, so the call keeps the bearer token and the session
 * handling of every other call.
 */
export async function getCampaignReportCsv(campaignId: string, query: CampaignReportQuery): Promise<string> {
  const answer = await callApiUnparsed(adminReportsApi.csv, { params: { campaignId }, query });
  return typeof answer === 'string' ? answer : '';
}

/**
 * The server's CSV starts with a UTF-8 byte order mark, which reading the answer as text drops:
 * put back, so that Excel reads Malay and Chinese names as UTF-8.
 */
const withByteOrderMark = (csv: string) => (csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`);

/** Saves the report's tasks, with the filters shown, as `campaign-report-<id>.csv`. */
export function useDownloadCampaignReport(campaignId: string) {
  return useMutation({
    mutationFn: (query: CampaignReportQuery) => getCampaignReportCsv(campaignId, query),
    onSuccess: (csv) => downloadText(withByteOrderMark(csv), `campaign-report-${campaignId}.csv`, 'text/csv'),
    onError: notifyMutationFailure(msg`Error exporting the campaign report`),
  });
}
