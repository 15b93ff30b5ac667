import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { PayoutBatchLine } from '@portal/domain/admin';
import { TableScroller } from '@/components/table-scroller';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { PayoutBatchStatusBadge } from './payout-batch-status-badge';
import { useCreatorName } from '@/features/back-office/shared/creator-name';

/** A batch's lines: whom, for which campaign, how much, where each stands and the rail's reason for any that came back. */
export function PayoutBatchLines({ lines }: { lines: PayoutBatchLine[] }) {
  const { t } = useLingui();
  const creatorName = useCreatorName();
  return (
    <TableScroller label={t`Batch lines`} minWidth={860}>
      <Table striped verticalSpacing="sm" aria-label={t`Batch lines`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Creator</Trans>
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
              <Trans>Rail's reason</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Since</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm">{creatorName(line.influencer.fullName)}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {line.influencer.email}
                </Text>
              </Table.Td>
              <Table.Td>{line.campaign}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(line.amount, line.currency)}</Table.Td>
              {/* Room for the longest status in one piece: a narrow column cut "Unclaimed" short. */}
              <Table.Td style={{ minWidth: '8rem' }}>
                <PayoutBatchStatusBadge kind="line" status={line.status} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.reason ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {line.statusAt ? formatDateTime(line.statusAt) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
