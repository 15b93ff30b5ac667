import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { z } from 'zod';
import { PAYOUT_LINE_STATUSES, PayoutBatchQuerySchema, type PayoutBatchSummary } from '@portal/domain/admin';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { TableScroller } from '@/components/table-scroller';
import { adminPaths } from '@/config/admin-paths';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useUrlQuery } from '@/lib/use-url-query';
import { TableSkeleton } from '@/features/back-office/shared/components/table-skeleton';
import { usePayoutBatches } from '../api/get-payout-batches';
import { LINE_STATUS_LABELS, RAIL_LABELS } from '../payout-batch-labels';
import { PayoutBatchStatusBadge } from './payout-batch-status-badge';

const PAGE_SIZE = 25;
const BatchesUrlSchema = z.object({ page: PayoutBatchQuerySchema.shape.page });

/** How many lines are in each status, the statuses with none left out: '2 Paid, 1 Returned'. */
function LineCounts({ lines }: { lines: PayoutBatchSummary['lines'] }) {
  const { t } = useLingui();
  const counted = PAYOUT_LINE_STATUSES.filter((status) => lines[status] > 0);
  return (
    <Text size="sm">
      {counted.map((status) => `${lines[status]} ${t(LINE_STATUS_LABELS[status])}`).join(', ') || '—'}
    </Text>
  );
}

/** The payout batches, newest first: rail, currency, status, total, lines per status and dates; each opens. */
export function PayoutBatchesTable() {
  const { t } = useLingui();
  const { query, setPage } = useUrlQuery(BatchesUrlSchema, { prefix: 'batches-' });
  const { page } = query;
  const batches = usePayoutBatches({ page, pageSize: PAGE_SIZE });
  const { answer, lastPage } = useClampedPage(page, batches, setPage);
  const items = batches.data?.items ?? [];

  return (
    <Stack gap="md">
      {batches.isPending && <TableSkeleton label={t`Loading payout batches`} />}
      {batches.isError && !batches.data && (
        <LoadError
          title={t`The payout batches could not be loaded`}
          error={batches.error}
          onRetry={() => void batches.refetch()}
        />
      )}
      {answer && items.length === 0 && page <= lastPage && (
        <Text>
          <Trans>No batch yet.</Trans>
        </Text>
      )}
      {items.length > 0 && (
        <TableScroller label={t`Payout batches`} minWidth={900}>
          <Table striped verticalSpacing="sm" aria-label={t`Payout batches`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Batch</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Total</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Lines</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Created</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Sent</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((batch) => (
                <Table.Tr key={batch.id}>
                  <Table.Td>
                    <Anchor component={Link} to={adminPaths.adminPayoutBatch.getHref(batch.id)} size="sm">
                      {t(RAIL_LABELS[batch.method])} · {batch.currency}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <PayoutBatchStatusBadge kind="batch" status={batch.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(batch.total, batch.currency)}</Table.Td>
                  <Table.Td>
                    <LineCounts lines={batch.lines} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(batch.createdAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {batch.sentAt ? formatDateTime(batch.sentAt) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {batches.data && batches.data.total > 0 && (
        <Paginator
          page={page}
          pageSize={batches.data.pageSize}
          total={batches.data.total}
          onPageChange={setPage}
          noun={t`payout batches`}
          countText={(total) => plural(total, { one: '# batch', other: '# batches' })}
        />
      )}
    </Stack>
  );
}
