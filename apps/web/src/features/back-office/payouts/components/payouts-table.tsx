import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { z } from 'zod';
import { QueueQuerySchema, type QueueItem, type StartPayoutsResult } from '@portal/domain/admin';
import { LoadError } from '@/components/load-error';
import { PaymentStandingText } from '@/components/payment-standing';
import { Paginator } from '@/components/paginator';
import { SelectAllCheckbox } from '@/components/select-all-checkbox';
import { adminPaths } from '@/config/admin-paths';
import { formatMoney } from '@/lib/format-money';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useNow } from '@/lib/use-now';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useUrlQuery } from '@/lib/use-url-query';
import { useQueue } from '@/features/back-office/queues/api/get-queue';
import { useExportPayouts } from '../api/export-payouts';
import { useMarkPaid } from '../api/mark-paid';
import { useStartPayouts } from '../api/start-payouts';
import { PaymentReferenceModal } from './payment-reference-modal';
import { PayoutCells } from './payout-cells';
import { PayoutHeaderCells } from './payout-header-cells';
import { StartPayoutsAlert } from './start-payouts-alert';
import { StatusBadge } from '@/components/status-badge';
import { TableScroller } from '@/components/table-scroller';
import { useCreatorName } from '@/features/back-office/shared/creator-name';

const PAGE_SIZE = 100;
const ONE_MINUTE = 60_000;
/** The page of payouts as the address holds it. */
const PayoutsUrlSchema = z.object({ page: QueueQuerySchema.shape.page });
const AWAITING = 'APPROVED-PENDING-PAYMENT';
const PROCESSING = 'APPROVED-PROCESSING-PAYMENT';

/** A payout's status in the colour of its task's status, as everywhere else. */
function PayoutStatus({ status }: { status: QueueItem['task']['status'] }) {
  return (
    <StatusBadge status={status} size="md">
      {status === PROCESSING ? <Trans>Processing payment</Trans> : <Trans>Awaiting payment</Trans>}
    </StatusBadge>
  );
}

/** A banned creator's payout: shown in words and with an icon, so the manager checks it before paying. */
function BannedFlag() {
  return (
    <Group gap={4} wrap="nowrap" mt={4}>
      <IconAlertTriangle size={14} color="var(--mantine-color-red-text)" aria-hidden="true" />
      <Text size="xs" fw={600} c="red">
        <Trans>Banned: check before paying</Trans>
      </Text>
    </Group>
  );
}

/**
 * The payouts queue: approved tasks awaiting or in payment, soonest due first (overdue flagged),
 * with where the money goes. Selected
 * rows can be started together or exported as CSV for the bank; a processing row is marked paid.
 */
