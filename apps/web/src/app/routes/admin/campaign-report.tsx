import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { LoadError } from '@/components/load-error';
import { adminPaths } from '@/config/admin-paths';
import { formatCalendarDate, formatDateTime } from '@/lib/format-date';
import { statusLine } from '@/lib/i18n/status-labels';
import { useDownloadCampaignReport } from '@/features/back-office/reports/api/download-campaign-report';
import { useCampaignReport } from '@/features/back-office/reports/api/get-campaign-report';
import classes from '@/features/back-office/reports/components/campaign-report.module.css';
import { ReportFilters } from '@/features/back-office/reports/components/report-filters';
import { ReportFunnel } from '@/features/back-office/reports/components/report-funnel';
import { ReportGallery } from '@/features/back-office/reports/components/report-gallery';
import { ReportPosts } from '@/features/back-office/reports/components/report-posts';
import { ReportSpend } from '@/features/back-office/reports/components/report-spend';
import { ReportTimeliness } from '@/features/back-office/reports/components/report-timeliness';
import { useReportFilters } from '@/features/back-office/reports/hooks/use-report-filters';

/**
 * `/admin/campaigns/:campaignId/report`: the campaign's report for its managers (its funnel,
 * on-time delivery, review time, spend, posts and approved content), filtered through the address
 * so a filtered report can be linked; printed on A4 without the back office around it, and
 * exported as CSV with the same filters.
 */
export function AdminCampaignReportRoute() {
  const { t } = useLingui();
  const { campaignId = '' } = useParams();
  const { filters, setFilters, clearFilters } = useReportFilters();
  const report = useCampaignReport(campaignId, filters);
  const download = useDownloadCampaignReport(campaignId);
  const title = report.data?.campaign.title;
  const filtered = filters.from !== undefined || filters.to !== undefined || filters.status !== undefined;

  const breadcrumbs = (
    <Breadcrumbs className={classes.screenOnly}>
      <Anchor component={Link} to={adminPaths.adminCampaigns.getHref()}>
        <Trans>Campaigns</Trans>
      </Anchor>
      <Anchor component={Link} to={adminPaths.adminCampaign.getHref(campaignId)}>
        {title ?? t`Campaign`}
      </Anchor>
      <Text>
        <Trans>Report</Trans>
      </Text>
    </Breadcrumbs>
  );

  if (report.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label={t`Loading the report`}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={280} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (report.isError && !report.data) {
    return (
      <Stack gap="lg">
        {breadcrumbs}
        <LoadError title={t`Could not load the report`} error={report.error} onRetry={() => void report.refetch()} />
      </Stack>
    );
  }
  if (!report.data) {
    return (
      <Stack gap="lg">
        {breadcrumbs}
        <Alert color="gray" title={t`No campaign found`}>
          <Trans>There is no campaign at this address.</Trans>
        </Alert>
      </Stack>
    );
  }

  const { data } = report;
  // What the report covers, said in words: printed, the filters themselves are left out.
  const scope = [
    filters.from && t`joined from ${formatCalendarDate(filters.from)}`,
    filters.to && t`joined until ${formatCalendarDate(filters.to)}`,
    filters.status && t`now ${statusLine(filters.status)}`,
  ].filter(Boolean);
  const tasks = plural(data.tasks, { one: '# task', other: '# tasks' });
  const made = formatDateTime(new Date().toISOString());

  return (
    <Stack gap="lg" className={classes.report}>
      {breadcrumbs}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t`Report: ${data.campaign.title}`}</Title>
          <Text size="sm" c="dimmed">
            {scope.length === 0 ? t`${tasks} · made ${made}` : t`${tasks} ${scope.join(', ')} · made ${made}`}
          </Text>
        </Stack>
        <Group gap="sm" className={classes.screenOnly}>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
            onClick={() => window.print()}
          >
            <Trans>Print</Trans>
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => download.mutate(filters)}
            loading={download.isPending}
          >
            <Trans>Export CSV</Trans>
          </Button>
        </Group>
      </Group>
      <div className={classes.screenOnly}>
        <ReportFilters filters={filters} onChange={setFilters} onClear={clearFilters} />
      </div>
      {report.isError && (
        <LoadError title={t`Could not load the report`} error={report.error} onRetry={() => void report.refetch()} />
      )}
      {data.tasks === 0 ? (
        <Alert color="gray" variant="light" title={filtered ? t`No tasks match these filters` : t`No tasks yet`}>
          {filtered ? (
            <Trans>Change or clear the filters to see the campaign’s other tasks.</Trans>
          ) : (
            <Trans>The report fills in once creators are invited or apply.</Trans>
          )}
        </Alert>
      ) : (
        <>
          <ReportFunnel funnel={data.funnel} />
          <ReportTimeliness report={data} />
          <ReportSpend report={data} />
          <ReportPosts posts={data.posts} />
          <ReportGallery gallery={data.gallery} />
        </>
      )}
    </Stack>
  );
}
