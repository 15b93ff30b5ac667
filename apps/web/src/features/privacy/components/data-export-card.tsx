import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import type { DataExport, DataExportStatus } from '@portal/domain/privacy';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format-date';
import { intlLocale } from '@/lib/i18n/locale';
import { notify } from '@/lib/notify';
import { useDataExports, useDownloadDataExport, useRequestDataExport } from '../api/data-exports';

const STATUS_COLORS: Record<DataExportStatus, string> = {
  pending: 'blue',
  ready: 'teal',
  expired: 'gray',
  failed: 'red',
};

/** A ZIP's size in the page's language: '820 kB', '3.4 MB'. */
function formatSize(bytes: number): string {
  const [unit, size] =
    bytes >= 1_000_000 ? (['megabyte', bytes / 1_000_000] as const) : (['kilobyte', bytes / 1000] as const);
  return new Intl.NumberFormat(intlLocale(), { style: 'unit', unit, maximumFractionDigits: 1 }).format(size);
}

/** Tells the creator, in a toast, of an export that became ready while the page was open. */
function useReadyNotice(items: readonly DataExport[] | undefined) {
  const pending = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!items) return;
    const before = pending.current;
    if (before && items.some((item) => item.status === 'ready' && before.has(item.id))) {
      notify.success(msg`Your data is ready to download`);
    }
    pending.current = new Set(items.filter((item) => item.status === 'pending').map((item) => item.id));
  }, [items]);
}

/**
 * "Download my data": asks for a ZIP of everything the portal holds about the creator, shows how
 * the latest one stands (being prepared, ready until its expiry, expired, failed) and lists every
 * one asked for, each ready one with its Download button.
 */
export function DataExportCard() {
  const { t } = useLingui();
  const headingId = useId();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const items = exports.data?.items;
  useReadyNotice(items);

  const statusLabels: Record<DataExportStatus, string> = {
    pending: t`Being prepared`,
    ready: t`Ready`,
    expired: t`Expired`,
    failed: t`Failed`,
  };

  const askButton = (label: string) => (
    <Button onClick={() => request.mutate()} loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
  const downloadButton = (item: DataExport, label: string, accessibleName?: string) => (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={download.isPending && download.variables.id === item.id}
      onClick={() => download.mutate(item)}
      aria-label={accessibleName}
    >
      {label}
    </Button>
  );

  const latestState = (latest: DataExport | undefined) => {
    if (!latest) {
      return (
        <Stack gap="sm">
          <Text>{t`You have not asked for a copy of your data yet.`}</Text>
          {askButton(t`Ask for my data`)}
        </Stack>
      );
    }
    switch (latest.status) {
      case 'pending':
        return (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              {t`We are preparing your data. This usually takes a few minutes: you can leave this page, and we will e-mail you when it is ready.`}
            </Text>
          </Group>
        );
      case 'ready':
        return (
          <Stack gap="sm">
            <Text>
              {latest.sizeBytes === null
                ? t`Your data is ready. You can download it until ${formatDate(latest.expiresAt ?? '')}.`
                : t`Your data is ready (${formatSize(latest.sizeBytes)}). You can download it until ${formatDate(latest.expiresAt ?? '')}.`}
            </Text>
            <Group>{downloadButton(latest, t`Download my data`)}</Group>
          </Stack>
        );
      case 'expired':
        return (
          <Stack gap="sm">
            <Text>{t`Your last copy expired on ${formatDate(latest.expiresAt ?? '')}. Ask for a new one to download your data.`}</Text>
            {askButton(t`Ask for a new copy`)}
          </Stack>
        );
      case 'failed':
        return (
          <Stack gap="sm">
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              {t`We could not prepare your data. Please try again.`}
            </Alert>
            {askButton(t`Try again`)}
          </Stack>
        );
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t`Download my data`}
        </Title>
        <Text c="dimmed" size="sm">
          {t`One ZIP file with your profile, payout details (bank and identity numbers shortened to their last 4 digits), tasks, submissions and reports with their files, conversations, notifications, referrals, payments, what you agreed to, your sign-ins and when our team viewed your personal numbers. The download works for 7 days.`}
        </Text>
        {exports.isPending ? (
          <Skeleton height={72} radius="md" aria-label={t`Loading your data exports`} />
        ) : exports.isError ? (
          <LoadError
            title={t`Your data exports could not be loaded`}
            error={exports.error}
            onRetry={() => void exports.refetch()}
          />
        ) : (
          <>
            <div role="status" aria-live="polite">
              {latestState(items?.[0])}
            </div>
            {items && items.length > 0 && (
              <Stack gap="xs" component="section" aria-label={t`Your requests`}>
                <Title order={3} size="h5">
                  {t`Your requests`}
                </Title>
                <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {items.map((item) => {
                    const asked = formatDate(item.requestedAt);
                    return (
                      <Group
                        key={item.id}
                        component="li"
                        justify="space-between"
                        gap="sm"
                        py="xs"
                        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                      >
                        <Group gap="sm">
                          <Text size="sm">{t`Asked for on ${asked}`}</Text>
                          <Badge color={STATUS_COLORS[item.status]} variant="light">
                            {statusLabels[item.status]}
                          </Badge>
                        </Group>
                        {item.status === 'ready' &&
                          downloadButton(item, t`Download`, t`Download the copy asked for on ${asked}`)}
                      </Group>
                    );
                  })}
                </Stack>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