export function PayoutsTable() {
  const { t } = useLingui();
  const creatorName = useCreatorName();
  const {
    query: { page },
    setPage,
  } = useUrlQuery(PayoutsUrlSchema);
  const queue = useQueue('payouts', { page, pageSize: PAGE_SIZE });
  const now = useNow(ONE_MINUTE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [startResult, setStartResult] = useState<StartPayoutsResult | null>(null);
  const [paying, setPaying] = useState<QueueItem | null>(null);
  const start = useStartPayouts();
  const exporting = useExportPayouts();
  const markPaid = useMarkPaid({ onSuccess: () => setPaying(null) });

  const items = queue.data?.items ?? [];
  const chosen = items.filter((item) => selected.has(item.task.id));
  const selectedCount = chosen.length;
  const payoutCount = queue.data?.total ?? 0;
  const awaitingChosen = chosen.filter((item) => item.task.status === AWAITING);
  const { lastPage } = useClampedPage(page, queue, setPage);
  // The last payout of the last page paid: that page no longer exists.

  /** What is being paid, to whom, for the dialog. */
  const paymentDescription = (item: QueueItem) => {
    const amount = formatMoney(item.campaign.incentive, item.campaign.currency);
    const name = item.influencer.fullName;
    const campaign = item.campaign.title;
    return t`${amount} to ${name} for ${campaign}.`;
  };

  const toggle = (taskIds: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      taskIds.forEach((taskId) => (on ? next.add(taskId) : next.delete(taskId)));
      return next;
    });

  const startProcessing = useOneAtATime(async () => {
    const result = await start.mutateAsync(awaitingChosen.map((item) => item.task.id)).catch(() => null);
    if (result) {
      setStartResult(result);
    }
  });
  const exportCsv = useOneAtATime(async () => {
    await exporting.mutateAsync(chosen.map((item) => item.task.id)).catch(() => undefined);
  });
  const confirmPaid = useOneAtATime(async (taskId: string, reference: string) => {
    await markPaid.mutateAsync({ taskId, reference }).catch(() => undefined);
  });

  return (
    <Stack gap="md" component="section" aria-label={t`Payouts`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" role="status">
          {queue.data ? t`${payoutCount} payouts · ${selectedCount} selected` : t`${selectedCount} selected`}
        </Text>
        <Group gap="sm">
          <Button
            disabled={awaitingChosen.length === 0}
            loading={start.isPending}
            onClick={() => void startProcessing()}
          >
            <Trans>Start processing</Trans>
          </Button>
          <Button
            variant="default"
            disabled={chosen.length === 0}
            loading={exporting.isPending}
            onClick={() => void exportCsv()}
          >
            <Trans>Export CSV</Trans>
          </Button>
        </Group>
      </Group>
      {startResult && <StartPayoutsAlert result={startResult} items={items} onClose={() => setStartResult(null)} />}

      {queue.isPending && (
        <Stack gap="xs" role="status" aria-label={t`Loading payouts`}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Stack>
      )}
      {queue.isError && !queue.data && (
        <LoadError
          title={t`The payouts could not be loaded`}
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      )}
      {queue.isSuccess && items.length === 0 && page <= lastPage && (
        <Text>
          <Trans>No payout is waiting.</Trans>
        </Text>
      )}
      {items.length > 0 && (
        <TableScroller label={t`Payouts`} minWidth={1220}>
          <Table striped verticalSpacing="sm" aria-label={t`Payouts`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <SelectAllCheckbox
                    selected={chosen.length}
                    total={items.length}
                    onChange={(on) =>
                      toggle(
                        items.map((item) => item.task.id),
                        on,
                      )
                    }
                  />
                </Table.Th>
                <Table.Th>
                  <Trans>Influencer</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Campaign</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Amount</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Due</Trans>
                </Table.Th>
                {/* Before the payout details: at 1280 px the action is in sight without scrolling. */}
                <Table.Th>
                  <Trans>Actions</Trans>
                </Table.Th>
                <PayoutHeaderCells />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.task.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t`Select ${item.influencer.fullName}, ${item.campaign.title}`}
                      checked={selected.has(item.task.id)}
                      onChange={(event) => toggle([item.task.id], event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={adminPaths.adminTask.getHref(item.task.id)} size="sm">
                      {creatorName(item.influencer.fullName)}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.influencer.email}
                    </Text>
                    {item.influencer.banned && <BannedFlag />}
                  </Table.Td>
                  <Table.Td>{item.campaign.title}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(item.campaign.incentive, item.campaign.currency)}
                  </Table.Td>
                  <Table.Td>
                    <PayoutStatus status={item.task.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <PaymentStandingText payment={{ ...item.task, paidAt: null, paymentReference: null }} now={now} />
                  </Table.Td>
                  <Table.Td>
                    {item.task.status === PROCESSING && (
                      <Button size="xs" variant="light" onClick={() => setPaying(item)}>
                        <Trans>Mark paid</Trans>
                      </Button>
                    )}
                  </Table.Td>
                  <PayoutCells payout={item.payout} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {queue.data && queue.data.total > 0 && (
        <Paginator
          page={page}
          pageSize={queue.data.pageSize}
          total={queue.data.total}
          onPageChange={(next) => {
            setPage(next);
            setSelected(new Set());
          }}
          noun={t`payouts`}
          countText={(total) => plural(total, { one: '# payout', other: '# payouts' })}
        />
      )}
      <PaymentReferenceModal
        key={paying?.task.id ?? 'none'}
        opened={paying !== null}
        title={t`Mark paid`}
        description={paying ? paymentDescription(paying) : ''}
        pending={markPaid.isPending}
        onCancel={() => setPaying(null)}
        onConfirm={(reference) => paying && void confirmPaid(paying.task.id, reference)}
      />
    </Stack>
  );
}
