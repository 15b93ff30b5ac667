import { Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import { totalsByCurrency, type PaymentHistoryRow } from '@portal/domain/referrals';
import { Paginator } from '@/components/paginator';
import { formatDate } from '@/lib/format-date';
import { usePagination } from '@/lib/use-pagination';

/**
 * SPEC §4 Payment History: the creator's task and referral payments, a page at a time, with a total per currency.
 * On a phone the Date and Type columns fold into the Campaign cell, so Amount and Status fit without scrolling.
 */
export function PaymentHistoryTable({ rows }: { rows: PaymentHistoryRow[] }) {
  const pagination = usePagination(rows);

  if (rows.length === 0) {
    return <Text>You do not have any payments yet.</Text>;
  }
  return (
    <Stack gap="lg">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">Date</Table.Th>
            <Table.Th>Campaign</Table.Th>
            <Table.Th visibleFrom="sm">Type</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pagination.visibleItems.map((row) => (
            <Table.Tr key={`${row.type}-${row.id}`}>
              <Table.Td visibleFrom="sm">{formatDate(row.date)}</Table.Td>
              <Table.Td>
                {row.campaign}
                <Text hiddenFrom="sm" size="xs" c="dimmed">
                  {formatDate(row.date)} · {row.type}
                </Text>
                {row.referredFriend !== null && (
                  <Text size="xs" c="dimmed">
                    Referred friend: {row.referredFriend}
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm">{row.type}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.amountMinor, row.currency)}</Table.Td>
              <Table.Td>{row.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Paginator {...pagination.paginatorProps} />
      <Stack gap={4} align="flex-end">
        {totalsByCurrency(rows).map(({ currency, totalMinor }) => (
          <Text key={currency} fw={600}>
            Total {formatMoney(totalMinor, currency)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
